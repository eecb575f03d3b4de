import { Hono } from "hono";
import type { AppEnv } from "../../env";
import { peopleStatsQuery, staffStudentQuery, staffTeacherQuery } from "../../contracts/staff-people";
import { serviceContext } from "../../lib/context";
import { pageOf } from "../../lib/pagination";
import { queryParams } from "../../lib/validate";
import { requireStaff } from "../../middleware/require-role";
import { listStudents, listTeachers, studentsCsv, teachersCsv } from "./people-lists.service";
import { peopleStats } from "./people-stats.service";
import { userActivity } from "./user-activity.service";

const csvHeaders = (name: string) => ({
  "Content-Type": "text/csv; charset=utf-8",
  "Content-Disposition": `attachment; filename="${name}-${new Date().toISOString().slice(0, 10)}.csv"`,
  "Cache-Control": "no-store",
});

/**
 * /api/super-admin/people/…: the staff people dashboards. Platform staff on the platform host see
 * every school (`?tenant=` narrows); on a school's host, that school (lib/tenancy.ts#staffView).
 */
export const staffPeopleRoutes = new Hono<AppEnv>()
  .use("*", requireStaff)
  .get("/users/:id/activity", async (c) => c.json(await userActivity(serviceContext(c), c.req.param("id"))))
  .get("/stats", queryParams(peopleStatsQuery), async (c) => c.json(await peopleStats(serviceContext(c), c.req.valid("query"))))
  .get("/teachers", queryParams(staffTeacherQuery), async (c) => {
    const q = c.req.valid("query");
    if (q.format === "csv") return c.body(await teachersCsv(serviceContext(c), q), 200, csvHeaders("teachers"));
    const { total, results } = await listTeachers(serviceContext(c), q);
    return c.json(pageOf(c.req.url, q, total, results));
  })
  .get("/students", queryParams(staffStudentQuery), async (c) => {
    const q = c.req.valid("query");
    if (q.format === "csv") return c.body(await studentsCsv(serviceContext(c), q), 200, csvHeaders("students"));
    const { total, results } = await listStudents(serviceContext(c), q);
    return c.json(pageOf(c.req.url, q, total, results));
  });
