import { users } from "../db/schema";

/** The person behind a library item (uploader, author): the columns every presenter selects. */
export const personColumns = { id: users.id, first_name: users.firstName, last_name: users.lastName };
export type PersonRef = { id: string; first_name: string; last_name: string };
