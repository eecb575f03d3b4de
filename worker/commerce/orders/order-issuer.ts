import { eq } from "drizzle-orm";
import { tenants, type Tenant } from "../../db/schema";
import type { ServiceContext } from "../../lib/context";

/**
 * The school that issued an order — named on the on-screen invoice, its PDF's letterhead and the
 * receipt email alike — or null for the platform's own orders. On a school's host that is the host's
 * school (orders are scoped to it); staff on the platform host see other schools' orders, so the
 * order's own school is read.
 */
export async function issuerOf(ctx: ServiceContext, tenantId: string | null): Promise<Tenant | null> {
  if (tenantId === null) return null;
  if (ctx.tenant?.id === tenantId) return ctx.tenant;
  return (await ctx.db.select().from(tenants).where(eq(tenants.id, tenantId)).get()) ?? null;
}
