import { Hono } from "hono";
import type { AppEnv } from "../../env";
import { contentPageSlug, pagePreviewSchema, pageSaveSchema, type ContentPageSlug } from "../../contracts/operations";
import { serviceContext } from "../../lib/context";
import { AppError } from "../../lib/errors";
import { requireManager } from "../../lib/managed-rows";
import { jsonBody } from "../../lib/validate";
import { getPage, listPages, listVersions, pageSource, previewPage, restoreVersion, savePage, useDefaultPage } from "./pages.service";

/** The slug of a path: one of the twelve pages, else 404 (never a validation error for a URL). */
function slugOf(raw: string): ContentPageSlug {
  const parsed = contentPageSlug.safeParse(raw);
  if (!parsed.success) throw new AppError("NOT_FOUND", "No such page.");
  return parsed.data;
}

/** /api/pages/…: the information pages; editing is for platform staff and, on its host, a school's admins. */
export const pageRoutes = new Hono<AppEnv>()
  .get("/", async (c) => c.json({ results: await listPages(serviceContext(c)) }))
  .post("/preview", requireManager, jsonBody(pagePreviewSchema), async (c) => c.json(await previewPage(serviceContext(c), c.req.valid("json"))))
  .get("/:slug", async (c) => c.json(await getPage(serviceContext(c), slugOf(c.req.param("slug")))))
  .get("/:slug/source", requireManager, async (c) => c.json(await pageSource(serviceContext(c), slugOf(c.req.param("slug")))))
  .put("/:slug", requireManager, jsonBody(pageSaveSchema), async (c) => c.json(await savePage(serviceContext(c), slugOf(c.req.param("slug")), c.req.valid("json"))))
  .delete("/:slug", requireManager, async (c) => c.json(await useDefaultPage(serviceContext(c), slugOf(c.req.param("slug")))))
  .get("/:slug/versions", requireManager, async (c) => c.json({ results: await listVersions(serviceContext(c), slugOf(c.req.param("slug"))) }))
  .post("/:slug/versions/:version/restore", requireManager, async (c) => {
    const version = Number(c.req.param("version"));
    if (!Number.isInteger(version) || version < 1) throw new AppError("NOT_FOUND", "No such version of this page.");
    return c.json(await restoreVersion(serviceContext(c), slugOf(c.req.param("slug")), version));
  });
