import { type OrderQuoteOut } from "@contracts/commerce";
import { type Currency } from "@contracts/money";
import { mayBeMixedCurrencies, useQuoteByCurrency, type CartByCurrency } from "../api/quote-by-currency";
import { useQuote } from "../api/quote-order";

export type CartQuote =
  | { kind: "loading" }
  | { kind: "error"; error: unknown }
  /** One currency: the whole cart, or (`only`) the part of a mixed cart being paid now. */
  | { kind: "quote"; quote: OrderQuoteOut; fetching: boolean; only?: Currency; others?: Currency[] }
  /** Items in two or more currencies: they are paid for one currency at a time. */
  | { kind: "mixed"; cart: CartByCurrency };

/**
 * The cart as the server prices it. A cart the quote refuses for mixing currencies is priced per
 * currency instead, so the page can show every item and offer to remove some or pay for one
 * currency (`payCurrency`, e.g. /checkout?currency=EUR) at a time.
 */
export function useCartQuote(items: string[], payCurrency: string | null = null): CartQuote {
  const whole = useQuote(items);
  const refused = whole.isError && mayBeMixedCurrencies(whole.error);
  const split = useQuoteByCurrency(items, refused);
  const mixed = refused && split.data && split.data.groups.length > 1 ? split.data : null;
  const chosen = mixed?.groups.find((g) => g.currency === payCurrency) ?? null;
  const part = useQuote(chosen?.items ?? []);

  if (whole.isPending || (refused && split.isPending) || (chosen && part.isPending)) return { kind: "loading" };
  if (whole.isSuccess) return { kind: "quote", quote: whole.data, fetching: whole.isFetching };
  if (!mixed) return { kind: "error", error: whole.error };
  if (!chosen) return { kind: "mixed", cart: mixed };
  if (!part.isSuccess) return { kind: "error", error: part.error };
  return {
    kind: "quote",
    quote: part.data,
    fetching: part.isFetching,
    only: chosen.currency,
    others: mixed.groups.filter((g) => g !== chosen).map((g) => g.currency),
  };
}
