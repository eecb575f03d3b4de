import { Hono } from "hono";
import type { AppEnv } from "../env";
import { donationCreateSchema, orderAccessQuery } from "../contracts/giving";
import { serviceContext } from "../lib/context";
import { notFound } from "../lib/errors";
import { jsonBody, queryParams } from "../lib/validate";
import { canSeeOrder } from "../commerce/orders/order-access";
import { donationReceiptPdf } from "../commerce/orders/invoice-pdf";
import { orderForViewer, presentOrder } from "../commerce/orders/orders.service";
import { presentDonations } from "./donation-presenter";
import { donationForReceipt, createDonation } from "./donations.service";

const PLATFORM_NAME = "Schools Platform";

/** /api/donations/: pledge a gift (anyone, also anonymously) and read its receipt once paid. */
export const donationRoutes = new Hono<AppEnv>()
  .post("/", jsonBody(donationCreateSchema), async (c) => c.json(await createDonation(serviceContext(c), c.req.valid("json")), 201))
  .get("/:id/receipt.pdf", queryParams(orderAccessQuery), async (c) => {
    const ctx = serviceContext(c);
    const { donation, order } = await receipt(ctx, c.req.param("id"), c.req.valid("query").key);
    const pdf = donationReceiptPdf(donation, order, ctx.tenant?.schoolName ?? PLATFORM_NAME);
    return c.body(pdf as Uint8Array<ArrayBuffer>, 200, {
      "Content-Type": "application/pdf",
      "Content-Disposition": `attachment; filename="receipt-${order.number}-${donation.id.slice(-6)}.pdf"`,
      "Cache-Control": "private, no-store",
    });
  })
  .get("/:id/receipt", queryParams(orderAccessQuery), async (c) => {
    const ctx = serviceContext(c);
    return c.json(await receipt(ctx, c.req.param("id"), c.req.valid("query").key));
  });

async function receipt(ctx: ReturnType<typeof serviceContext>, id: string, key: string | undefined) {
  const row = await donationForReceipt(ctx, id);
  const order = await orderForViewer(ctx, row.orderId!, key);
  if (!(await canSeeOrder(ctx, order, key))) throw notFound("No receipt for this gift.");
  const [donation] = await presentDonations(ctx.db, [row], true);
  return { donation, order: await presentOrder(ctx, order) };
}
