import { count, eq } from "drizzle-orm";
import type { SchoolDashboard } from "../../contracts/school-admin";
import { ROLES } from "../../contracts/users";
import { classes, users } from "../../db/schema";
import type { SchoolContext } from "./school-context";

/** Active members by role, archived members, and classes in use (not archived). */
export async function schoolDashboard(ctx: SchoolContext): Promise<SchoolDashboard> {
  const [groups, activeClasses] = await Promise.all([
    ctx.db.select({ role: users.role, archived: users.archived, n: count() }).from(users).where(ctx.scope.where(users)).groupBy(users.role, users.archived).all(),
    ctx.db.$count(classes, ctx.scope.where(classes, eq(classes.archived, false))),
  ]);
  const byRole = Object.fromEntries(ROLES.map((role) => [role, 0])) as SchoolDashboard["users"];
  let archived = 0;
  for (const g of groups) {
    if (g.archived) archived += g.n;
    else if (g.role) byRole[g.role] += g.n;
  }
  return { users: byRole, classes: activeClasses, archived_users: archived };
}
