import { asc, desc, eq, inArray, sql } from "drizzle-orm";
import { orderEvents, orderItems, orders, tenants, type Order } from "../../db/schema";
import { brandName } from "../../contracts/brand";
import { IDEMPOTENCY_KEY_PATTERN, type AdminOrderOut, type FulfilmentStatus, type OrderCreateInput, type OrderOut, type OrderStatus, type ShippingAddress } from "../../contracts/commerce";
import type { ServiceContext } from "../../lib/context";
import { textSearch } from "../../lib/sql-filters";
import { rawBatch, readBatch } from "../../lib/db";
import { chunk, inChunks, rowsPerInsert } from "../../lib/d1-limits";
import { staffView } from "../../lib/tenancy";
import { AppError, notFound } from "../../lib/errors";
import { said, type Said } from "../../lib/said";
import { isUniqueViolation } from "../../lib/d1-errors";
import { newId, randomToken, sha256Hex } from "../../lib/ids";
import { pageOf } from "../../lib/pagination";
import { availableProviders } from "../checkout/provider-registry";
import { canManageOrders, canSeeOrder, isBuyer, orderAccessKey } from "./order-access";
import { holdPledgesForOrder } from "../../giving";
import { historyInsert, noteIn } from "./order-history";
import { issuerOf } from "./order-issuer";
import { priceCart, requireAccountFor } from "./pricing";

const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());

/**
 * History whose note is written by the school for itself: a refund's reason (a flagged card, a
 * complaint) is read by the order's managers; the buyer sees that a refund was asked for and, in the
 * next entry, how much was refunded.
 */
const MANAGERS_ONLY_NOTES = new Set(["refund_requested"]);

/** An order as the API answers it; `issuer` (the school's name) when the caller already knows it. */
export async function presentOrder(ctx: ServiceContext, order: Order, extra: { accessKey?: string; issuer?: string } = {}): Promise<OrderOut> {
  const [items, history, issuer] = await Promise.all([
    ctx.db.select().from(orderItems).where(eq(orderItems.orderId, order.id)).orderBy(asc(orderItems.id)),
    ctx.db.select().from(orderEvents).where(eq(orderEvents.orderId, order.id)).orderBy(asc(orderEvents.createdAt), asc(orderEvents.id)),
    extra.issuer ?? issuerOf(ctx, order.tenantId).then((t) => brandName(t?.schoolName)),
  ]);
  const currency = order.currency as OrderOut["currency"];
  const manager = canManageOrders(ctx, order);
  return {
    id: order.id,
    number: order.number,
    status: order.status,
    fulfilment_status: order.fulfilmentStatus,
    provider: order.provider,
    currency,
    lines: items.map((i) => ({
      id: i.id,
      cart_item: i.cartItem,
      kind: i.kind,
      title: i.title,
      quantity: i.quantity,
      unit_amount: i.unitAmount,
      amount: i.amount,
      requires_shipping: i.requiresShipping,
    })),
    subtotal: order.subtotal,
    shipping: order.shipping,
    total: order.total,
    requires_shipping: items.some((i) => i.requiresShipping),
    refunded_amount: order.refundedAmount,
    hold_reason: order.holdReason,
    tracking_number: order.trackingNumber,
    contact: { name: order.contactName, email: order.contactEmail, phone: order.contactPhone },
    shipping_address: order.shippingAddress ? (JSON.parse(order.shippingAddress) as ShippingAddress) : null,
    history: history.map((h) => ({ status: h.status, note: MANAGERS_ONLY_NOTES.has(h.status) && !manager ? null : h.note, created_at: new Date(h.createdAt).toISOString() })),
    created_at: new Date(order.createdAt).toISOString(),
    paid_at: iso(order.paidAt),
    issuer,
    providers: order.status === "paid" || order.status === "refunded" ? [] : availableProviders(ctx.env, order.currency),
    ...(extra.accessKey ? { access_key: extra.accessKey } : {}),
  };
}

/** An order of this host (staff on the platform host: any order), or NOT_FOUND. */
async function findOrder(ctx: ServiceContext, id: string): Promise<Order> {
  const order = await ctx.db.select().from(orders).where(staffView(ctx).where(orders, eq(orders.id, id))).get();
  if (!order) throw notFound("No such order.");
  return order;
}

/** An order the caller may see (buyer, guest with the key, or its school's managers). */
export async function orderForViewer(ctx: ServiceContext, id: string, key: string | undefined): Promise<Order> {
  const order = await findOrder(ctx, id);
  // Someone else's order is answered exactly like a missing one.
  if (!(await canSeeOrder(ctx, order, key))) throw notFound("No such order.");
  return order;
}

/**
 * An order the caller may pay: only its buyer. Managers may see and refund an order, but starting
 * a payment answers with the order's access key in the provider's return URLs, so they get 404.
 */
export async function orderForBuyer(ctx: ServiceContext, id: string, key: string | undefined): Promise<Order> {
  const order = await findOrder(ctx, id);
  if (!(await isBuyer(ctx, order, key))) throw notFound("No such order.");
  return order;
}

export async function orderForManager(ctx: ServiceContext, id: string): Promise<Order> {
  const order = await findOrder(ctx, id);
  if (!canManageOrders(ctx, order)) throw notFound("No such order.");
  return order;
}

function orderNumber(ctx: ServiceContext): string {
  const prefix = (ctx.tenant?.subdomain ?? "sp").replace(/[^a-z]/gi, "").slice(0, 2).toUpperCase() || "SP";
  return `${prefix}-${randomToken(5).slice(0, 8).toUpperCase()}`;
}

/**
 * One order per checkout attempt: the Idempotency-Key (with who asks) is unique, so a double
 * click, a retried request or two tabs get the same order back. Prices come from pricing.ts.
 */
export async function createOrder(ctx: ServiceContext, input: OrderCreateInput, idempotencyKey: string | undefined): Promise<{ order: OrderOut; replayed: boolean }> {
  if (!idempotencyKey || !IDEMPOTENCY_KEY_PATTERN.test(idempotencyKey)) {
    throw new AppError("BAD_REQUEST", "Send an Idempotency-Key header (8–100 letters, digits, - or _) with each checkout attempt.");
  }
  const { db, user, scope } = ctx;
  const key = `${user?.id ?? "guest"}:${idempotencyKey}`;
  const requestHash = await sha256Hex(JSON.stringify({ items: input.items, contact: input.contact, shipping: input.shipping_address ?? null }));
  const replay = async () => {
    const existing = await db.select().from(orders).where(eq(orders.idempotencyKey, key)).get();
    if (!existing) return null;
    if (existing.requestHash !== requestHash || existing.tenantId !== scope.tenantId) {
      throw new AppError("CONFLICT", "This Idempotency-Key was already used for a different order. Start a new checkout.");
    }
    return { order: await presentOrder(ctx, existing, { accessKey: user ? undefined : await orderAccessKey(ctx.env, existing.id) }), replayed: true };
  };
  const earlier = await replay();
  if (earlier) return earlier;

  const priced = await priceCart(ctx, input.items);
  if (priced.unavailable.length > 0) {
    throw new AppError("VALIDATION_FAILED", "Some items in your cart can no longer be bought. Remove them and try again.", {
      items: [`Unavailable: ${priced.unavailable.join(", ")}`],
    });
  }
  if (priced.lines.length === 0) throw new AppError("VALIDATION_FAILED", "Your cart is empty.", { items: ["Your cart is empty"] });
  requireAccountFor(user?.id, priced.lines);
  if (priced.requiresShipping && !input.shipping_address) {
    throw new AppError("VALIDATION_FAILED", "Please enter a shipping address for the printed items.", { shipping_address: ["Please enter the street address"] });
  }

  const id = newId("ord");
  const now = Date.now();
  const values = scope.values({
    id,
    number: orderNumber(ctx),
    userId: user?.id ?? null,
    idempotencyKey: key,
    requestHash,
    status: "pending" as const,
    fulfilmentStatus: (priced.requiresShipping ? "awaiting_payment" : "not_required") as FulfilmentStatus,
    currency: priced.currency,
    subtotal: priced.subtotal,
    shipping: priced.shipping,
    total: priced.total,
    contactName: input.contact.name,
    contactEmail: input.contact.email.toLowerCase(),
    contactPhone: input.contact.phone ?? null,
    shippingAddress: priced.requiresShipping && input.shipping_address ? JSON.stringify(input.shipping_address) : null,
    origin: ctx.origin,
    // The reader's language (Accept-Language, checked against LOCALES in lib/context.ts), for what is written later without a request.
    locale: ctx.locale ?? null,
    createdAt: now,
    updatedAt: now,
  });
  const donationIds = priced.lines.filter((l) => l.kind === "donation").map((l) => l.refId);
  try {
    await db.batch([
      db.insert(orders).values(values),
      ...chunk(
        priced.lines.map((l, i) => ({
          // Ids sort in cart order, so the order lists its lines as the cart did.
          id: `oit_${id.slice(4)}_${String(i).padStart(2, "0")}`,
          orderId: id,
          kind: l.kind,
          cartItem: l.cartItem,
          refId: l.refId,
          title: l.title,
          quantity: l.quantity,
          unitAmount: l.unitAmount,
          amount: l.amount,
          requiresShipping: l.requiresShipping,
        })),
        // Eleven columns a line (with created_at): a 50-line cart needs several INSERTs.
        rowsPerInsert(11),
      ).map((part) => db.insert(orderItems).values(part)),
      db.insert(orderEvents).values({ id: newId("oev"), orderId: id, status: "created", note: null, actorId: user?.id ?? null, createdAt: now }),
      // The latest order holding a pending gift; the gift itself completes only when paid.
      ...(donationIds.length ? [holdPledgesForOrder(db, scope, { id, contactEmail: values.contactEmail, contactName: values.contactName }, donationIds)] : []),
    ]);
  } catch (err) {
    if (isUniqueViolation(err)) {
      const raced = await replay();
      if (raced) return raced;
    }
    throw err;
  }
  const saved = await db.select().from(orders).where(eq(orders.id, id)).get();
  return { order: await presentOrder(ctx, saved!, { accessKey: user ? undefined : await orderAccessKey(ctx.env, id) }), replayed: false };
}

export async function listMyOrders(ctx: ServiceContext, requestUrl: string, q: { limit: number; offset: number }) {
  const me = ctx.user!;
  const where = ctx.scope.where(orders, eq(orders.userId, me.id));
  const [rows, [{ total }]] = await readBatch(ctx.db, [
    ctx.db.select().from(orders).where(where).orderBy(desc(orders.createdAt)).limit(q.limit).offset(q.offset),
    ctx.db.select({ total: sql<number>`count(*)` }).from(orders).where(where),
  ] as const);
  return pageOf(requestUrl, q, total, await Promise.all(rows.map((r) => presentOrder(ctx, r))));
}

/** Staff (every school, or one with ?tenant=) and school admins (their school). */
export async function listOrdersForAdmin(
  ctx: ServiceContext,
  requestUrl: string,
  q: { limit: number; offset: number; search?: string; status?: OrderStatus; fulfilment_status?: FulfilmentStatus; tenant?: string },
) {
  const { scope, db } = ctx;
  const view = staffView(ctx, q.tenant);
  if (!view.widened && !canManageOrders(ctx, { tenantId: scope.tenantId })) throw new AppError("FORBIDDEN", "You do not have permission to do this.");
  const where = view.where(
    orders,
    q.status ? eq(orders.status, q.status) : undefined,
    q.fulfilment_status ? eq(orders.fulfilmentStatus, q.fulfilment_status) : undefined,
    textSearch(q.search, orders.number, orders.contactEmail, orders.contactName, orders.id),
  );
  const [rows, [{ total }]] = await readBatch(db, [
    db.select().from(orders).where(where).orderBy(desc(orders.createdAt)).limit(q.limit).offset(q.offset),
    db.select({ total: sql<number>`count(*)` }).from(orders).where(where),
  ] as const);
  const tenantIds = [...new Set(rows.map((r) => r.tenantId).filter((t): t is string => !!t))];
  const names = await inChunks(tenantIds, (part) => db.select({ id: tenants.id, name: tenants.schoolName }).from(tenants).where(inArray(tenants.id, part)).all());
  const nameOf = new Map(names.map((n) => [n.id, n.name]));
  const results = await Promise.all(rows.map((r) => presentOrder(ctx, r, { issuer: brandName(r.tenantId ? nameOf.get(r.tenantId) : null) })));
  const withSchool: AdminOrderOut[] = results.map((o, i) => ({ ...o, school_name: rows[i].tenantId ? (nameOf.get(rows[i].tenantId!) ?? "") : "Platform" }));
  return pageOf(requestUrl, q, total, withSchool);
}

/* ---------- fulfilment (physical items) ---------- */

/** The fulfilment states as a refusal says them, in the reader's language (lib/said.ts). */
const FULFILMENT_WORDS: Record<FulfilmentStatus, Said> = {
  not_required: said("not to be sent"),
  awaiting_payment: said("awaiting payment"),
  paid: said("paid"),
  packed: said("packed"),
  shipped: said("shipped"),
  delivered: said("delivered"),
  cancelled: said("cancelled"),
};

const NEXT_FULFILMENT: Record<string, FulfilmentStatus[]> = {
  paid: ["packed", "cancelled"],
  packed: ["shipped", "cancelled"],
  shipped: ["delivered"],
};

export async function updateFulfilment(
  ctx: ServiceContext,
  id: string,
  input: { fulfilment_status: FulfilmentStatus; tracking_number?: string | null; note?: string },
): Promise<OrderOut> {
  const order = await orderForManager(ctx, id);
  if (order.status !== "paid") throw new AppError("CONFLICT", "Only paid orders can be fulfilled.");
  const allowed = NEXT_FULFILMENT[order.fulfilmentStatus] ?? [];
  if (!allowed.includes(input.fulfilment_status)) {
    throw new AppError("CONFLICT", said("An order that is {{from}} cannot become {{to}}.", { from: FULFILMENT_WORDS[order.fulfilmentStatus], to: FULFILMENT_WORDS[input.fulfilment_status] }));
  }
  if (input.fulfilment_status === "shipped" && !input.tracking_number && !order.trackingNumber) {
    throw new AppError("VALIDATION_FAILED", "Please check the highlighted fields", { tracking_number: ["Enter the tracking number"] });
  }
  const now = Date.now();
  const note = input.note || (input.tracking_number ? noteIn(order, said("Tracking {{number}}", { number: input.tracking_number })) : null);
  // The history entry is written only if the status is still the one we checked (same batch).
  const [, updated] = await rawBatch(ctx.env.DB, [
    historyInsert({
      orderId: order.id,
      status: input.fulfilment_status,
      note,
      actorId: ctx.user!.id,
      guard: sql`EXISTS (SELECT 1 FROM orders WHERE id = ${order.id} AND fulfilment_status = ${order.fulfilmentStatus})`,
      at: now,
    }),
    sql`UPDATE orders SET fulfilment_status = ${input.fulfilment_status}, tracking_number = ${input.tracking_number ?? order.trackingNumber}, updated_at = ${now}
      WHERE id = ${order.id} AND fulfilment_status = ${order.fulfilmentStatus}`,
  ]);
  if (updated.meta.changes === 0) throw new AppError("CONFLICT", "Someone else changed this order. Reload and try again.");
  return presentOrder(ctx, (await ctx.db.select().from(orders).where(eq(orders.id, order.id)).get())!);
}
