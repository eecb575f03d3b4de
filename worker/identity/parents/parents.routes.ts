import { Hono } from "hono";
import type { AppEnv } from "../../env";
import { homeLearningCodeSchema, parentLinkUpdateSchema, staffParentLinkQuery } from "../../contracts/people";
import { serviceContext } from "../../lib/context";
import { pageOf } from "../../lib/pagination";
import { jsonBody, queryParams } from "../../lib/validate";
import { requireRole, requireSignedIn, requireStaff } from "../../middleware/require-role";
import { schoolContext, schoolHostOnly } from "../school-admin/school-context";
import { classHomeLearningCodes, rotateHomeLearningCode } from "./home-learning-codes.service";
import { deleteParentLink, linkChildByCode, listParentLinks, parentChildren, removeOwnParentLink, stripTenant, updateParentLink } from "./parent-links.service";

/** /api/parent/links/…: a signed-in parent's own links (on whichever site they sign in). */
export const parentLinkRoutes = new Hono<AppEnv>()
  .use("*", requireSignedIn)
  .get("/", async (c) => {
    const ctx = serviceContext(c);
    return c.json({ results: (await parentChildren(ctx.db, ctx.user!.id)).map(stripTenant) });
  })
  .post("/", jsonBody(homeLearningCodeSchema), async (c) => c.json(await linkChildByCode(serviceContext(c), c.req.valid("json").code), 201))
  .patch("/:id", jsonBody(parentLinkUpdateSchema), async (c) =>
    c.json(await updateParentLink(serviceContext(c), c.req.param("id"), c.req.valid("json").show_full_name_on_certificates)),
  )
  .delete("/:id", async (c) => {
    await removeOwnParentLink(serviceContext(c), c.req.param("id"));
    return c.body(null, 204);
  });

/** /api/home-learning-codes/classes/{classId}/…: teachers (their classes) and school admins, on the school's host. */
export const homeLearningCodeRoutes = new Hono<AppEnv>()
  .use("*", schoolHostOnly, requireRole("teacher", "school_admin"))
  .get("/classes/:classId", async (c) => c.json(await classHomeLearningCodes(schoolContext(c), c.req.param("classId"))))
  .post("/classes/:classId/students/:studentId/rotate", async (c) =>
    c.json(await rotateHomeLearningCode(schoolContext(c), c.req.param("classId"), c.req.param("studentId"))),
  );

/** /api/super-admin/parent-links/…: staff see parents and their children (every school on the platform host). */
export const staffParentLinkRoutes = new Hono<AppEnv>()
  .use("*", requireStaff)
  .get("/", queryParams(staffParentLinkQuery), async (c) => {
    const q = c.req.valid("query");
    const { results, total } = await listParentLinks(serviceContext(c), q);
    return c.json(pageOf(c.req.url, q, total, results));
  })
  .delete("/:id", async (c) => {
    await deleteParentLink(serviceContext(c), c.req.param("id"));
    return c.body(null, 204);
  });
