import { Hono } from "hono";
import type { AppEnv } from "../../env";
import { rosterAddSchema, rosterListQuery, schoolClassCreateSchema, schoolClassListQuery, schoolClassUpdateSchema } from "../../contracts/school-admin";
import { pageOf } from "../../lib/pagination";
import { jsonBody, queryParams } from "../../lib/validate";
import { addExistingStudents, addNewStudents, listRoster, loginCards, removeFromClass } from "./roster.service";
import { createSchoolClass, getSchoolClass, listSchoolClasses, regenerateClassCode, updateSchoolClass } from "./school-classes.service";
import { schoolContext } from "./school-context";

/** /api/school-admin/classes/…: classes, their codes, rosters and sign-in cards. */
export const schoolClassRoutes = new Hono<AppEnv>()
  .get("/", queryParams(schoolClassListQuery), async (c) => {
    const q = c.req.valid("query");
    const { total, results } = await listSchoolClasses(schoolContext(c), q);
    return c.json(pageOf(c.req.url, q, total, results));
  })
  .post("/", jsonBody(schoolClassCreateSchema), async (c) => c.json(await createSchoolClass(schoolContext(c), c.req.valid("json")), 201))
  .get("/:id", async (c) => c.json(await getSchoolClass(schoolContext(c), c.req.param("id"))))
  .patch("/:id", jsonBody(schoolClassUpdateSchema), async (c) => c.json(await updateSchoolClass(schoolContext(c), c.req.param("id"), c.req.valid("json"))))
  .post("/:id/regenerate-code", async (c) => c.json(await regenerateClassCode(schoolContext(c), c.req.param("id"))))
  .get("/:id/students", queryParams(rosterListQuery), async (c) => {
    const q = c.req.valid("query");
    const { total, results } = await listRoster(schoolContext(c), c.req.param("id"), q);
    return c.json(pageOf(c.req.url, q, total, results));
  })
  .post("/:id/students", jsonBody(rosterAddSchema), async (c) => {
    const ctx = schoolContext(c);
    const body = c.req.valid("json");
    const results = body.students ? await addNewStudents(ctx, c.req.param("id"), body.students) : await addExistingStudents(ctx, c.req.param("id"), body.student_ids ?? []);
    return c.json({ results }, 201);
  })
  .delete("/:id/students/:studentId", async (c) => {
    await removeFromClass(schoolContext(c), c.req.param("id"), c.req.param("studentId"));
    return c.body(null, 204);
  })
  .get("/:id/login-cards", async (c) => c.json(await loginCards(schoolContext(c), c.req.param("id"))));
