import { eq } from "drizzle-orm";
import { tenants } from "../../db/schema";
import type { SchoolSettings } from "../../contracts/school-admin";
import { invalidateTenantCache } from "../../lib/tenant-resolution";
import type { SchoolContext } from "./school-context";

const present = (t: { reviewTeacherUploads: boolean }): SchoolSettings => ({ review_teacher_uploads: t.reviewTeacherUploads });

export function schoolSettings(ctx: SchoolContext): SchoolSettings {
  return present(ctx.tenant);
}

export async function updateSchoolSettings(ctx: SchoolContext, input: Partial<SchoolSettings>): Promise<SchoolSettings> {
  if (input.review_teacher_uploads === undefined) return present(ctx.tenant);
  const [row] = await ctx.db
    .update(tenants)
    .set({ reviewTeacherUploads: input.review_teacher_uploads })
    .where(eq(tenants.id, ctx.tenant.id))
    .returning({ reviewTeacherUploads: tenants.reviewTeacherUploads });
  invalidateTenantCache();
  return present(row);
}
