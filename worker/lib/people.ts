import { eq, or, sql, type SQL } from "drizzle-orm";
import type { AnySQLiteColumn } from "drizzle-orm/sqlite-core";
import { users } from "../db/schema";
import type { AuthUser } from "../env";
import { initialOf } from "../contracts/initials";
import { nameKey } from "../contracts/text";
import { keyedSearch, textSearch } from "./sql-filters";

/**
 * The sort keys of a user's names (users.first_name_key, last_name_key): every insert of a user
 * spreads them beside the names, and every update that changes a name sets them again.
 */
export const nameKeys = (firstName: string, lastName: string) => ({ firstNameKey: nameKey(firstName), lastNameKey: nameKey(lastName) });

/**
 * A search of users by name that ignores accents and case ("emile" finds Émile, "MULLER" Müller,
 * "иван" Иван): the folded search against the name keys (each name, and first + last), and the
 * search as typed against the names themselves and `others` (email, username).
 */
export function userSearch(search: string | null | undefined, ...others: AnySQLiteColumn[]): SQL | undefined {
  if (!search) return undefined;
  return or(
    textSearch(nameKey(search), users.firstNameKey, users.lastNameKey, sql`${users.firstNameKey} || ' ' || ${users.lastNameKey}`),
    textSearch(search, users.firstName, users.lastName, sql`${users.firstName} || ' ' || ${users.lastName}`, ...others),
  );
}

/** A pupil's sign-in tiles: the search matches first names only (a class code's holder cannot probe last names). */
export const firstNameSearch = (search: string | null | undefined): SQL | undefined => keyedSearch(search, users.firstNameKey, users.firstName);

/** The person behind a library item (uploader, author): the columns every presenter selects. */
export const personColumns = { id: users.id, first_name: users.firstName, last_name: users.lastName, role: users.role, tenant_id: users.tenantId };
export type PersonRef = { id: string; first_name: string; last_name: string; role: string | null; tenant_id: string | null };

/** A person as the API shows them: a child outside their school has no id and an initial. */
export interface PersonOut {
  id: string | null;
  first_name: string;
  last_name: string;
}

/**
 * Whether the viewer may know who this child is (full name, id): the child, platform staff, and
 * the adults of the child's own school. Adults (teachers, admins, staff) are shown to everyone.
 */
export function knowsPerson(viewer: AuthUser | null, person: Pick<PersonRef, "id" | "role" | "tenant_id">): boolean {
  if (person.role !== "student") return true;
  if (!viewer) return false;
  if (viewer.id === person.id || viewer.isStaff) return true;
  return person.tenant_id !== null && viewer.tenantId === person.tenant_id && (viewer.role === "teacher" || viewer.role === "school_admin");
}

/** A child as shown outside their school: "Ava F." (just "Ava" without a last name). */
export const firstAndInitial = (p: { first: string; last: string }) => {
  const initial = initialOf(p.last);
  return initial ? `${p.first} ${initial}.` : p.first;
};

/** Children's privacy: everyone else sees a child as first name and last initial, never their id. */
export function presentPerson(viewer: AuthUser | null, person: PersonRef | null, fallbackId: string): PersonOut {
  if (!person) return { id: fallbackId, first_name: "", last_name: "" };
  if (knowsPerson(viewer, person)) return { id: person.id, first_name: person.first_name, last_name: person.last_name };
  const initial = initialOf(person.last_name);
  return { id: null, first_name: person.first_name, last_name: initial ? `${initial}.` : "" };
}

/**
 * SQL twin of knowsPerson for a users.id column: filtering by a child (?uploader=, ?author=) is for
 * those who may know who the child is; for everyone else the filter matches nothing.
 */
export function knownPersonSql(viewer: AuthUser | null, userId: AnySQLiteColumn): SQL {
  const adultOrSelf: SQL[] = [sql`u.role IS NULL OR u.role <> 'student'`];
  if (viewer?.isStaff) adultOrSelf.push(sql`1`);
  if (viewer) adultOrSelf.push(sql`u.id = ${viewer.id}`);
  if (viewer?.tenantId && (viewer.role === "teacher" || viewer.role === "school_admin")) adultOrSelf.push(sql`u.tenant_id = ${viewer.tenantId}`);
  return sql`EXISTS (SELECT 1 FROM ${users} u WHERE u.id = ${userId} AND (${sql.join(adultOrSelf, sql` OR `)}))`;
}

/**
 * Whether the viewer may know which class a library item (a book, a story) belongs to: a class
 * groups children, so outside the school it would tie works (and their first names) together. Its
 * owner, platform staff, and the adults of the item's school; everyone else gets null.
 */
export function knowsClassOf(viewer: AuthUser | null, item: { tenantId: string | null; ownerId: string | null }): boolean {
  if (!viewer) return false;
  if (viewer.isStaff || viewer.id === item.ownerId) return true;
  return item.tenantId !== null && viewer.tenantId === item.tenantId && (viewer.role === "teacher" || viewer.role === "school_admin");
}

/** SQL twin of knowsClassOf: filtering by a class (?class=) is for those who may know it; for anyone else it matches nothing. */
export function knownClassSql(viewer: AuthUser | null, tenantId: AnySQLiteColumn, ownerId: AnySQLiteColumn): SQL {
  if (!viewer) return sql`0`;
  if (viewer.isStaff) return sql`1`;
  const adult = viewer.tenantId && (viewer.role === "teacher" || viewer.role === "school_admin") ? eq(tenantId, viewer.tenantId) : undefined;
  return or(eq(ownerId, viewer.id), adult)!;
}
