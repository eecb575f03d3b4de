import { eq } from "drizzle-orm";
import { resolveFeatures, schoolFeatures, type FeatureFlagsUpdate, type SchoolFeaturesOut } from "../../contracts/features";
import { tenants } from "../../db/schema";
import type { ServiceContext } from "../../lib/context";
import { AppError } from "../../lib/errors";
import { invalidateTenantCache } from "../../lib/tenant-resolution";
import { prepareAuditEntry } from "../../platform";

async function storedFlags(ctx: ServiceContext, tenantId: string): Promise<string> {
  const row = await ctx.db.select({ featureFlags: tenants.featureFlags }).from(tenants).where(eq(tenants.id, tenantId)).get();
  if (!row) throw new AppError("NOT_FOUND", "School not found");
  return row.featureFlags;
}

/** One school's features: the catalogue with the school's choices (defaults where it made none). */
export async function featuresOfSchool(ctx: ServiceContext, tenantId: string): Promise<SchoolFeaturesOut> {
  return schoolFeatures(resolveFeatures(await storedFlags(ctx, tenantId)));
}

/**
 * Switches some of a school's features on or off. The whole resolved set is stored (so a later
 * change of a default does not silently flip a school's explicit choice); the tenant cache is
 * dropped so the API enforces the new state at once.
 */
export async function updateSchoolFeatures(ctx: ServiceContext, tenantId: string, input: FeatureFlagsUpdate): Promise<SchoolFeaturesOut> {
  const next = resolveFeatures(await storedFlags(ctx, tenantId));
  for (const [key, value] of Object.entries(input) as [keyof typeof next, boolean | undefined][]) if (value !== undefined) next[key] = value;
  const changed = Object.fromEntries(Object.entries(input).filter(([, v]) => v !== undefined));
  await ctx.db.batch([
    ctx.db.update(tenants).set({ featureFlags: JSON.stringify(next) }).where(eq(tenants.id, tenantId)),
    prepareAuditEntry(ctx, { action: "tenant.features", tenantId, target: { type: "tenant", id: tenantId }, detail: changed }),
  ]);
  invalidateTenantCache();
  return schoolFeatures(next);
}
