import { Hono } from "hono";
import type { AppEnv } from "../../env";
import { classCodeParam, studentListQuery } from "../../contracts/classes";
import { paginationQuery } from "../../contracts/common";
import { serviceContext } from "../../lib/context";
import { pageOf } from "../../lib/pagination";
import { queryParams } from "../../lib/validate";
import { requireSchool } from "../../middleware/tenant";
import { requireRole } from "../../middleware/require-role";
import { listStudentsInClass, listTeacherClasses } from "./classes.service";

/** Turnstile's answer on a GET, asked for once an address has used its free wrong codes. */
export const CHALLENGE_HEADER = "X-Turnstile-Token";

/** GET /api/list-student-in-class/{code}/: public (students pick their tile before signing in). */
export const studentListRoutes = new Hono<AppEnv>().get("/:code", queryParams(studentListQuery), async (c) => {
  const scope = requireSchool(c, "Invalid class code.");
  const code = classCodeParam.safeParse(c.req.param("code"));
  const q = c.req.valid("query");
  const challenge = c.req.header(CHALLENGE_HEADER)?.slice(0, 4096);
  const { total, students } = await listStudentsInClass(serviceContext(c), scope, code.success ? code.data : null, q, challenge);
  const page = pageOf(c.req.url, q, total, { students });
  return c.json(page);
});

/** GET /api/v1/teacher/school-classes/?limit=n */
export const teacherClassRoutes = new Hono<AppEnv>()
  .use("*", requireRole("teacher", "school_admin"))
  .get("/school-classes", queryParams(paginationQuery(20, 100)), async (c) => {
    const scope = requireSchool(c);
    const q = c.req.valid("query");
    const { total, results } = await listTeacherClasses(serviceContext(c), scope, q);
    return c.json(pageOf(c.req.url, q, total, results));
  });
