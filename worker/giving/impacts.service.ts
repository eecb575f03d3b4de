import { count, eq } from "drizzle-orm";
import type { ImpactsCountOut } from "../contracts/giving";
import { donations, libraries, projects } from "../db/schema";
import type { ServiceContext } from "../lib/context";
import { totalsWhere } from "../lib/tenancy";

/**
 * Completed gifts + funded projects + open libraries. The platform host counts the whole
 * platform; a school's host counts that school's gifts, projects and libraries.
 */
export async function countImpacts(ctx: ServiceContext): Promise<ImpactsCountOut> {
  const [[gifts], [funded], [open]] = await Promise.all([
    ctx.db.select({ n: count() }).from(donations).where(totalsWhere(ctx.scope, donations, eq(donations.status, "completed"))),
    ctx.db.select({ n: count() }).from(projects).where(totalsWhere(ctx.scope, projects, eq(projects.status, "funded"))),
    ctx.db.select({ n: count() }).from(libraries).where(totalsWhere(ctx.scope, libraries, eq(libraries.status, "open"))),
  ]);
  return { total_impacts: gifts.n + funded.n + open.n };
}
