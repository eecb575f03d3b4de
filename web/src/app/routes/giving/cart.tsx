import { Link } from "react-router";
import { useAtomValue } from "jotai";
import { Trans, useTranslation } from "react-i18next";
import { formatNumber } from "@/lib/format";
import { ShoppingCart, Trash2 } from "lucide-react";
import { paths } from "@/config/paths";
import { ApiError } from "@/lib/api-client";
import { removeItem } from "@/features/commerce/actions";
import { cartAtom } from "@/features/commerce/state";
import { useRemoveCartItem } from "@/features/commerce/hooks/use-remove-cart-item";
import { useCartQuote } from "@/features/giving/causes/hooks/use-cart-quote";
import { CurrencyGroups } from "@/features/giving/causes/components/currency-groups";
import { OrderSummary, lineTitle } from "@/features/giving/causes/components/order-summary";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { PageHeader } from "@/components/ui/page-header";
import { EmptyState, ErrorState, LoadingState } from "@/components/ui/query-states";

/**
 * /cart: the cart priced by the server, with removals, unavailable entries explained, and Checkout;
 * a cart in several currencies grouped by currency, each paid for on its own.
 */
export default function CartPage() {
  const { t } = useTranslation();
  const { items } = useAtomValue(cartAtom);
  const priced = useCartQuote(items);
  const { removing, remove } = useRemoveCartItem();

  return (
    <div className="mx-auto grid w-full max-w-3xl gap-6">
      <PageHeader title={t("Your cart")} />
      {items.length === 0 ? (
        <EmptyState>
          <p>{t("Your cart is empty.")}</p>
          <p>
            <Trans
              i18nKey="<0>Find a project to support</0> or <1>browse charities</1>."
              components={[
                <Link key="projects" to={paths.giving.projects} className="font-semibold text-primary hover:underline" />,
                <Link key="charities" to={paths.giving.charities} className="font-semibold text-primary hover:underline" />,
              ]}
            />
          </p>
        </EmptyState>
      ) : priced.kind === "loading" ? (
        <LoadingState label={t("Pricing your cart")} />
      ) : priced.kind === "error" ? (
        <div className="grid gap-3">
          <ErrorState error={priced.error} title={t("Could not price your cart")} />
          {/* A visitor's cart holding a course (kept from before courses needed an account) is priced only once signed in; or start again. */}
          {priced.error instanceof ApiError && priced.error.status === 401 ? (
            <p className="flex flex-wrap items-center gap-4 text-sm">
              <Link to={paths.login} state={{ from: paths.giving.cart }} className="font-semibold text-primary hover:underline">
                {t("Sign in")}
              </Link>
              <Button size="sm" variant="outline" onClick={() => void Promise.all(items.map((item) => removeItem(item)))}>
                <Trash2 aria-hidden /> {t("Empty my cart")}
              </Button>
            </p>
          ) : null}
        </div>
      ) : priced.kind === "mixed" ? (
        <CurrencyGroups cart={priced.cart} removing={removing} onRemove={(item, title) => void remove(item, title)} />
      ) : (
        <div className="grid gap-5" aria-busy={priced.fetching}>
          {priced.quote.unavailable.length > 0 ? (
            <section aria-labelledby="unavailable-heading" className="grid gap-2 rounded-lg border border-amber-300 bg-amber-50 p-4 text-amber-950">
              <h2 id="unavailable-heading" className="font-semibold">
                {t("{{count, number}} items can no longer be bought", { count: priced.quote.unavailable.length })}
              </h2>
              <p className="text-sm">{t("It was paid for already, withdrawn, or is not offered on this site. It is not part of your total; you can remove it.")}</p>
              <ul className="grid gap-2">
                {priced.quote.unavailable.map((item, i) => (
                  <li key={item} className="flex flex-wrap items-center justify-between gap-2 text-sm">
                    <span>{t("Unavailable item {{n}}", { n: formatNumber(i + 1) })}</span>
                    <Button size="sm" variant="outline" disabled={removing === item} onClick={() => void remove(item, t("unavailable item {{n}}", { n: formatNumber(i + 1) }))}>
                      <Trash2 aria-hidden /> {t("Remove unavailable item {{n}}", { n: formatNumber(i + 1) })}
                    </Button>
                  </li>
                ))}
              </ul>
            </section>
          ) : null}
          {priced.quote.lines.length > 0 ? (
            <>
              <OrderSummary
                label={t("Items in your cart")}
                lines={priced.quote.lines}
                currency={priced.quote.currency}
                subtotal={priced.quote.subtotal}
                shipping={priced.quote.shipping}
                total={priced.quote.total}
                action={(line) => (
                  <Button size="sm" variant="ghost" disabled={removing === line.cart_item} onClick={() => void remove(line.cart_item, lineTitle(line, t))} aria-label={t("Remove {{title}}", { title: lineTitle(line, t) })}>
                    <Trash2 aria-hidden /> {t("Remove")}
                  </Button>
                )}
              />
              {priced.quote.requires_shipping ? <Alert>{t("Your cart has a printed item: you will give a shipping address at checkout.")}</Alert> : null}
              <div className="flex flex-wrap justify-end gap-2">
                <Button asChild variant="outline">
                  <Link to={paths.giving.projects}>{t("Keep browsing")}</Link>
                </Button>
                <Button asChild size="lg">
                  <Link to={paths.giving.checkout}>
                    <ShoppingCart aria-hidden /> {t("Checkout")}
                  </Link>
                </Button>
              </div>
            </>
          ) : (
            <EmptyState>{t("Nothing in your cart can be bought right now.")}</EmptyState>
          )}
        </div>
      )}
    </div>
  );
}
