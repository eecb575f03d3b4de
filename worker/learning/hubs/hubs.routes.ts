import { Hono } from "hono";
import type { AppEnv } from "../../env";
import { hubCreateSchema, hubLessonsSchema, hubListQuery, hubUpdateSchema } from "../../contracts/learning";
import { serviceContext } from "../../lib/context";
import { requireManager } from "../../lib/managed-rows";
import { pageOf } from "../../lib/pagination";
import { jsonBody, queryParams } from "../../lib/validate";
import { createHub, deleteHub, getHub, listHubs, setHubLessons, updateHub } from "./hubs.service";

/** /api/hubs/…: thematic hubs of lessons drawn from courses; staff and school admins author them. */
export const hubRoutes = new Hono<AppEnv>()
  .get("/", queryParams(hubListQuery), async (c) => {
    const q = c.req.valid("query");
    const { total, results } = await listHubs(serviceContext(c), q);
    return c.json(pageOf(c.req.url, q, total, results));
  })
  .post("/", requireManager, jsonBody(hubCreateSchema), async (c) => c.json(await createHub(serviceContext(c), c.req.valid("json")), 201))
  .get("/:slug", async (c) => c.json(await getHub(serviceContext(c), c.req.param("slug"))))
  .patch("/:id", requireManager, jsonBody(hubUpdateSchema), async (c) => c.json(await updateHub(serviceContext(c), c.req.param("id"), c.req.valid("json"))))
  .put("/:id/lessons", requireManager, jsonBody(hubLessonsSchema), async (c) => c.json(await setHubLessons(serviceContext(c), c.req.param("id"), c.req.valid("json").lessons)))
  .delete("/:id", requireManager, async (c) => {
    await deleteHub(serviceContext(c), c.req.param("id"));
    return c.body(null, 204);
  });
