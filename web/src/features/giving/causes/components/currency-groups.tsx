import { Link } from "react-router";
import { useTranslation } from "react-i18next";
import { type TFunction } from "i18next";
import { currentLocale } from "@/lib/i18n";
import { Lock, Trash2 } from "lucide-react";
import { type Currency } from "@contracts/money";
import { formatMoney, formatNumber } from "@/lib/format";
import { paths } from "@/config/paths";
import { Button } from "@/components/ui/button";
import { type CartByCurrency } from "../api/quote-by-currency";
import { OrderSummary, lineTitle } from "./order-summary";

/** "US Dollar (USD)", the name in the reader's language. */
export const currencyLabel = (c: Currency, t: TFunction) => t("{{name}} ({{code}})", { name: new Intl.DisplayNames([currentLocale()], { type: "currency" }).of(c) ?? c, code: c });
/** Paying for one currency of a mixed cart: /checkout?currency=EUR. */
export const checkoutInCurrency = (c: Currency) => `${paths.giving.checkout}?currency=${c}`;

/** "USD and EUR", "USD, EUR and GBP" (Intl's list in the reader's language). */
export const listCurrencies = (cs: Currency[]) => new Intl.ListFormat(currentLocale(), { style: "long", type: "conjunction" }).format(cs);

/**
 * A cart with items in several currencies: one payment is in one currency, so the items are shown
 * grouped by currency, each group with its total and a way to pay for it alone, and every item
 * with Remove.
 */
export function CurrencyGroups({ cart, removing, onRemove }: { cart: CartByCurrency; removing: string | null; onRemove: (item: string, title: string) => void }) {
  const { t } = useTranslation();
  const currencies = cart.groups.map((g) => g.currency);
  return (
    <div className="grid gap-5">
      <section aria-labelledby="mixed-heading" className="grid gap-2 rounded-lg border border-amber-300 bg-amber-50 p-4 text-amber-950">
        <h2 id="mixed-heading" className="font-semibold">
          {t("Pay for one currency at a time")}
        </h2>
        <p className="text-sm">
          {t(
            "Your cart holds items in {{currencies}}, and a payment is made in a single currency. Pay for each currency separately (the other items stay in your cart for their own payment), or remove the items you no longer want.",
            { currencies: listCurrencies(currencies) },
          )}
        </p>
      </section>

      {cart.groups.map((group) => {
        const label = t("Items in {{currency}}", { currency: currencyLabel(group.currency, t) });
        const headingId = `currency-${group.currency}`;
        return (
          <section key={group.currency} aria-labelledby={headingId} className="grid gap-3">
            <h2 id={headingId} className="text-lg font-bold text-ink">
              {label}
            </h2>
            <OrderSummary
              label={label}
              lines={group.lines}
              currency={group.currency}
              subtotal={group.subtotal}
              shipping={group.shipping}
              total={group.total}
              action={(line) => (
                <Button size="sm" variant="ghost" disabled={removing === line.cart_item} onClick={() => onRemove(line.cart_item, lineTitle(line, t))} aria-label={t("Remove {{title}}", { title: lineTitle(line, t) })}>
                  <Trash2 aria-hidden /> {t("Remove")}
                </Button>
              )}
            />
            <Button asChild className="w-fit justify-self-end">
              <Link to={checkoutInCurrency(group.currency)}>
                <Lock aria-hidden /> {t("Pay for the {{currency}} items ({{total}})", { currency: group.currency, total: formatMoney(group.total, group.currency) })}
              </Link>
            </Button>
          </section>
        );
      })}

      {cart.unavailable.length > 0 ? (
        <section aria-labelledby="mixed-unavailable-heading" className="grid gap-2 rounded-lg border border-line-muted p-4">
          <h2 id="mixed-unavailable-heading" className="font-semibold text-ink">
            {t("{{count, number}} items can no longer be bought", { count: cart.unavailable.length })}
          </h2>
          <ul className="grid gap-2">
            {cart.unavailable.map((item, i) => (
              <li key={item} className="flex flex-wrap items-center justify-between gap-2 text-sm">
                <span>{t("Unavailable item {{n}}", { n: formatNumber(i + 1) })}</span>
                <Button size="sm" variant="outline" disabled={removing === item} onClick={() => onRemove(item, t("unavailable item {{n}}", { n: formatNumber(i + 1) }))}>
                  <Trash2 aria-hidden /> {t("Remove unavailable item {{n}}", { n: formatNumber(i + 1) })}
                </Button>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}
