import { Link, useSearchParams } from "react-router";
import { useAtomValue } from "jotai";
import { Trans, useTranslation } from "react-i18next";
import { paths } from "@/config/paths";
import { ApiError } from "@/lib/api-client";
import { cartAtom } from "@/features/commerce/state";
import { useRemoveCartItem } from "@/features/commerce/hooks/use-remove-cart-item";
import { useCartQuote } from "@/features/giving/causes/hooks/use-cart-quote";
import { CheckoutForm } from "@/features/giving/causes/components/checkout-form";
import { CurrencyGroups, listCurrencies } from "@/features/giving/causes/components/currency-groups";
import { Alert } from "@/components/ui/alert";
import { PageHeader } from "@/components/ui/page-header";
import { EmptyState, ErrorState, LoadingState } from "@/components/ui/query-states";
import { SMALL_LINK_HIT_AREA } from "@/components/ui/back-link";

/**
 * /checkout: contact, shipping when needed, summary and the payment provider. A cart in several
 * currencies is shown grouped by currency; /checkout?currency=EUR pays for its EUR items alone.
 */
export default function CheckoutPage() {
  const { t } = useTranslation();
  const { items } = useAtomValue(cartAtom);
  const [params] = useSearchParams();
  const priced = useCartQuote(items, params.get("currency"));
  const { removing, remove } = useRemoveCartItem();
  return (
    <div className="grid gap-6">
      <PageHeader title={t("Checkout")} description={t("Amounts are checked and priced by our server before you pay.")} />
      {items.length === 0 ? (
        <EmptyState>
          <p>{t("Your cart is empty.")}</p>
          <Link to={paths.giving.projects} className={`inline-flex items-center font-semibold text-primary hover:underline ${SMALL_LINK_HIT_AREA}`}>
            {t("Find a project to support")}
          </Link>
        </EmptyState>
      ) : priced.kind === "loading" ? (
        <LoadingState label={t("Pricing your order")} />
      ) : priced.kind === "error" ? (
        <div className="grid gap-3">
          <ErrorState error={priced.error} title={t("Could not price your order")} />
          {/* A way on: sign in (a course needs an account) or change the cart (remove what cannot be bought). */}
          <p className="flex flex-wrap gap-4 text-sm">
            {priced.error instanceof ApiError && priced.error.status === 401 ? (
              <Link to={paths.login} state={{ from: paths.giving.checkout }} className={`inline-flex items-center font-semibold text-primary hover:underline ${SMALL_LINK_HIT_AREA}`}>
                {t("Sign in")}
              </Link>
            ) : null}
            <Link to={paths.giving.cart} className={`inline-flex items-center font-semibold text-primary hover:underline ${SMALL_LINK_HIT_AREA}`}>
              {t("Back to cart")}
            </Link>
          </p>
        </div>
      ) : priced.kind === "mixed" ? (
        <CurrencyGroups cart={priced.cart} removing={removing} onRemove={(item, title) => void remove(item, title)} />
      ) : priced.quote.lines.length === 0 ? (
        <EmptyState>
          <p>{t("Nothing in your cart can be bought right now.")}</p>
          <Link to={paths.giving.cart} className={`inline-flex items-center font-semibold text-primary hover:underline ${SMALL_LINK_HIT_AREA}`}>
            {t("Back to cart")}
          </Link>
        </EmptyState>
      ) : (
        <>
          {priced.only ? (
            <Alert>
              <Trans
                i18nKey="You are paying for your {{currency}} items. Your {{others}} items stay in your cart for a payment of their own. <0>Back to cart</0>"
                values={{ currency: priced.only, others: listCurrencies(priced.others ?? []) }}
                components={[<Link key="cart" to={paths.giving.cart} className="font-semibold underline" />]}
              />
            </Alert>
          ) : null}
          {/* A new form per currency: its provider choice and attempt belong to that order. */}
          <CheckoutForm key={priced.only ?? "cart"} quote={priced.quote} />
        </>
      )}
    </div>
  );
}
