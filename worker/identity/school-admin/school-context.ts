import type { Context } from "hono";
import { createMiddleware } from "hono/factory";
import type { AppEnv } from "../../env";
import type { Tenant } from "../../db/schema";
import { serviceContext, type ServiceContext } from "../../lib/context";
import type { SchoolScope } from "../../lib/db";
import { requireSchool } from "../../middleware/tenant";

/** A service context on a school's host: the scope and tenant are known to be the school's. */
export interface SchoolContext extends ServiceContext {
  scope: SchoolScope;
  tenant: Tenant;
}

export const SCHOOL_ONLY_MESSAGE = "The school administration is only available on a school's site.";

/** 404 on the platform host, before any role check: these endpoints do not exist there. */
export const schoolHostOnly = createMiddleware<AppEnv>(async (c, next) => {
  requireSchool(c, SCHOOL_ONLY_MESSAGE);
  await next();
});

export function schoolContext(c: Context<AppEnv>): SchoolContext {
  const scope = requireSchool(c, SCHOOL_ONLY_MESSAGE);
  const ctx = serviceContext(c);
  return { ...ctx, scope, tenant: ctx.tenant! };
}
