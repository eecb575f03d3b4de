import { queryOptions, useQuery } from "@tanstack/react-query";
import { type OrderLineOut } from "@contracts/commerce";
import { SHIPPING_FLAT_MINOR, type Currency } from "@contracts/money";
import { ApiError } from "@/lib/api-client";
import { givingKeys } from "./keys";
import { quoteOrder } from "./quote-order";

/**
 * How POST /orders/quote/ refuses a cart that mixes currencies (commerce/orders/pricing.ts):
 * VALIDATION_FAILED with a message on `items`. Other refusals on `items` look the same (an empty
 * or malformed cart), so the cart is split to tell them apart.
 */
export const mayBeMixedCurrencies = (err: unknown) => err instanceof ApiError && err.code === "VALIDATION_FAILED" && (err.fields.items?.length ?? 0) > 0;

/** The cart entries of one currency, priced entry by entry (a preview: checkout prices them together). */
export interface CurrencyGroup {
  currency: Currency;
  items: string[];
  lines: OrderLineOut[];
  subtotal: number;
  /** Flat per order when any line ships, as the server charges it. */
  shipping: number;
  total: number;
}

export interface CartByCurrency {
  groups: CurrencyGroup[];
  unavailable: string[];
}

/**
 * The quote prices one currency at a time, so a mixed cart is priced entry by entry (at most
 * CART_MAX_ITEMS calls, only when the whole cart was refused) and grouped by currency, in the
 * cart's order.
 */
export async function quoteByCurrency(items: string[]): Promise<CartByCurrency> {
  const quotes = await Promise.all(items.map((item) => quoteOrder([item])));
  const groups = new Map<Currency, CurrencyGroup>();
  const unavailable: string[] = [];
  quotes.forEach((q, i) => {
    const line = q.lines[0];
    if (!line) {
      unavailable.push(items[i]);
      return;
    }
    const group = groups.get(q.currency) ?? { currency: q.currency, items: [], lines: [], subtotal: 0, shipping: 0, total: 0 };
    group.items.push(line.cart_item);
    group.lines.push({ ...line, id: line.cart_item });
    group.subtotal += line.amount;
    if (line.requires_shipping) group.shipping = SHIPPING_FLAT_MINOR[q.currency];
    group.total = group.subtotal + group.shipping;
    groups.set(q.currency, group);
  });
  return { groups: [...groups.values()], unavailable };
}

export const quoteByCurrencyQuery = (items: string[]) =>
  queryOptions({ queryKey: givingKeys.quoteByCurrency(items), queryFn: () => quoteByCurrency(items), staleTime: 10_000 });

export const useQuoteByCurrency = (items: string[], enabled: boolean) => useQuery({ ...quoteByCurrencyQuery(items), enabled: enabled && items.length > 0 });
