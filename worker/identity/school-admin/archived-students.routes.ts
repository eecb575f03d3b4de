import { Hono } from "hono";
import type { AppEnv } from "../../env";
import { archivedListQuery, studentIdsSchema } from "../../contracts/roster";
import { pageOf } from "../../lib/pagination";
import { jsonBody, queryParams } from "../../lib/validate";
import { archiveStudents, listArchivedStudents, restoreStudents } from "./archived-students.service";
import { schoolContext } from "./school-context";

/**
 * /api/school-admin/archived-students/…: archive students (one or many), list the archived ones,
 * restore them. Permanent deletion spans every domain, so operations serves it (…/{id}/erase).
 */
export const archivedStudentRoutes = new Hono<AppEnv>()
  .get("/", queryParams(archivedListQuery), async (c) => {
    const q = c.req.valid("query");
    const { total, results } = await listArchivedStudents(schoolContext(c), q);
    return c.json(pageOf(c.req.url, q, total, results));
  })
  .post("/archive", jsonBody(studentIdsSchema), async (c) => c.json(await archiveStudents(schoolContext(c), c.req.valid("json").student_ids)))
  .post("/restore", jsonBody(studentIdsSchema), async (c) => c.json(await restoreStudents(schoolContext(c), c.req.valid("json").student_ids)));
