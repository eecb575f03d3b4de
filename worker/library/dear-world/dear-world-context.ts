import type { Context } from "hono";
import type { AppEnv } from "../../env";
import type { Tenant } from "../../db/schema";
import type { SchoolScope } from "../../lib/db";
import { requireSchool } from "../../middleware/tenant";
import { libraryContext, type LibraryContext } from "../books/book-visibility";

/** A library context on a school's host: Dear World books belong to a school, never the platform. */
export interface DearWorldContext extends LibraryContext {
  scope: SchoolScope;
  tenant: Tenant;
}

export const DEAR_WORLD_SCHOOL_ONLY = "Dear World is only available on a school's site.";

export async function dearWorldContext(c: Context<AppEnv>): Promise<DearWorldContext> {
  const scope = requireSchool(c, DEAR_WORLD_SCHOOL_ONLY);
  const ctx = await libraryContext(c);
  return { ...ctx, scope, tenant: ctx.tenant! };
}
