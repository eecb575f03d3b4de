import { Hono } from "hono";
import { z } from "zod";
import type { AppEnv } from "../env";
import { givingListQuery, libraryCreateSchema, libraryUpdateSchema } from "../contracts/giving";
import { serviceContext } from "../lib/context";
import { pageOf } from "../lib/pagination";
import { formBody, jsonBody, queryParams, uploadBodyLimit } from "../lib/validate";
import { requireManager } from "../lib/managed-rows";
import { createLibrary, deleteLibrary, getLibrary, listLibraries, setLibraryCover, updateLibrary } from "./libraries.service";

/** /api/libraries/…: anyone reads physical libraries; staff and school admins manage them. */
export const libraryRoutes = new Hono<AppEnv>()
  .get("/", queryParams(givingListQuery), async (c) => {
    const q = c.req.valid("query");
    const { total, results } = await listLibraries(serviceContext(c), q);
    return c.json(pageOf(c.req.url, q, total, results));
  })
  .post("/", requireManager, jsonBody(libraryCreateSchema), async (c) => c.json(await createLibrary(serviceContext(c), c.req.valid("json")), 201))
  .get("/:id", async (c) => c.json(await getLibrary(serviceContext(c), c.req.param("id"))))
  .patch("/:id", requireManager, jsonBody(libraryUpdateSchema), async (c) => c.json(await updateLibrary(serviceContext(c), c.req.param("id"), c.req.valid("json"))))
  .delete("/:id", requireManager, async (c) => {
    await deleteLibrary(serviceContext(c), c.req.param("id"));
    return c.body(null, 204);
  })
  .post("/:id/cover", requireManager, uploadBodyLimit, formBody(z.object({})), async (c) =>
    c.json(await setLibraryCover(serviceContext(c), c.req.param("id"), c.req.valid("form").files.file)),
  );
