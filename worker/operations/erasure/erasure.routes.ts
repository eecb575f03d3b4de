import { Hono } from "hono";
import type { AppEnv } from "../../env";
import { eraseStudentSchema } from "../../contracts/roster";
import { schoolContext, schoolHostOnly } from "../../identity";
import { jsonBody } from "../../lib/validate";
import { requireRole } from "../../middleware/require-role";
import { eraseArchivedStudent } from "./erase-student.service";

/**
 * POST /api/school-admin/archived-students/{id}/erase {confirm_name}: a school admin permanently
 * deletes an archived student of the school (204). Lives here because it spans every domain.
 */
export const eraseStudentRoutes = new Hono<AppEnv>()
  .use("*", schoolHostOnly, requireRole("school_admin"))
  .post("/:id/erase", jsonBody(eraseStudentSchema), async (c) => {
    await eraseArchivedStudent(schoolContext(c), c.req.param("id"), c.req.valid("json").confirm_name);
    return c.body(null, 204);
  });
