/*
 * Commerce: the catalogue, carts, orders, checkout with every payment provider, provider
 * webhooks and the payments queue, invoices and receipts (catalog_items, carts, orders,
 * order_items, order_events, payment_events). One domain, so money moves through one place.
 * When an order is paid or refunded, the owner of each line's kind delivers or takes it back
 * (payments/fulfilment.ts asks giving and learning through their doors).
 */

// Routes (mounted by worker/app.ts)
export { cartRoutes } from "./cart/cart.routes";
export { catalogRoutes } from "./catalog/catalog.routes";
export { checkoutRoutes } from "./checkout/checkout.routes";
export { orderRoutes } from "./orders/orders.routes";
export { donationReceiptRoutes } from "./orders/receipts.routes";
export { paymentEventRoutes, webhookRoutes } from "./payments/payments.routes";

// The schools-payments queue and the cron sweep (queues/payments.ts, worker/cron.ts)
export { paymentQueueHandler, sweepPaymentEvents } from "./payments/process-payment-event";
// Cron: sort keys of catalogue titles saved before they existed
export { foldPendingCatalogKeys } from "./catalog/catalog.service";

// For operations: this domain's part of permanently erasing a user
export { commerceErasure } from "./erase-user";
