import { eq, or } from "drizzle-orm";
import { tenants, type Tenant } from "../db/schema";
import type { DB } from "./db";

export type Resolution = { kind: "tenant"; tenant: Tenant } | { kind: "platform" } | { kind: "unknown" };

/**
 * Per-isolate cache: most requests resolve their tenant without a D1 query. Entries live for
 * CACHE_TTL_MS; any write to a tenant clears this isolate's cache at once (other isolates catch
 * up within the TTL, which is why it is short).
 */
const CACHE_TTL_MS = 30_000;
const MAX_ENTRIES = 1_000;
const cache = new Map<string, { value: Resolution; expires: number }>();

export function invalidateTenantCache(): void {
  cache.clear();
}

/** "Greenfield.LocalHost:8787" → "greenfield.localhost". */
export function normalizeHost(host: string | undefined | null): string {
  return (host ?? "").trim().toLowerCase().replace(/:\d+$/, "").replace(/\.$/, "");
}

function wildcardToRegExp(pattern: string): RegExp {
  const escaped = pattern.replace(/[.+?^${}()|[\]\\]/g, "\\$&").replace(/\*/g, "[^.]+(?:\\.[^.]+)*");
  return new RegExp(`^${escaped}$`);
}

export function isStagingHost(host: string, stagingHosts: string): boolean {
  return stagingHosts
    .split(",")
    .map((p) => p.trim().toLowerCase())
    .filter(Boolean)
    .some((p) => wildcardToRegExp(p).test(host));
}

export interface ResolverConfig {
  platformDomain: string;
  stagingHosts: string;
}

/**
 * Host → tenant, in this order: (1) a tenant whose domain_url is the host; (2) {subdomain}.{platform
 * domain}; (3) the platform domain itself and STAGING_HOSTS are the platform; (4) anything else is
 * unknown (404 TENANT_NOT_FOUND).
 */
export async function resolveTenant(db: DB, config: ResolverConfig, rawHost: string, now = Date.now()): Promise<Resolution> {
  const host = normalizeHost(rawHost);
  const cached = cache.get(host);
  if (cached && cached.expires > now) return cached.value;

  const value = await lookup(db, config, host);
  if (cache.size >= MAX_ENTRIES) cache.clear();
  cache.set(host, { value, expires: now + CACHE_TTL_MS });
  return value;
}

async function lookup(db: DB, config: ResolverConfig, host: string): Promise<Resolution> {
  const platform = normalizeHost(config.platformDomain);
  const suffix = `.${platform}`;
  const label = host.endsWith(suffix) ? host.slice(0, -suffix.length) : null;
  const subdomain = label && !label.includes(".") ? label : null;

  if (host) {
    const rows = await db
      .select()
      .from(tenants)
      .where(subdomain ? or(eq(tenants.domainUrl, host), eq(tenants.subdomain, subdomain)) : eq(tenants.domainUrl, host))
      .limit(2)
      .all();
    const byDomain = rows.find((t) => t.domainUrl === host);
    const bySubdomain = rows.find((t) => subdomain !== null && t.subdomain === subdomain);
    const tenant = byDomain ?? bySubdomain;
    if (tenant) return { kind: "tenant", tenant };
  }
  if (host === platform || isStagingHost(host, config.stagingHosts)) return { kind: "platform" };
  return { kind: "unknown" };
}
