import { Hono } from "hono";
import { z } from "zod";
import type { AppEnv } from "../../env";
import { paginationQuery } from "../../contracts/common";
import { localeField } from "../../contracts/regions";
import { EMAIL_STATUSES } from "../../db/schema";
import { serviceContext } from "../../lib/context";
import { pageOf } from "../../lib/pagination";
import { queryParams } from "../../lib/validate";
import { requireStaff } from "../../middleware/require-role";
import { listOutbox, previewTemplate, retryFailedEmail, templateNames } from "./email-monitoring.service";

const outboxQuery = paginationQuery(50, 200).extend({ status: z.enum(EMAIL_STATUSES).optional().catch(undefined) });
/** ?tenant=<school id> or "platform" (the default); ?locale=en|hi|ar (default: the school's language). */
const previewQuery = z.object({ tenant: z.string().max(64).optional(), locale: localeField.optional() });

/** /api/super-admin/email-outbox: email monitoring for platform staff (a failed email can be sent again), with a preview of every template in any school's brand. */
export const emailMonitoringRoutes = new Hono<AppEnv>()
  .get("/email-outbox", requireStaff, queryParams(outboxQuery), async (c) => {
    const q = c.req.valid("query");
    const { total, results } = await listOutbox(serviceContext(c), q);
    return c.json(pageOf(c.req.url, q, total, results));
  })
  .post("/email-outbox/:id/retry", requireStaff, async (c) => c.json(await retryFailedEmail(serviceContext(c), c.req.param("id"))))
  .get("/email-templates", requireStaff, (c) => c.json({ results: templateNames() }))
  .get("/email-templates/:name/preview", requireStaff, queryParams(previewQuery), async (c) => {
    const { tenant, locale } = c.req.valid("query");
    c.header("Cache-Control", "no-store");
    return c.json(await previewTemplate(serviceContext(c), c.req.param("name"), !tenant || tenant === "platform" ? null : tenant, locale));
  });
