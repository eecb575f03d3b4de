import { Hono } from "hono";
import type { AppEnv } from "../../env";
import { bookMonitoringQuery } from "../../contracts/book-moderation";
import { serviceContext } from "../../lib/context";
import { pageOf } from "../../lib/pagination";
import { queryParams } from "../../lib/validate";
import { requireSignedIn } from "../../middleware/require-role";
import { bookHistory, listMonitoredBooks } from "./book-monitoring.service";

/** /api/book-monitoring/…: every book's processing and review history (school admins, staff). */
export const bookMonitoringRoutes = new Hono<AppEnv>()
  .use("*", requireSignedIn)
  .get("/", queryParams(bookMonitoringQuery), async (c) => {
    const q = c.req.valid("query");
    const { total, results } = await listMonitoredBooks(serviceContext(c), q);
    return c.json(pageOf(c.req.url, q, total, results));
  })
  .get("/:id/events", async (c) => c.json(await bookHistory(serviceContext(c), c.req.param("id"))));
