import { sql, type SQL } from "drizzle-orm";
import { matchKey } from "../../contracts/text";
import { isUniqueViolation } from "../../lib/d1-errors";

/**
 * The match key a class stores when it may share its name with an active class saved before the
 * unique index (migration 0048): its matchKey, or — when another active class of the school
 * already holds that key — the key, a newline and the class's id, which no name's key can be
 * (matchKey folds whitespace to single spaces). For rows written outside the services' own checks:
 * the cron's fold of keys saved before they existed, and test fixtures of such schools.
 */
export function storedMatchKey(tenantId: string, id: string, name: string): SQL<string> {
  const key = matchKey(name);
  return sql<string>`CASE WHEN EXISTS (SELECT 1 FROM classes AS o WHERE o.tenant_id = ${tenantId} AND o.match_key = ${key} AND o.archived = 0 AND o.id <> ${id}) THEN ${key} || char(10) || ${id} ELSE ${key} END`;
}

/** A write refused because an active class of the school already has the name (classes_tenant_match_key_unique). */
export const isClassNameTaken = (err: unknown) => isUniqueViolation(err, "match_key");
