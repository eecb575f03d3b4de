import { createMiddleware } from "hono/factory";
import type { AppEnv } from "../env";
import { createDb, tenantScope, type SchoolScope, isSchoolScope } from "../lib/db";
import { AppError } from "../lib/errors";
import { resolveTenant } from "../lib/tenant-resolution";
import { SeenVersion } from "../lib/content-version";
import type { Context } from "hono";

export const TENANT_NOT_FOUND_MESSAGE = "No school is served at this address.";

/** Host → c.var.tenant (null on the platform) and c.var.scope, the tenant scope for services. */
export const tenantMiddleware = createMiddleware<AppEnv>(async (c, next) => {
  const db = createDb(c.env.DB);
  c.set("db", db);
  const host = c.req.header("Host") ?? new URL(c.req.url).host;
  const resolution = await resolveTenant(
    db,
    { platformDomain: c.env.PLATFORM_DOMAIN, stagingHosts: c.env.STAGING_HOSTS ?? "" },
    host,
  );
  if (resolution.kind === "unknown") throw new AppError("TENANT_NOT_FOUND", TENANT_NOT_FOUND_MESSAGE);
  const tenant = resolution.kind === "tenant" ? resolution.tenant : null;
  c.set("tenant", tenant);
  c.set("scope", tenantScope(tenant?.id ?? null));
  c.set("seenVersion", new SeenVersion());
  await next();
});

/** For routes that exist only on a school's host. */
export function requireSchool(c: Context<AppEnv>, message = "This is only available on a school's site."): SchoolScope {
  const scope = c.get("scope");
  if (!isSchoolScope(scope)) throw new AppError("NOT_FOUND", message);
  return scope;
}
