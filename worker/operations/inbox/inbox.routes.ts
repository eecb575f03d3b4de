import { Hono } from "hono";
import { z } from "zod";
import type { AppEnv } from "../../env";
import { INBOX_KINDS, inboxListQuery, inboxUpdateSchema, type InboxKind } from "../../contracts/operations";
import { serviceContext } from "../../lib/context";
import { AppError } from "../../lib/errors";
import { pageOf } from "../../lib/pagination";
import { serveR2Object } from "../../lib/r2-serve";
import { jsonBody, queryParams } from "../../lib/validate";
import { requireRole } from "../../middleware/require-role";
import { inboxCounts, inboxCsv, inboxItem, listInbox, screenshotKey, updateInboxItem } from "./inbox.service";

const kindOf = (raw: string): InboxKind => {
  if (!(INBOX_KINDS as readonly string[]).includes(raw)) throw new AppError("NOT_FOUND", "No such inbox.");
  return raw as InboxKind;
};

/**
 * /api/inbox/…: platform staff work through contact messages, problem reports and tour requests; a
 * school's admins, on its host, through the contact messages sent on its site (inbox.service.ts#inboxKindsOf).
 */
export const inboxRoutes = new Hono<AppEnv>()
  .use("*", requireRole("school_admin"))
  .get("/counts", queryParams(z.object({ tenant: z.string().trim().max(64).optional() })), async (c) => c.json(await inboxCounts(serviceContext(c), c.req.valid("query").tenant)))
  .get("/:kind/export.csv", queryParams(inboxListQuery), async (c) => {
    const kind = kindOf(c.req.param("kind"));
    const csv = await inboxCsv(serviceContext(c), kind, c.req.valid("query"));
    const day = new Date().toISOString().slice(0, 10);
    return c.body(csv, 200, { "Content-Type": "text/csv; charset=utf-8", "Content-Disposition": `attachment; filename="${kind}-inbox-${day}.csv"`, "Cache-Control": "no-store" });
  })
  .get("/:kind", queryParams(inboxListQuery), async (c) => {
    const q = c.req.valid("query");
    const { total, results } = await listInbox(serviceContext(c), kindOf(c.req.param("kind")), q);
    return c.json(pageOf(c.req.url, q, total, results));
  })
  .get("/problem/:id/screenshot", async (c) => serveR2Object(c, await screenshotKey(serviceContext(c), c.req.param("id")), { shared: false }))
  .get("/:kind/:id", async (c) => c.json(await inboxItem(serviceContext(c), kindOf(c.req.param("kind")), c.req.param("id"))))
  .patch("/:kind/:id", jsonBody(inboxUpdateSchema), async (c) => c.json(await updateInboxItem(serviceContext(c), kindOf(c.req.param("kind")), c.req.param("id"), c.req.valid("json"))));
