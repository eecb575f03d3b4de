import { eq } from "drizzle-orm";
import { tenants } from "../../db/schema";
import type { ServiceContext } from "../../lib/context";
import { isSchoolScope, tenantScope, type SchoolScope } from "../../lib/db";
import { AppError } from "../../lib/errors";
import { TENANT_NOT_FOUND } from "../tenants/tenants.service";

/** The scope of a school staff chose by id; `onMissing` says how an unknown id is answered. */
export async function scopeOfSchool(ctx: ServiceContext, tenantId: string, onMissing = () => new AppError("NOT_FOUND", TENANT_NOT_FOUND)): Promise<SchoolScope> {
  const found = await ctx.db.select({ id: tenants.id }).from(tenants).where(eq(tenants.id, tenantId)).get();
  const scope = found ? tenantScope(found.id) : null;
  if (!scope || !isSchoolScope(scope)) throw onMissing();
  return scope;
}

/** The scope of a school known to exist (the owner of a row that references it). */
export function scopeOfOwner(tenantId: string): SchoolScope {
  const scope = tenantScope(tenantId);
  if (!isSchoolScope(scope)) throw new AppError("NOT_FOUND", TENANT_NOT_FOUND);
  return scope;
}
