import type { ParentChildDashboardOut } from "../../contracts/people";
import type { ServiceContext } from "../../lib/context";
import { tenantScope } from "../../lib/db";
import { AppError } from "../../lib/errors";
import { moneyRaised } from "../../giving";
import { parentChildren } from "../../identity";
import { childCertificates, myCourses } from "../../learning";
import { childLibrarySummary } from "../../library";

/**
 * GET /api/parent/children/: each of the caller's linked children with their reading, their books
 * and stories, courses and progress, certificates and the money they raised. Only the caller's own links are
 * read; each child's figures are computed as the child would see them on their school's site
 * (the child as the learner, scoped to the child's school), so nothing of anyone else leaks in.
 */
export async function parentDashboard(ctx: ServiceContext): Promise<ParentChildDashboardOut[]> {
  const user = ctx.user;
  if (!user) throw new AppError("UNAUTHORIZED", "Please sign in to continue.");
  if (user.role !== "parent") throw new AppError("FORBIDDEN", "This dashboard is for parents.");
  const children = await parentChildren(ctx.db, user.id);
  return Promise.all(
    children.map(async (child) => {
      const asChild: ServiceContext = { ...ctx, user: { id: child.student_id, tenantId: child.tenant_id, role: "student", isStaff: false }, scope: tenantScope(child.tenant_id) };
      const [library, courses, money, certificates] = await Promise.all([childLibrarySummary(ctx.db, child.student_id), myCourses(asChild), moneyRaised(asChild), childCertificates(ctx.db, child.student_id)]);
      const { tenant_id: _tenant, ...shown } = child; // the school id scoped the figures; the page needs only the name
      return { ...shown, ...library, courses, money_raised: money, certificates };
    }),
  );
}
