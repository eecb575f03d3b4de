import { Hono } from "hono";
import type { AppEnv } from "../../env";
import { paginationQuery } from "../../contracts/common";
import { tenantCreateSchema, tenantUpdateSchema } from "../../contracts/tenants";
import { z } from "zod";
import { serviceContext } from "../../lib/context";
import { pageOf } from "../../lib/pagination";
import { formBody, queryParams, uploadBodyLimit } from "../../lib/validate";
import { requireStaff } from "../../middleware/require-role";
import { toAdminTenant, toPublicTenant } from "./tenants.presenter";
import { createTenant, getTenant, listTenants, updateTenant } from "./tenants.service";

/** GET /api/current-tenant: the branding of this host; 204 on the platform host. */
export const currentTenantRoutes = new Hono<AppEnv>().get("/", (c) => {
  const tenant = c.get("tenant");
  c.header("Cache-Control", "no-cache");
  if (!tenant) return c.body(null, 204);
  return c.json(toPublicTenant(tenant));
});

const listQuery = paginationQuery(20, 100).extend({ search: z.string().trim().max(255).optional() });

/**
 * One school: create, read and edit (multipart with an optional `logo`). Platform staff only.
 * Part of /api/admin/tenants below, and served as is at the seed client's /api-admin/tenants (spec §7).
 */
export const tenantEditRoutes = new Hono<AppEnv>()
  .use("*", requireStaff)
  .post("/", uploadBodyLimit, formBody(tenantCreateSchema), async (c) => {
    const { data, files } = c.req.valid("form");
    const tenant = await createTenant(serviceContext(c), data, files.logo);
    return c.json(toAdminTenant(tenant), 201);
  })
  .get("/:id", async (c) => c.json(toAdminTenant(await getTenant(serviceContext(c), c.req.param("id")))))
  .patch("/:id", uploadBodyLimit, formBody(tenantUpdateSchema), async (c) => {
    const { data, files } = c.req.valid("form");
    const tenant = await updateTenant(serviceContext(c), c.req.param("id"), data, files.logo);
    return c.json(toAdminTenant(tenant));
  });

/** /api/admin/tenants/…: platform staff only. */
export const adminTenantRoutes = new Hono<AppEnv>()
  .use("*", requireStaff)
  .get("/", queryParams(listQuery), async (c) => {
    const q = c.req.valid("query");
    const { rows, total } = await listTenants(serviceContext(c), q);
    return c.json(pageOf(c.req.url, q, total, rows.map(toAdminTenant)));
  })
  .route("/", tenantEditRoutes);
