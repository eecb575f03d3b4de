import { Hono } from "hono";
import { z } from "zod";
import type { AppEnv } from "../env";
import { charityCreateSchema, charityUpdateSchema, givingListQuery } from "../contracts/giving";
import { serviceContext } from "../lib/context";
import { pageOf } from "../lib/pagination";
import { formBody, jsonBody, queryParams, uploadBodyLimit } from "../lib/validate";
import { requireManager } from "../lib/managed-rows";
import { createCharity, deleteCharity, getCharity, listCharities, setCharityImage, updateCharity } from "./charities.service";

const imageForm = formBody(z.object({}));

/** /api/charities/…: anyone reads active charities; staff and school admins manage them. */
export const charityRoutes = new Hono<AppEnv>()
  .get("/", queryParams(givingListQuery), async (c) => {
    const q = c.req.valid("query");
    const { total, results } = await listCharities(serviceContext(c), q);
    return c.json(pageOf(c.req.url, q, total, results));
  })
  .post("/", requireManager, jsonBody(charityCreateSchema), async (c) => c.json(await createCharity(serviceContext(c), c.req.valid("json")), 201))
  .get("/:id", async (c) => c.json(await getCharity(serviceContext(c), c.req.param("id"))))
  .patch("/:id", requireManager, jsonBody(charityUpdateSchema), async (c) => c.json(await updateCharity(serviceContext(c), c.req.param("id"), c.req.valid("json"))))
  .delete("/:id", requireManager, async (c) => {
    await deleteCharity(serviceContext(c), c.req.param("id"));
    return c.body(null, 204);
  })
  .post("/:id/logo", requireManager, uploadBodyLimit, imageForm, async (c) =>
    c.json(await setCharityImage(serviceContext(c), c.req.param("id"), "logo", c.req.valid("form").files.file)),
  )
  .post("/:id/cover", requireManager, uploadBodyLimit, imageForm, async (c) =>
    c.json(await setCharityImage(serviceContext(c), c.req.param("id"), "cover", c.req.valid("form").files.file)),
  );
