import { and, eq, inArray, or, type SQL } from "drizzle-orm";
import type { AnySQLiteColumn } from "drizzle-orm/sqlite-core";
import { charities, donations } from "../db/schema";
import type { ServiceContext } from "../lib/context";
import { fieldError } from "../lib/errors";
import type { DonationTarget } from "../contracts/giving";
import { managedWhere } from "../lib/managed-rows";
import { isPlatformStaff } from "../lib/tenancy";

/** The charity a project or library belongs to: one the caller can see (platform staff: any). */
export async function resolveCharityId(ctx: ServiceContext, id: string | null | undefined): Promise<string | null | undefined> {
  if (id === undefined || id === null) return id;
  const where = isPlatformStaff(ctx) ? managedWhere(ctx, charities, eq(charities.id, id)) : ctx.scope.withPlatform(charities, eq(charities.id, id));
  const found = await ctx.db.select({ id: charities.id }).from(charities).where(where).get();
  if (!found) throw fieldError("charity_id", "Choose a charity from the list");
  return found.id;
}

/** `?charity=` by id or slug. */
export function charityFilter(ctx: ServiceContext, column: AnySQLiteColumn, idOrSlug: string | undefined): SQL | undefined {
  if (!idOrSlug) return undefined;
  return inArray(column, ctx.db.select({ id: charities.id }).from(charities).where(or(eq(charities.id, idOrSlug), eq(charities.slug, idOrSlug))));
}

/** Whether a target has completed gifts (then it can only be deactivated or closed, never deleted). */
export async function hasCompletedGifts(ctx: ServiceContext, targetType: DonationTarget, targetId: string): Promise<boolean> {
  const gift = await ctx.db
    .select({ id: donations.id })
    .from(donations)
    .where(and(eq(donations.status, "completed"), eq(donations.targetType, targetType), eq(donations.targetId, targetId)))
    .limit(1)
    .get();
  return !!gift;
}
