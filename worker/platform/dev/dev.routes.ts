import { Hono } from "hono";
import { desc, eq } from "drizzle-orm";
import { z } from "zod";
import type { AppEnv } from "../../env";
import { devMailbox } from "../../db/schema";
import { limitParam } from "../../contracts/common";
import { AppError } from "../../lib/errors";
import { isLocalDevRequest } from "../../lib/local-runtime";
import { queryParams } from "../../lib/validate";

/**
 * GET /api/dev/mailbox: what the mailbox transport "sent", newest first, with the links found in
 * each message. It answers only a request from this machine to a Worker running locally
 * (lib/local-runtime.ts); anywhere else — a deployed Worker whatever its variables, another
 * machine, a page of another site — it is the ordinary 404. Mail can hold password-reset links.
 */
export const devRoutes = new Hono<AppEnv>()
  .use("*", async (c, next) => {
    if (!isLocalDevRequest(c.env, c.req.raw.headers)) throw new AppError("NOT_FOUND", "No API endpoint at this path.");
    await next();
    c.header("Cache-Control", "no-store");
    c.header("Cross-Origin-Resource-Policy", "same-origin");
  })
  .get("/mailbox", queryParams(z.object({ to: z.string().trim().toLowerCase().max(255).optional(), limit: limitParam(20, 100) })), async (c) => {
    const { to, limit } = c.req.valid("query");
    const rows = await c
      .get("db")
      .select()
      .from(devMailbox)
      .where(to ? eq(devMailbox.toAddress, to) : undefined)
      .orderBy(desc(devMailbox.createdAt))
      .limit(limit)
      .all();
    return c.json({
      count: rows.length,
      results: rows.map((m) => ({
        id: m.id,
        outbox_id: m.outboxId,
        to: m.toAddress,
        from: m.fromAddress,
        subject: m.subject,
        text: m.text,
        html: m.html,
        links: [...new Set(m.text.match(/https?:\/\/\S+/g) ?? [])],
        created_at: new Date(m.createdAt).toISOString(),
      })),
    });
  });
