import { Hono } from "hono";
import type { AppEnv } from "../../env";
import { paginationQuery } from "../../contracts/common";
import { adminCreateUserSchema, adminUpdateUserSchema, adminUserListQuery } from "../../contracts/users";
import { serviceContext } from "../../lib/context";
import { pageOf } from "../../lib/pagination";
import { staffInvitationSchema } from "../../contracts/people";
import { formBody, jsonBody, queryParams, uploadBodyLimit } from "../../lib/validate";
import { inviteToSchool } from "../invitations/staff-invitations.service";
import { requireStaff } from "../../middleware/require-role";
import { toAdminUser } from "../users/users.presenter";
import { createUser, getUserWithTenant, listUsers, updateUser } from "./admin-users.service";

const listQuery = paginationQuery(20, 100).extend(adminUserListQuery.shape);

/**
 * One user: read, create and edit (multipart with an optional `avatar`). Platform staff only.
 * Part of /api/super-admin below, and served as is at the seed client's /api-super-admin (spec §7).
 */
export const staffUserRoutes = new Hono<AppEnv>()
  .use("*", requireStaff)
  .get("/users/:id", async (c) => {
    const row = await getUserWithTenant(serviceContext(c), c.req.param("id"));
    return c.json(toAdminUser(row.user, row.tenantName));
  })
  .patch("/users/:id", uploadBodyLimit, formBody(adminUpdateUserSchema), async (c) => {
    const { data, files } = c.req.valid("form");
    const row = await updateUser(serviceContext(c), c.req.param("id"), data, files.avatar);
    return c.json(toAdminUser(row.user, row.tenantName));
  })
  .post("/create-user", uploadBodyLimit, formBody(adminCreateUserSchema), async (c) => {
    const { data, files } = c.req.valid("form");
    const row = await createUser(serviceContext(c), data, files.avatar);
    return c.json(toAdminUser(row.user, row.tenantName), 201);
  });

/** /api/super-admin/…: platform staff only. */
export const superAdminRoutes = new Hono<AppEnv>()
  .use("*", requireStaff)
  .get("/users", queryParams(listQuery), async (c) => {
    const q = c.req.valid("query");
    const { rows, total } = await listUsers(serviceContext(c), q);
    return c.json(pageOf(c.req.url, q, total, rows.map((r) => toAdminUser(r.user, r.tenantName))));
  })
  // The add-user form's "Send an invitation": the school's invitation instead of an account made now.
  .post("/invitations", jsonBody(staffInvitationSchema), async (c) => c.json(await inviteToSchool(serviceContext(c), c.req.valid("json")), 201))
  .route("/", staffUserRoutes);
