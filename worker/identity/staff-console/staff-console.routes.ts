import { Hono } from "hono";
import type { AppEnv } from "../../env";
import { modeUpdateSchema, staffModeCreateSchema, staffModeListQuery } from "../../contracts/school-admin";
import { serviceContext } from "../../lib/context";
import { fieldError } from "../../lib/errors";
import { formBody, queryParams, uploadBodyLimit } from "../../lib/validate";
import { requireStaff } from "../../middleware/require-role";
import { createMode, deleteMode, listAdminModes, modeOwner, updateMode } from "../modes/mode-admin.service";
import { featureFlagsUpdateSchema } from "../../contracts/features";
import { jsonBody } from "../../lib/validate";
import { featuresOfSchool, updateSchoolFeatures } from "../tenants/feature-flags.service";
import { platformDashboard } from "./platform-dashboard.service";
import { promoteTeacher, setTeacherVerified } from "./teachers.service";
import { scopeOfOwner, scopeOfSchool } from "./school-scope";

/** /api/super-admin/dashboard and /api/super-admin/modes/…: platform staff, on any host. */
export const staffConsoleRoutes = new Hono<AppEnv>()
  .use("*", requireStaff)
  .get("/dashboard", async (c) => c.json(await platformDashboard(serviceContext(c))))
  // Teachers (superpower-teacher): verify, take the verification back, make a school admin.
  .post("/teachers/:id/verify", async (c) => c.json(await setTeacherVerified(serviceContext(c), c.req.param("id"), true)))
  .delete("/teachers/:id/verify", async (c) => c.json(await setTeacherVerified(serviceContext(c), c.req.param("id"), false)))
  .post("/teachers/:id/promote", async (c) => c.json(await promoteTeacher(serviceContext(c), c.req.param("id"))))
  // One school's feature flags (/experiment for staff; 404 for an unknown school).
  .get("/tenants/:id/features", async (c) => c.json(await featuresOfSchool(serviceContext(c), c.req.param("id"))))
  .patch("/tenants/:id/features", jsonBody(featureFlagsUpdateSchema), async (c) => c.json(await updateSchoolFeatures(serviceContext(c), c.req.param("id"), c.req.valid("json"))))
  .get("/modes", queryParams(staffModeListQuery), async (c) => {
    const ctx = serviceContext(c);
    const scope = await scopeOfSchool(ctx, c.req.valid("query").tenant);
    return c.json({ results: await listAdminModes(ctx, scope) });
  })
  .post("/modes", uploadBodyLimit, formBody(staffModeCreateSchema), async (c) => {
    const ctx = serviceContext(c);
    const { data: { tenant, ...data }, files } = c.req.valid("form");
    const scope = await scopeOfSchool(ctx, tenant, () => fieldError("tenant", "Choose an existing school"));
    return c.json(await createMode(ctx, scope, data, files.image), 201);
  })
  .patch("/modes/:id", uploadBodyLimit, formBody(modeUpdateSchema), async (c) => {
    const ctx = serviceContext(c);
    const { data, files } = c.req.valid("form");
    const scope = scopeOfOwner(await modeOwner(ctx, c.req.param("id")));
    return c.json(await updateMode(ctx, scope, c.req.param("id"), data, files.image));
  })
  .delete("/modes/:id", async (c) => {
    const ctx = serviceContext(c);
    await deleteMode(ctx, scopeOfOwner(await modeOwner(ctx, c.req.param("id"))), c.req.param("id"));
    return c.body(null, 204);
  });
