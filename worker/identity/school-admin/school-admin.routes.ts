import { Hono } from "hono";
import type { AppEnv } from "../../env";
import { modeCreateSchema, modeUpdateSchema, schoolSettingsUpdateSchema } from "../../contracts/school-admin";
import { formBody, jsonBody, uploadBodyLimit } from "../../lib/validate";
import { requireRole } from "../../middleware/require-role";
import { createMode, deleteMode, listAdminModes, updateMode } from "../modes/mode-admin.service";
import { archivedStudentRoutes } from "./archived-students.routes";
import { schoolDashboard } from "./dashboard.service";
import { schoolSettings, updateSchoolSettings } from "./school-settings.service";
import { featureFlagsUpdateSchema } from "../../contracts/features";
import { featuresOfSchool, updateSchoolFeatures } from "../tenants/feature-flags.service";
import { schoolClassRoutes } from "./school-classes.routes";
import { schoolContext, schoolHostOnly } from "./school-context";
import { schoolUserRoutes, studentRoutes } from "./school-users.routes";
import { invitationRoutes } from "../invitations/invitations.routes";

/** /api/school-admin/modes/…: this school's switchboard (multipart with optional `image`). */
const schoolModeRoutes = new Hono<AppEnv>()
  .get("/", async (c) => {
    const ctx = schoolContext(c);
    return c.json({ results: await listAdminModes(ctx, ctx.scope) });
  })
  .post("/", uploadBodyLimit, formBody(modeCreateSchema), async (c) => {
    const ctx = schoolContext(c);
    const { data, files } = c.req.valid("form");
    return c.json(await createMode(ctx, ctx.scope, data, files.image), 201);
  })
  .patch("/:id", uploadBodyLimit, formBody(modeUpdateSchema), async (c) => {
    const ctx = schoolContext(c);
    const { data, files } = c.req.valid("form");
    return c.json(await updateMode(ctx, ctx.scope, c.req.param("id"), data, files.image));
  })
  .delete("/:id", async (c) => {
    const ctx = schoolContext(c);
    await deleteMode(ctx, ctx.scope, c.req.param("id"));
    return c.body(null, 204);
  });

/**
 * /api/school-admin/…: a school's administration, on that school's host only (404 elsewhere), for
 * its school admins (staff signed in on the host pass too). Everything is scoped to the host's school.
 */
export const schoolAdminRoutes = new Hono<AppEnv>()
  .use("*", schoolHostOnly, requireRole("school_admin"))
  .get("/dashboard", async (c) => c.json(await schoolDashboard(schoolContext(c))))
  .get("/settings", (c) => c.json(schoolSettings(schoolContext(c))))
  .patch("/settings", jsonBody(schoolSettingsUpdateSchema), async (c) => c.json(await updateSchoolSettings(schoolContext(c), c.req.valid("json"))))
  // /experiment: this school's feature flags (the catalogue in contracts/features.ts).
  .get("/features", async (c) => {
    const ctx = schoolContext(c);
    return c.json(await featuresOfSchool(ctx, ctx.tenant.id));
  })
  .patch("/features", jsonBody(featureFlagsUpdateSchema), async (c) => {
    const ctx = schoolContext(c);
    return c.json(await updateSchoolFeatures(ctx, ctx.tenant.id, c.req.valid("json")));
  })
  .route("/users", schoolUserRoutes)
  .route("/students", studentRoutes)
  .route("/classes", schoolClassRoutes)
  .route("/modes", schoolModeRoutes)
  .route("/archived-students", archivedStudentRoutes)
  .route("/invitations", invitationRoutes);
