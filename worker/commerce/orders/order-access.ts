import type { Order } from "../../db/schema";
import type { ServiceContext } from "../../lib/context";
import { staffView } from "../../lib/tenancy";

/*
 * A guest who placed an order proves it with an access key: an HMAC of the order id under the
 * Worker's secret. Nothing needs storing, and the receipt email (sent later by the payments
 * consumer) can carry the same key in its link.
 */

const encoder = new TextEncoder();

export async function orderAccessKey(env: Pick<Env, "JWT_SECRET">, orderId: string): Promise<string> {
  const key = await crypto.subtle.importKey("raw", encoder.encode(env.JWT_SECRET), { name: "HMAC", hash: "SHA-256" }, false, ["sign"]);
  const mac = new Uint8Array(await crypto.subtle.sign("HMAC", key, encoder.encode(`order-access:${orderId}`)));
  return btoa(String.fromCharCode(...mac.slice(0, 18)))
    .replaceAll("+", "-")
    .replaceAll("/", "_");
}

function timingSafeEqual(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  let diff = 0;
  for (let i = 0; i < a.length; i++) diff |= a.charCodeAt(i) ^ b.charCodeAt(i);
  return diff === 0;
}

/** Staff (platform host, or this school's host) and the school's admins manage a school's orders. */
export function canManageOrders(ctx: ServiceContext, order: Pick<Order, "tenantId">): boolean {
  const { user, scope } = ctx;
  if (!user) return false;
  if (user.isStaff) return staffView(ctx).covers(order.tenantId);
  return user.role === "school_admin" && order.tenantId !== null && order.tenantId === scope.tenantId;
}

/** The one who placed the order: signed in as its buyer, or holding its access key (a guest's proof). */
export async function isBuyer(ctx: ServiceContext, order: Order, key: string | undefined): Promise<boolean> {
  if (ctx.user && order.userId === ctx.user.id) return true;
  return !!key && timingSafeEqual(key, await orderAccessKey(ctx.env, order.id));
}

/** The buyer, or someone who manages the order's school. */
export async function canSeeOrder(ctx: ServiceContext, order: Order, key: string | undefined): Promise<boolean> {
  return canManageOrders(ctx, order) || isBuyer(ctx, order, key);
}
