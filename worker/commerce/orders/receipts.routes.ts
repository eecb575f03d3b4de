import { Hono } from "hono";
import type { AppEnv } from "../../env";
import { brandName } from "../../contracts/brand";
import { documentLangQuery } from "../../contracts/documents";
import { orderAccessQuery } from "../../contracts/commerce";
import { serviceContext, type ServiceContext } from "../../lib/context";
import { notFound } from "../../lib/errors";
import { pdfResponse } from "../../lib/pdf-response";
import { renderDocument } from "../../lib/documents";
import { queryParams } from "../../lib/validate";
import { donationForReceipt, presentDonations } from "../../giving";
import { canSeeOrder } from "./order-access";
import { receiptRequest } from "./order-documents";
import { issuerOf } from "./order-issuer";
import { orderForViewer, presentOrder } from "./orders.service";

/** /api/donations/{id}/receipt(.pdf): a paid gift's receipt, for whoever may see its order. */
export const donationReceiptRoutes = new Hono<AppEnv>()
  .get("/:id/receipt.pdf", queryParams(orderAccessQuery.extend(documentLangQuery.shape)), async (c) => {
    const ctx = serviceContext(c);
    const { key, lang } = c.req.valid("query");
    const { donation, order, issuer } = await receipt(ctx, c.req.param("id"), key);
    const pdf = await renderDocument(c.env, receiptRequest(issuer, donation, order, { lang, acceptLanguage: c.req.header("Accept-Language") }));
    return pdfResponse(c, pdf, `receipt-${order.number}-${donation.id.slice(-6)}.pdf`);
  })
  .get("/:id/receipt", queryParams(orderAccessQuery), async (c) => {
    const ctx = serviceContext(c);
    const { donation, order } = await receipt(ctx, c.req.param("id"), c.req.valid("query").key);
    return c.json({ donation, order });
  });

async function receipt(ctx: ServiceContext, id: string, key: string | undefined) {
  const row = await donationForReceipt(ctx, id);
  const order = await orderForViewer(ctx, row.orderId!, key);
  if (!(await canSeeOrder(ctx, order, key))) throw notFound("No receipt for this gift.");
  const [donation] = await presentDonations(ctx.db, [row], true, "initial");
  const issuer = await issuerOf(ctx, order.tenantId);
  return { donation, order: await presentOrder(ctx, order, { issuer: brandName(issuer?.schoolName) }), issuer };
}
