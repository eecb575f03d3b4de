import { Hono } from "hono";
import { z } from "zod";
import type { AppEnv } from "../../env";
import { paginationQuery } from "../../contracts/common";
import { EMAIL_STATUSES } from "../../db/schema";
import { serviceContext } from "../../lib/context";
import { pageOf } from "../../lib/pagination";
import { queryParams } from "../../lib/validate";
import { requireStaff } from "../../middleware/require-role";
import { listOutbox } from "./email-monitoring.service";

const outboxQuery = paginationQuery(50, 200).extend({ status: z.enum(EMAIL_STATUSES).optional().catch(undefined) });

/** /api/super-admin/email-outbox: email monitoring for platform staff. */
export const emailMonitoringRoutes = new Hono<AppEnv>().get("/email-outbox", requireStaff, queryParams(outboxQuery), async (c) => {
  const q = c.req.valid("query");
  const { total, results } = await listOutbox(serviceContext(c), q);
  return c.json(pageOf(c.req.url, q, total, results));
});
