import { Hono } from "hono";
import { and, count, desc, eq } from "drizzle-orm";
import { z } from "zod";
import type { AppEnv } from "../../env";
import { paginationQuery } from "../../contracts/common";
import { adminCreateUserSchema, adminUpdateUserSchema, adminUserListQuery } from "../../contracts/users";
import { EMAIL_STATUSES, emailOutbox } from "../../db/schema";
import { serviceContext } from "../../lib/context";
import { pageOf } from "../../lib/pagination";
import { formBody, queryParams, uploadBodyLimit } from "../../lib/validate";
import { requireStaff } from "../../middleware/require-role";
import { toAdminUser } from "../users/users.presenter";
import { createUser, getUserWithTenant, listUsers, updateUser } from "./admin-users.service";

const listQuery = paginationQuery(20, 100).extend(adminUserListQuery.shape);
const outboxQuery = paginationQuery(50, 200).extend({ status: z.enum(EMAIL_STATUSES).optional().catch(undefined) });

/** /api/super-admin/…: platform staff only. */
export const superAdminRoutes = new Hono<AppEnv>()
  .use("*", requireStaff)
  .get("/users", queryParams(listQuery), async (c) => {
    const q = c.req.valid("query");
    const { rows, total } = await listUsers(serviceContext(c), q);
    return c.json(pageOf(c.req.url, q, total, rows.map((r) => toAdminUser(r.user, r.tenantName))));
  })
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
  })
  .get("/email-outbox", queryParams(outboxQuery), async (c) => {
    const q = c.req.valid("query");
    const db = c.get("db");
    const where = and(q.status ? eq(emailOutbox.status, q.status) : undefined);
    const [rows, [{ total }]] = await Promise.all([
      db.select().from(emailOutbox).where(where).orderBy(desc(emailOutbox.createdAt)).limit(q.limit).offset(q.offset).all(),
      db.select({ total: count() }).from(emailOutbox).where(where),
    ]);
    return c.json(
      pageOf(c.req.url, q, total, rows.map((r) => ({
        id: r.id,
        tenant: r.tenantId,
        template: r.template,
        to: r.toAddress,
        subject: r.subject,
        status: r.status,
        attempts: r.attempts,
        last_error: r.lastError,
        created_at: new Date(r.createdAt).toISOString(),
        updated_at: new Date(r.updatedAt).toISOString(),
        sent_at: r.sentAt ? new Date(r.sentAt).toISOString() : null,
      }))),
    );
  });
