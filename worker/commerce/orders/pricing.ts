import { eq, inArray } from "drizzle-orm";
import { catalogItems, donations } from "../../db/schema";
import { SHIPPING_FLAT_MINOR, type Currency } from "../../contracts/money";
import { GIFT_LINE_PREFIX, needsAccount, type OrderItemKind, type OrderQuoteOut, type PaymentProviderName } from "../../contracts/commerce";
import type { ServiceContext } from "../../lib/context";
import { AppError } from "../../lib/errors";
import { said } from "../../lib/said";
import { availableProviders } from "../checkout/provider-registry";
import { donationTargets } from "../../giving";

export interface PricedLine {
  cartItem: string;
  kind: OrderItemKind;
  refId: string;
  title: string;
  quantity: number;
  unitAmount: number;
  amount: number;
  requiresShipping: boolean;
}

export interface PricedCart {
  currency: Currency;
  lines: PricedLine[];
  subtotal: number;
  shipping: number;
  total: number;
  requiresShipping: boolean;
  unavailable: string[];
}

/**
 * Prices cart entries from the catalogue and the pending gifts in D1 — never from numbers the
 * client sends. An entry this caller cannot buy (another person's pledge, a paid or removed gift,
 * an inactive item, another school's item) is listed in `unavailable` instead of priced.
 */
export async function priceCart(ctx: ServiceContext, items: string[]): Promise<PricedCart> {
  const { db, scope, user } = ctx;
  const unique = [...new Set(items)];
  const donationIds = unique.filter((i) => i.startsWith("donation:")).map((i) => i.slice("donation:".length));
  const itemIds = unique.filter((i) => i.startsWith("item:")).map((i) => i.slice("item:".length));

  const [donationRows, itemRows] = await Promise.all([
    donationIds.length ? db.select().from(donations).where(scope.where(donations, inArray(donations.id, donationIds), eq(donations.status, "pending"))) : [],
    itemIds.length ? db.select().from(catalogItems).where(scope.withPlatform(catalogItems, inArray(catalogItems.id, itemIds), eq(catalogItems.active, true))) : [],
  ]);
  const targets = await donationTargets(db, donationRows);
  const byEntry = new Map<string, PricedLine & { currency: string }>();
  for (const d of donationRows) {
    // A pledge made while signed in belongs to that person; an anonymous pledge to whoever holds its id.
    if (d.donorUserId && d.donorUserId !== user?.id) continue;
    byEntry.set(`donation:${d.id}`, {
      cartItem: `donation:${d.id}`,
      kind: "donation",
      refId: d.id,
      title: `${GIFT_LINE_PREFIX}${targets.get(`${d.targetType}:${d.targetId}`)?.name ?? "a cause"}`,
      quantity: 1,
      unitAmount: d.amount,
      amount: d.amount,
      requiresShipping: false,
      currency: d.currency,
    });
  }
  for (const it of itemRows) {
    byEntry.set(`item:${it.id}`, {
      cartItem: `item:${it.id}`,
      kind: it.kind,
      refId: it.id,
      title: it.title,
      quantity: 1,
      unitAmount: it.price,
      amount: it.price,
      requiresShipping: it.requiresShipping,
      currency: it.currency,
    });
  }

  const lines: PricedLine[] = [];
  const unavailable: string[] = [];
  const currencies = new Set<string>();
  for (const entry of unique) {
    const line = byEntry.get(entry);
    if (!line) {
      unavailable.push(entry);
      continue;
    }
    currencies.add(line.currency);
    const { currency: _currency, ...rest } = line;
    lines.push(rest);
  }
  if (currencies.size > 1) {
    throw new AppError("VALIDATION_FAILED", "Items in different currencies must be paid for separately.", {
      items: [`Your cart mixes ${[...currencies].sort().join(" and ")}. Remove items until one currency is left.`],
    });
  }
  const currency = ([...currencies][0] ?? "USD") as Currency;
  const subtotal = lines.reduce((sum, l) => sum + l.amount, 0);
  const requiresShipping = lines.some((l) => l.requiresShipping);
  const shipping = requiresShipping ? SHIPPING_FLAT_MINOR[currency] : 0;
  return { currency, lines, subtotal, shipping, total: subtotal + shipping, requiresShipping, unavailable };
}

/**
 * A course or teacher-training course opens on the account that buys it (learning's entitlement
 * needs the order's user), so a visitor cannot buy one: their quote, order and checkout are
 * refused, naming the items, before anything is written. Gifts and printed books need no account.
 */
export function requireAccountFor(buyerId: string | null | undefined, lines: Pick<PricedLine, "kind" | "title">[]): void {
  if (buyerId) return;
  const titles = lines.filter((l) => needsAccount(l.kind)).map((l) => `“${l.title}”`);
  if (titles.length === 0) return;
  const message = said("Sign in to buy {{items}}: a course opens on your account.", { items: titles.join(", ") });
  throw new AppError("UNAUTHORIZED", message, { items: [message] });
}

export function quoteOut(ctx: ServiceContext, priced: PricedCart): OrderQuoteOut {
  const providers: PaymentProviderName[] = priced.lines.length ? availableProviders(ctx.env, priced.currency) : [];
  return {
    currency: priced.currency,
    lines: priced.lines.map((l, i) => ({
      id: `quote_${i + 1}`,
      cart_item: l.cartItem,
      kind: l.kind,
      title: l.title,
      quantity: l.quantity,
      unit_amount: l.unitAmount,
      amount: l.amount,
      requires_shipping: l.requiresShipping,
    })),
    subtotal: priced.subtotal,
    shipping: priced.shipping,
    total: priced.total,
    requires_shipping: priced.requiresShipping,
    providers,
    unavailable: priced.unavailable,
  };
}
