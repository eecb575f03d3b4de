import { and, count, eq } from "drizzle-orm";
import type { PlatformDashboard } from "../../contracts/school-admin";
import { ROLES } from "../../contracts/users";
import { classes, emailOutbox, tenants, users } from "../../db/schema";
import type { ServiceContext } from "../../lib/context";

/** Platform-wide counts for staff: schools, active users by role, active classes, the email outbox. */
export async function platformDashboard(ctx: ServiceContext): Promise<PlatformDashboard> {
  const [schools, roles, staff, activeClasses, emails] = await Promise.all([
    ctx.db.$count(tenants),
    ctx.db.select({ role: users.role, n: count() }).from(users).where(eq(users.archived, false)).groupBy(users.role).all(),
    ctx.db.$count(users, and(eq(users.isStaff, true), eq(users.archived, false))),
    ctx.db.$count(classes, eq(classes.archived, false)),
    ctx.db.select({ status: emailOutbox.status, n: count() }).from(emailOutbox).groupBy(emailOutbox.status).all(),
  ]);
  const byRole = { ...(Object.fromEntries(ROLES.map((role) => [role, 0])) as Record<(typeof ROLES)[number], number>), staff };
  for (const r of roles) if (r.role) byRole[r.role] = r.n;
  const byStatus = { queued: 0, sent: 0, failed: 0 };
  for (const e of emails) byStatus[e.status] = e.n;
  return { tenants: schools, users: byRole, classes: activeClasses, emails: byStatus };
}
