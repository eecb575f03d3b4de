import { sql } from "drizzle-orm";
import { index, integer, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { CATALOG_KINDS, FULFILMENT_STATUSES, ORDER_ITEM_KINDS, ORDER_STATUSES, PAYMENT_EVENT_STATUSES, PAYMENT_PROVIDERS } from "../../contracts/commerce";
import { bool, epochMs, sortKey, tenantIdColumn, timestamps } from "./columns";
import { tenants } from "./tenants";
import { users } from "./users";

/*
 * Commerce (owned by worker/commerce): the catalogue, carts, orders with their lines and history,
 * and provider events. Amounts are INTEGER minor units with a currency column beside them.
 * tenant_id null on catalogue items means platform-wide; orders carry the tenant whose host they
 * were made on.
 */

/** Paid things other than donations: courses, teacher training, printed books. */
export const catalogItems = sqliteTable(
  "catalog_items",
  {
    id: text("id").primaryKey(),
    tenantId: tenantIdColumn().references(() => tenants.id, { onDelete: "cascade" }),
    kind: text("kind", { enum: CATALOG_KINDS }).notNull(),
    title: text("title").notNull(),
    titleKey: sortKey("title_key"),
    description: text("description").notNull().default(""),
    price: integer("price").notNull(),
    currency: text("currency").notNull(),
    requiresShipping: bool("requires_shipping").notNull().default(false),
    /** The library book a printed edition prints, or the course an item enrols in. */
    refId: text("ref_id"),
    active: bool("active").notNull().default(true),
    ...timestamps,
  },
  (t) => [
    index("catalog_items_tenant_idx").on(t.tenantId, t.kind, t.active),
    index("catalog_items_ref_idx").on(t.refId),
    index("catalog_items_title_key_pending_idx").on(t.id).where(sql`${t.titleKey} = ''`),
  ],
);

export const orders = sqliteTable(
  "orders",
  {
    id: text("id").primaryKey(),
    /** Human-readable, e.g. "GF-7KX2M9QD". */
    number: text("number").notNull(),
    tenantId: tenantIdColumn().references(() => tenants.id, { onDelete: "cascade" }),
    userId: text("user_id").references(() => users.id, { onDelete: "set null" }),
    /**
     * Scheme + host the order was placed on (e.g. https://greenfield.schools.example.org), for the
     * links in the receipt email the payments consumer sends later.
     */
    origin: text("origin").notNull().default(""),
    /**
     * The buyer's language when they checked out (en, hi, ar: the request's Accept-Language, which
     * the web app sets to the reader's), for the receipt and the history notes written later by
     * the payments consumer. Null on orders placed before it was kept: English.
     */
    locale: text("locale"),
    /** Who asked for it (user id or "guest") + the client's Idempotency-Key: one order per attempt. */
    idempotencyKey: text("idempotency_key").notNull(),
    /** SHA-256 of the request that created it: the same key with a different body is refused. */
    requestHash: text("request_hash").notNull(),
    status: text("status", { enum: ORDER_STATUSES }).notNull().default("pending"),
    fulfilmentStatus: text("fulfilment_status", { enum: FULFILMENT_STATUSES }).notNull().default("not_required"),
    currency: text("currency").notNull(),
    subtotal: integer("subtotal").notNull(),
    shipping: integer("shipping").notNull().default(0),
    total: integer("total").notNull(),
    refundedAmount: integer("refunded_amount").notNull().default(0),
    contactName: text("contact_name").notNull(),
    contactEmail: text("contact_email").notNull(),
    contactPhone: text("contact_phone"),
    /** JSON ShippingAddress, or null when nothing ships. */
    shippingAddress: text("shipping_address"),
    provider: text("provider", { enum: PAYMENT_PROVIDERS }),
    /** Checkout session / provider order / merchant order id of the latest payment attempt. */
    providerRef: text("provider_ref"),
    /** payment_intent / capture id / transaction id, for refunds. */
    paymentRef: text("payment_ref"),
    holdReason: text("hold_reason"),
    trackingNumber: text("tracking_number"),
    paidAt: epochMs("paid_at"),
    ...timestamps,
  },
  (t) => [
    uniqueIndex("orders_idempotency_unique").on(t.idempotencyKey),
    uniqueIndex("orders_number_unique").on(t.number),
    index("orders_tenant_status_idx").on(t.tenantId, t.status, t.createdAt),
    index("orders_user_idx").on(t.userId, t.createdAt),
    index("orders_provider_ref_idx").on(t.provider, t.providerRef),
    index("orders_status_idx").on(t.status, t.createdAt),
  ],
);

export const orderItems = sqliteTable(
  "order_items",
  {
    id: text("id").primaryKey(),
    orderId: text("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    kind: text("kind", { enum: ORDER_ITEM_KINDS }).notNull(),
    /** The cart entry it came from ("donation:…", "item:…"). */
    cartItem: text("cart_item").notNull(),
    /** Donation id or catalogue item id. */
    refId: text("ref_id").notNull(),
    title: text("title").notNull(),
    quantity: integer("quantity").notNull().default(1),
    unitAmount: integer("unit_amount").notNull(),
    amount: integer("amount").notNull(),
    requiresShipping: bool("requires_shipping").notNull().default(false),
  },
  (t) => [index("order_items_order_idx").on(t.orderId), index("order_items_ref_idx").on(t.kind, t.refId)],
);

/** An order's status history (payment, hold, fulfilment, refunds), shown on /trackorder. */
export const orderEvents = sqliteTable(
  "order_events",
  {
    id: text("id").primaryKey(),
    orderId: text("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    status: text("status").notNull(),
    note: text("note"),
    actorId: text("actor_id").references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamps.createdAt,
  },
  (t) => [index("order_events_order_idx").on(t.orderId, t.createdAt)],
);

/** Every provider event (webhook or server-side confirmation) exactly once, with its processing. */
export const paymentEvents = sqliteTable(
  "payment_events",
  {
    id: text("id").primaryKey(),
    provider: text("provider", { enum: PAYMENT_PROVIDERS }).notNull(),
    providerEventId: text("provider_event_id").notNull(),
    providerType: text("provider_type").notNull(),
    /** Normalised type (payment.succeeded, refund.succeeded, …). */
    type: text("type").notNull(),
    orderId: text("order_id"),
    providerRef: text("provider_ref"),
    paymentRef: text("payment_ref"),
    amount: integer("amount"),
    currency: text("currency"),
    /** The raw body as received (for audit and re-processing). */
    payload: text("payload").notNull(),
    status: text("status", { enum: PAYMENT_EVENT_STATUSES }).notNull().default("received"),
    attempts: integer("attempts").notNull().default(0),
    lastError: text("last_error"),
    processedAt: epochMs("processed_at"),
    createdAt: timestamps.createdAt,
    updatedAt: timestamps.updatedAt,
  },
  (t) => [
    uniqueIndex("payment_events_provider_event_unique").on(t.provider, t.providerEventId),
    index("payment_events_status_idx").on(t.status, t.createdAt),
    index("payment_events_order_idx").on(t.orderId, t.createdAt),
  ],
);

/** A signed-in user's cart on a school (or the platform): the list of cart entries. */
export const carts = sqliteTable(
  "carts",
  {
    userId: text("user_id")
      .primaryKey()
      .references(() => users.id, { onDelete: "cascade" }),
    /** JSON array of cart entries, in the order they were added. */
    items: text("items").notNull().default("[]"),
    updatedAt: timestamps.updatedAt,
  },
  () => [],
);

export type CatalogItem = typeof catalogItems.$inferSelect;
export type Order = typeof orders.$inferSelect;
export type OrderItem = typeof orderItems.$inferSelect;
export type PaymentEvent = typeof paymentEvents.$inferSelect;
