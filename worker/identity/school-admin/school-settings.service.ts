import { eq } from "drizzle-orm";
import { tenants } from "../../db/schema";
import type { SchoolSettings } from "../../contracts/school-admin";
import { invalidateTenantCache } from "../../lib/tenant-resolution";
import { prepareAuditEntry } from "../../platform";
import type { SchoolContext } from "./school-context";

type SettingsRow = { reviewTeacherUploads: boolean; country: string | null; locale: string; timeZone: string; currency: string; address: string | null; taxId: string | null };
const present = (t: SettingsRow): SchoolSettings => ({
  review_teacher_uploads: t.reviewTeacherUploads,
  country: t.country,
  locale: t.locale as SchoolSettings["locale"],
  time_zone: t.timeZone,
  currency: t.currency as SchoolSettings["currency"],
  address: t.address,
  tax_id: t.taxId,
});

export function schoolSettings(ctx: SchoolContext): SchoolSettings {
  return present(ctx.tenant);
}

export async function updateSchoolSettings(ctx: SchoolContext, input: Partial<SchoolSettings>): Promise<SchoolSettings> {
  const set: Partial<SettingsRow> = {};
  if (input.review_teacher_uploads !== undefined) set.reviewTeacherUploads = input.review_teacher_uploads;
  if (input.country !== undefined) set.country = input.country;
  if (input.locale !== undefined) set.locale = input.locale;
  if (input.time_zone !== undefined) set.timeZone = input.time_zone;
  if (input.currency !== undefined) set.currency = input.currency;
  if (input.address !== undefined) set.address = input.address;
  if (input.tax_id !== undefined) set.taxId = input.tax_id;
  if (Object.keys(set).length === 0) return present(ctx.tenant);
  const [[row]] = await ctx.db.batch([
    ctx.db.update(tenants).set(set).where(eq(tenants.id, ctx.tenant.id)).returning({ reviewTeacherUploads: tenants.reviewTeacherUploads, country: tenants.country, locale: tenants.locale, timeZone: tenants.timeZone, currency: tenants.currency, address: tenants.address, taxId: tenants.taxId }),
    prepareAuditEntry(ctx, { action: "tenant.update", tenantId: ctx.tenant.id, target: { type: "tenant", id: ctx.tenant.id, label: ctx.tenant.schoolName }, detail: { fields: Object.keys(input).filter((k) => input[k as keyof SchoolSettings] !== undefined), ...input } }),
  ]);
  invalidateTenantCache();
  return present(row);
}
