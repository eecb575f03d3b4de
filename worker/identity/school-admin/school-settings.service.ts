import { eq } from "drizzle-orm";
import { tenants } from "../../db/schema";
import type { SchoolSettings } from "../../contracts/school-admin";
import { invalidateTenantCache } from "../../lib/tenant-resolution";
import { prepareAuditEntry } from "../../platform";
import type { SchoolContext } from "./school-context";

const present = (t: { reviewTeacherUploads: boolean; country: string | null }): SchoolSettings => ({ review_teacher_uploads: t.reviewTeacherUploads, country: t.country });

export function schoolSettings(ctx: SchoolContext): SchoolSettings {
  return present(ctx.tenant);
}

export async function updateSchoolSettings(ctx: SchoolContext, input: Partial<SchoolSettings>): Promise<SchoolSettings> {
  const set: { reviewTeacherUploads?: boolean; country?: string | null } = {};
  if (input.review_teacher_uploads !== undefined) set.reviewTeacherUploads = input.review_teacher_uploads;
  if (input.country !== undefined) set.country = input.country;
  if (Object.keys(set).length === 0) return present(ctx.tenant);
  const [[row]] = await ctx.db.batch([
    ctx.db.update(tenants).set(set).where(eq(tenants.id, ctx.tenant.id)).returning({ reviewTeacherUploads: tenants.reviewTeacherUploads, country: tenants.country }),
    prepareAuditEntry(ctx, { action: "tenant.update", tenantId: ctx.tenant.id, target: { type: "tenant", id: ctx.tenant.id, label: ctx.tenant.schoolName }, detail: { fields: Object.keys(input).filter((k) => input[k as keyof SchoolSettings] !== undefined), ...input } }),
  ]);
  invalidateTenantCache();
  return present(row);
}
