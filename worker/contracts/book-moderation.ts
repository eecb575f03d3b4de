import { z } from "zod";
import { MAX_TEXT, paginationQuery } from "./common";
import { BOOK_STATUSES, type BookEventKind, type BookOut } from "./books";

export const REJECTION_REASON_MESSAGE = "Tell the uploader why (at most 500 characters)";

/** POST /books/{id}/reject (and /stories/{id}/reject). */
export const rejectSchema = z.object({
  reason: z.string({ error: REJECTION_REASON_MESSAGE }).trim().min(1, { error: REJECTION_REASON_MESSAGE }).max(500, { error: REJECTION_REASON_MESSAGE }),
});
export type RejectInput = z.infer<typeof rejectSchema>;

const blankToUndefined = (v: unknown) => (typeof v === "string" && v.trim() === "" ? undefined : v);
const optionalParam = <S extends z.ZodType>(schema: S) => z.preprocess(blankToUndefined, schema.optional()).catch(undefined);

/** GET /book-monitoring/: every status by default, failures first, then newest. */
export const bookMonitoringQuery = paginationQuery(25, 100).extend({
  status: optionalParam(z.enum(BOOK_STATUSES)),
  /** A school id (staff on the platform host only). */
  tenant: optionalParam(z.string().max(MAX_TEXT)),
  search: optionalParam(z.string().trim().max(200)),
});
export type BookMonitoringQuery = z.infer<typeof bookMonitoringQuery>;

export interface BookEventOut {
  id: string;
  kind: BookEventKind;
  detail: Record<string, unknown>;
  actor: { id: string; first_name: string; last_name: string } | null;
  created_at: string;
}

export interface BookMonitoringOut extends BookOut {
  latest_event: Omit<BookEventOut, "actor"> & { actor_id: string | null } | null;
}
