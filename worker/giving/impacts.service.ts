import { count, eq } from "drizzle-orm";
import type { ImpactsCountOut } from "../contracts/giving";
import { donations, libraries, projects } from "../db/schema";
import type { ServiceContext } from "../lib/context";
import { platformOrSchoolWhere as where } from "./giving-access";

/**
 * Completed gifts + funded projects + open libraries. The platform host counts the whole
 * platform; a school's host counts that school's gifts, projects and libraries.
 */
export async function countImpacts(ctx: ServiceContext): Promise<ImpactsCountOut> {
  const [[gifts], [funded], [open]] = await Promise.all([
    ctx.db.select({ n: count() }).from(donations).where(where(ctx, donations, eq(donations.status, "completed"))),
    ctx.db.select({ n: count() }).from(projects).where(where(ctx, projects, eq(projects.status, "funded"))),
    ctx.db.select({ n: count() }).from(libraries).where(where(ctx, libraries, eq(libraries.status, "open"))),
  ]);
  return { total_impacts: gifts.n + funded.n + open.n };
}
