import { Hono } from "hono";
import { desc, eq } from "drizzle-orm";
import { z } from "zod";
import type { AppEnv } from "../../env";
import { devMailbox } from "../../db/schema";
import { limitParam } from "../../contracts/common";
import { AppError } from "../../lib/errors";
import { queryParams } from "../../lib/validate";

export const DEV_ENVIRONMENTS = new Set(["development", "test"]);

/**
 * GET /api/dev/mailbox: what the mailbox transport "sent", newest first, with the links found in
 * each message. Exists only in development and test; elsewhere it is the ordinary 404.
 */
export const devRoutes = new Hono<AppEnv>()
  .use("*", async (c, next) => {
    if (!DEV_ENVIRONMENTS.has(c.env.ENVIRONMENT)) throw new AppError("NOT_FOUND", "No API endpoint at this path.");
    await next();
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
