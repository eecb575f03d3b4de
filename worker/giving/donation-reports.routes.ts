import { Hono } from "hono";
import type { AppEnv } from "../env";
import { donationListQuery } from "../contracts/giving";
import { serviceContext } from "../lib/context";
import { pageOf } from "../lib/pagination";
import { queryParams } from "../lib/validate";
import { requireSignedIn } from "../middleware/require-role";
import { donationsCsv, listDonations, moneyRaised } from "./donation-reports.service";

/**
 * GET /api/donations/ (report; `format=csv` downloads it) and GET /api/donations/raised/. Only
 * these two: the money path's /donations routes (create, receipts) live in their own module.
 */
export const donationReportRoutes = new Hono<AppEnv>()
  .get("/", requireSignedIn, queryParams(donationListQuery), async (c) => {
    const q = c.req.valid("query");
    const ctx = serviceContext(c);
    if (q.format === "csv") {
      const csv = await donationsCsv(ctx, q);
      const day = new Date().toISOString().slice(0, 10);
      return c.body(csv, 200, { "Content-Type": "text/csv; charset=utf-8", "Content-Disposition": `attachment; filename="donations-${day}.csv"`, "Cache-Control": "no-store" });
    }
    const { total, results } = await listDonations(ctx, q);
    return c.json(pageOf(c.req.url, q, total, results));
  })
  .get("/raised", requireSignedIn, async (c) => c.json(await moneyRaised(serviceContext(c))));
