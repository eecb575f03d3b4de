import { asc, count, eq, or } from "drizzle-orm";
import { nameKey } from "../../contracts/text";
import { COLOR_FIELDS, type TenantCreateInput, type TenantUpdateInput } from "../../contracts/tenants";
import { tenants, type NewTenant, type Tenant } from "../../db/schema";
import type { ServiceContext } from "../../lib/context";
import { keyedSearch } from "../../lib/sql-filters";
import { isUniqueViolation } from "../../lib/d1-errors";
import { AppError, fieldError } from "../../lib/errors";
import { newId } from "../../lib/ids";
import { hashPassword } from "../../lib/passwords";
import { deleteObjects, putStaged, stageImage } from "../../lib/storage";
import { colorColumn } from "./tenants.presenter";
import { invalidateTenantCache, normalizeHost } from "../../lib/tenant-resolution";
import { prepareAuditEntry } from "../../platform";
import { readBatch } from "../../lib/db";

export const TENANT_NOT_FOUND = "School not found";
const SUBDOMAIN_TAKEN = "A school with this subdomain already exists.";
const DOMAIN_TAKEN = "A school with this domain already exists.";

export async function listTenants(ctx: ServiceContext, q: { search?: string; limit: number; offset: number }) {
  const where = keyedSearch(q.search, tenants.schoolNameKey, tenants.schoolName, tenants.subdomain, tenants.domainUrl);
  const [rows, [{ total }]] = await readBatch(ctx.db, [
    ctx.db.select().from(tenants).where(where).orderBy(asc(tenants.schoolNameKey), asc(tenants.id)).limit(q.limit).offset(q.offset),
    ctx.db.select({ total: count() }).from(tenants).where(where),
  ] as const);
  return { rows, total };
}

export async function getTenant(ctx: ServiceContext, id: string): Promise<Tenant> {
  const tenant = await ctx.db.select().from(tenants).where(eq(tenants.id, id)).get();
  if (!tenant) throw new AppError("NOT_FOUND", TENANT_NOT_FOUND);
  return tenant;
}

/** Form fields → columns; only the keys present in the input are written (PATCH sends changes only). */
async function toColumns(input: TenantUpdateInput): Promise<Partial<NewTenant>> {
  const out: Partial<NewTenant> = {};
  if (input.school_name !== undefined) {
    out.schoolName = input.school_name;
    out.schoolNameKey = nameKey(input.school_name);
  }
  if (input.school_email !== undefined) out.schoolEmail = input.school_email;
  if (input.domain_url !== undefined) out.domainUrl = input.domain_url;
  if (input.subdomain !== undefined) out.subdomain = input.subdomain;
  if (input.switchboard !== undefined) out.switchboard = input.switchboard;
  if (input.country !== undefined) out.country = input.country;
  if (input.locale !== undefined) out.locale = input.locale;
  if (input.time_zone !== undefined) out.timeZone = input.time_zone;
  if (input.currency !== undefined) out.currency = input.currency;
  for (const field of COLOR_FIELDS) {
    const value = input[field];
    if (value !== undefined) (out as Record<string, unknown>)[colorColumn(field)] = value;
  }
  if (input.community_password !== undefined) {
    out.communityPasswordHash = input.community_password === "" ? null : await hashPassword(input.community_password);
  }
  return out;
}

/** A custom domain may not take over the platform's own hosts. */
function checkDomain(ctx: ServiceContext, domain: string | undefined, subdomain: string | null | undefined) {
  if (domain === undefined) return;
  const platform = normalizeHost(ctx.env.PLATFORM_DOMAIN);
  if (domain === platform) throw fieldError("domain_url", "This is the platform's own domain.");
  if (domain.endsWith(`.${platform}`) && domain !== `${subdomain}.${platform}`) {
    throw fieldError("domain_url", "Addresses under the platform domain are set with the subdomain field.");
  }
}

function conflictToFieldError(err: unknown): never {
  if (isUniqueViolation(err, "subdomain")) throw fieldError("subdomain", SUBDOMAIN_TAKEN);
  if (isUniqueViolation(err, "domain_url")) throw fieldError("domain_url", DOMAIN_TAKEN);
  throw err;
}

async function assertAvailable(ctx: ServiceContext, input: TenantUpdateInput, selfId?: string) {
  const clauses = [
    input.subdomain ? eq(tenants.subdomain, input.subdomain) : undefined,
    input.domain_url ? eq(tenants.domainUrl, input.domain_url) : undefined,
  ].filter(Boolean);
  if (clauses.length === 0) return;
  const clash = await ctx.db.select().from(tenants).where(or(...clauses)).all();
  const fields: Record<string, string[]> = {};
  for (const t of clash.filter((t) => t.id !== selfId)) {
    if (input.subdomain && t.subdomain === input.subdomain) fields.subdomain = [SUBDOMAIN_TAKEN];
    if (input.domain_url && t.domainUrl === input.domain_url) fields.domain_url = [DOMAIN_TAKEN];
  }
  if (Object.keys(fields).length) throw new AppError("VALIDATION_FAILED", "Please check the highlighted fields", fields);
}

export async function createTenant(ctx: ServiceContext, input: TenantCreateInput, logoFile?: File): Promise<Tenant> {
  checkDomain(ctx, input.domain_url, input.subdomain);
  await assertAvailable(ctx, input);
  const id = newId("ten");
  const logo = await stageImage(logoFile, "logo", id, "logos");
  const logoKey = logo?.key ?? null;
  const columns = await toColumns(input);
  await putStaged(ctx.env.FILES, logo);
  try {
    const [[tenant]] = await ctx.db.batch([
      ctx.db
        .insert(tenants)
        .values({ ...(columns as NewTenant), id, logoKey })
        .returning(),
      prepareAuditEntry(ctx, { action: "tenant.create", tenantId: id, target: { type: "tenant", id, label: input.school_name }, detail: { subdomain: input.subdomain ?? null, domain_url: input.domain_url ?? null } }),
    ]);
    return tenant;
  } catch (err) {
    await deleteObjects(ctx.env.FILES, [logoKey]); // nothing half-written: no orphan logo
    conflictToFieldError(err);
  } finally {
    invalidateTenantCache();
  }
}

export async function updateTenant(ctx: ServiceContext, id: string, input: TenantUpdateInput, logoFile?: File): Promise<Tenant> {
  const current = await getTenant(ctx, id);
  checkDomain(ctx, input.domain_url ?? (input.subdomain !== undefined ? current.domainUrl : undefined), input.subdomain === undefined ? current.subdomain : input.subdomain);
  await assertAvailable(ctx, input, id);
  const logo = await stageImage(logoFile, "logo", id, "logos");
  const logoKey = logo?.key ?? null;
  const columns = await toColumns(input);
  await putStaged(ctx.env.FILES, logo);
  try {
    const [[tenant]] = await ctx.db.batch([
      ctx.db
        .update(tenants)
        .set({ ...columns, ...(logoKey ? { logoKey } : {}), updatedAt: Date.now() })
        .where(eq(tenants.id, id))
        .returning(),
      prepareAuditEntry(ctx, {
        action: "tenant.update",
        tenantId: id,
        target: { type: "tenant", id, label: input.school_name ?? current.schoolName },
        detail: { fields: [...Object.entries(input).filter(([, v]) => v !== undefined).map(([k]) => k), ...(logoKey ? ["logo"] : [])] },
      }),
    ]);
    if (logoKey) await deleteObjects(ctx.env.FILES, [current.logoKey]);
    return tenant;
  } catch (err) {
    await deleteObjects(ctx.env.FILES, [logoKey]);
    conflictToFieldError(err);
  } finally {
    invalidateTenantCache();
  }
}
