import { Hono } from "hono";
import { z } from "zod";
import type { AppEnv } from "../env";
import { givingListQuery, projectCreateSchema, projectUpdateSchema } from "../contracts/giving";
import { serviceContext } from "../lib/context";
import { pageOf } from "../lib/pagination";
import { formBody, jsonBody, queryParams, uploadBodyLimit } from "../lib/validate";
import { requireManager } from "../lib/managed-rows";
import { createProject, deleteProject, getProject, listProjects, setProjectCover, updateProject } from "./projects.service";

/** /api/projects/…: anyone reads projects that are not drafts; staff and school admins manage them. */
export const projectRoutes = new Hono<AppEnv>()
  .get("/", queryParams(givingListQuery), async (c) => {
    const q = c.req.valid("query");
    const { total, results } = await listProjects(serviceContext(c), q);
    return c.json(pageOf(c.req.url, q, total, results));
  })
  .post("/", requireManager, jsonBody(projectCreateSchema), async (c) => c.json(await createProject(serviceContext(c), c.req.valid("json")), 201))
  .get("/:id", async (c) => c.json(await getProject(serviceContext(c), c.req.param("id"))))
  .patch("/:id", requireManager, jsonBody(projectUpdateSchema), async (c) => c.json(await updateProject(serviceContext(c), c.req.param("id"), c.req.valid("json"))))
  .delete("/:id", requireManager, async (c) => {
    await deleteProject(serviceContext(c), c.req.param("id"));
    return c.body(null, 204);
  })
  .post("/:id/cover", requireManager, uploadBodyLimit, formBody(z.object({})), async (c) =>
    c.json(await setProjectCover(serviceContext(c), c.req.param("id"), c.req.valid("form").files.file)),
  );
