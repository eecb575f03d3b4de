import { Hono } from "hono";
import type { Context } from "hono";
import type { AppEnv } from "../../env";
import { actionLogQuery, type ActionLogQuery } from "../../contracts/audit";
import { serviceContext } from "../../lib/context";
import { AppError } from "../../lib/errors";
import { pageOf } from "../../lib/pagination";
import { queryParams } from "../../lib/validate";
import { requireRole, requireStaff } from "../../middleware/require-role";
import { actionLogCsv, listActionLog } from "./action-log.service";

async function answer(c: Context<AppEnv>, q: ActionLogQuery) {
  const ctx = serviceContext(c);
  if (q.format === "csv") {
    const day = new Date().toISOString().slice(0, 10);
    return c.body(await actionLogCsv(ctx, q), 200, { "Content-Type": "text/csv; charset=utf-8", "Content-Disposition": `attachment; filename="action-log-${day}.csv"`, "Cache-Control": "no-store" });
  }
  const { total, results } = await listActionLog(ctx, q);
  return c.json(pageOf(c.req.url, q, total, results));
}

/** GET /api/super-admin/action-log/ (`format=csv` downloads it): platform staff. */
export const staffActionLogRoutes = new Hono<AppEnv>().get("/", requireStaff, queryParams(actionLogQuery), (c) => answer(c, c.req.valid("query")));

/** GET /api/school-admin/action-log/: a school's admins see their school's entries, on its host only. */
export const schoolActionLogRoutes = new Hono<AppEnv>().get("/", requireRole("school_admin"), queryParams(actionLogQuery), (c) => {
  if (c.get("scope").tenantId === null) throw new AppError("NOT_FOUND", "Open the action log on your school's site.");
  return answer(c, { ...c.req.valid("query"), tenant: undefined });
});
