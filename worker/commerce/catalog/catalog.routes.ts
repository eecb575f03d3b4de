import { Hono } from "hono";
import type { AppEnv } from "../../env";
import { catalogItemCreateSchema, catalogItemUpdateSchema, catalogListQuery } from "../../contracts/commerce";
import { serviceContext } from "../../lib/context";
import { jsonBody, queryParams } from "../../lib/validate";
import { requireStaff } from "../../middleware/require-role";
import { createCatalogItem, deleteCatalogItem, listCatalog, updateCatalogItem } from "./catalog.service";

/** /api/catalog/…: paid courses, teacher training and printed books; staff manage them. */
export const catalogRoutes = new Hono<AppEnv>()
  .get("/", queryParams(catalogListQuery), async (c) => c.json(await listCatalog(serviceContext(c), c.req.valid("query"))))
  .post("/", requireStaff, jsonBody(catalogItemCreateSchema), async (c) => c.json(await createCatalogItem(serviceContext(c), c.req.valid("json")), 201))
  .patch("/:id", requireStaff, jsonBody(catalogItemUpdateSchema), async (c) => c.json(await updateCatalogItem(serviceContext(c), c.req.param("id"), c.req.valid("json"))))
  .delete("/:id", requireStaff, async (c) => {
    await deleteCatalogItem(serviceContext(c), c.req.param("id"));
    return c.body(null, 204);
  });
