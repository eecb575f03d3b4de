import { Hono } from "hono";
import type { AppEnv } from "../../env";
import { brandName } from "../../contracts/brand";
import { IDEMPOTENCY_KEY_HEADER, fulfilmentUpdateSchema, isGiftsOnly, holdResolutionSchema, orderAccessQuery, orderCreateSchema, orderListQuery, orderQuoteSchema, refundSchema } from "../../contracts/commerce";
import { paginationQuery } from "../../contracts/common";
import { documentLangQuery } from "../../contracts/documents";
import { serviceContext } from "../../lib/context";
import { pdfResponse } from "../../lib/pdf-response";
import { renderDocument } from "../../lib/documents";
import { jsonBody, queryParams } from "../../lib/validate";
import { requireSignedIn } from "../../middleware/require-role";
import { confirmOrder, refundOrder, resolveHold } from "../checkout/checkout.service";
import { invoiceRequest } from "./order-documents";
import { issuerOf } from "./order-issuer";
import { createOrder, listMyOrders, listOrdersForAdmin, orderForViewer, presentOrder, updateFulfilment } from "./orders.service";
import { priceCart, quoteOut, requireAccountFor } from "./pricing";

/**
 * /api/orders/…: quote and create (anyone; Idempotency-Key header), read and confirm (buyer, or a
 * guest with ?key=), the buyer's list, and the admin list and actions (staff, school admins).
 */
export const orderRoutes = new Hono<AppEnv>()
  .post("/quote", jsonBody(orderQuoteSchema), async (c) => {
    const ctx = serviceContext(c);
    const priced = await priceCart(ctx, c.req.valid("json").items);
    requireAccountFor(ctx.user?.id, priced.lines);
    return c.json(quoteOut(ctx, priced));
  })
  .post("/", jsonBody(orderCreateSchema), async (c) => {
    const { order, replayed } = await createOrder(serviceContext(c), c.req.valid("json"), c.req.header(IDEMPOTENCY_KEY_HEADER));
    return c.json(order, replayed ? 200 : 201);
  })
  .get("/", requireSignedIn, queryParams(orderListQuery), async (c) => c.json(await listOrdersForAdmin(serviceContext(c), c.req.url, c.req.valid("query"))))
  .get("/mine", requireSignedIn, queryParams(paginationQuery(20, 100)), async (c) => c.json(await listMyOrders(serviceContext(c), c.req.url, c.req.valid("query"))))
  .get("/:id/invoice.pdf", queryParams(orderAccessQuery.extend(documentLangQuery.shape)), async (c) => {
    const ctx = serviceContext(c);
    const { key, lang } = c.req.valid("query");
    const row = await orderForViewer(ctx, c.req.param("id"), key);
    const issuer = await issuerOf(ctx, row.tenantId);
    const order = await presentOrder(ctx, row, { issuer: brandName(issuer?.schoolName) });
    const pdf = await renderDocument(c.env, invoiceRequest(issuer, order, { lang, acceptLanguage: c.req.header("Accept-Language") }));
    return pdfResponse(c, pdf, `${isGiftsOnly(order.lines) ? "receipt" : "invoice"}-${order.number}.pdf`);
  })
  .get("/:id", queryParams(orderAccessQuery), async (c) => {
    const ctx = serviceContext(c);
    return c.json(await presentOrder(ctx, await orderForViewer(ctx, c.req.param("id"), c.req.valid("query").key)));
  })
  .post("/:id/confirm", queryParams(orderAccessQuery), async (c) => c.json(await confirmOrder(serviceContext(c), c.req.param("id"), c.req.valid("query").key)))
  .post("/:id/fulfilment", requireSignedIn, jsonBody(fulfilmentUpdateSchema), async (c) => c.json(await updateFulfilment(serviceContext(c), c.req.param("id"), c.req.valid("json"))))
  .post("/:id/refund", requireSignedIn, jsonBody(refundSchema), async (c) => c.json(await refundOrder(serviceContext(c), c.req.param("id"), c.req.valid("json"))))
  .post("/:id/hold", requireSignedIn, jsonBody(holdResolutionSchema), async (c) => c.json(await resolveHold(serviceContext(c), c.req.param("id"), c.req.valid("json"))));
