import { Hono } from "hono";
import type { AppEnv } from "../../env";
import { schoolUserCreateSchema, schoolUserListQuery, schoolUserUpdateSchema, studentPasswordResetSchema, type GeneratedPassword } from "../../contracts/school-admin";
import { pageOf } from "../../lib/pagination";
import { formBody, jsonBody, queryParams, uploadBodyLimit } from "../../lib/validate";
import { toAdminUser } from "../users/users.presenter";
import { schoolContext } from "./school-context";
import { createSchoolUser, getSchoolUser, listSchoolUsers, updateSchoolUser } from "./school-users.service";
import { resetStudentPassword } from "./student-passwords.service";

/** /api/school-admin/users/…: the members of this school (multipart with optional `avatar`). */
export const schoolUserRoutes = new Hono<AppEnv>()
  .get("/", queryParams(schoolUserListQuery), async (c) => {
    const ctx = schoolContext(c);
    const q = c.req.valid("query");
    const { rows, total } = await listSchoolUsers(ctx, q);
    return c.json(pageOf(c.req.url, q, total, rows.map((u) => toAdminUser(u, ctx.tenant.schoolName))));
  })
  .post("/", uploadBodyLimit, formBody(schoolUserCreateSchema), async (c) => {
    const ctx = schoolContext(c);
    const { data, files } = c.req.valid("form");
    return c.json(toAdminUser(await createSchoolUser(ctx, data, files.avatar), ctx.tenant.schoolName), 201);
  })
  .get("/:id", async (c) => {
    const ctx = schoolContext(c);
    return c.json(toAdminUser(await getSchoolUser(ctx, c.req.param("id")), ctx.tenant.schoolName));
  })
  .patch("/:id", uploadBodyLimit, formBody(schoolUserUpdateSchema), async (c) => {
    const ctx = schoolContext(c);
    const { data, files } = c.req.valid("form");
    return c.json(toAdminUser(await updateSchoolUser(ctx, c.req.param("id"), data, files.avatar), ctx.tenant.schoolName));
  });

/** POST /api/school-admin/students/{id}/reset-password: 204 for a chosen password, else the generated one, once. */
export const studentRoutes = new Hono<AppEnv>().post("/:id/reset-password", jsonBody(studentPasswordResetSchema), async (c) => {
  const { generated } = await resetStudentPassword(schoolContext(c), c.req.param("id"), c.req.valid("json").password);
  if (generated === null) return c.body(null, 204);
  c.header("Cache-Control", "no-store");
  return c.json({ password: generated } satisfies GeneratedPassword);
});
