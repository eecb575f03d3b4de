import { useEffect, useRef } from "react";
import { Link, useSearchParams } from "react-router";
import { useQueryClient } from "@tanstack/react-query";
import { Trans, useTranslation } from "react-i18next";
import { CheckCircle2, Clock, FileText, PackageSearch } from "lucide-react";
import { type OrderOut, type PaymentProviderName } from "@contracts/commerce";
import { PROVIDER_NAMES } from "@/features/giving/causes/lib/labels";
import { formatMoney } from "@/lib/format";
import { paths } from "@/config/paths";
import { removePaidItems } from "@/features/commerce/actions";
import { useConfirmedOrder } from "@/features/giving/causes/hooks/use-confirmed-order";
import { forgetCheckoutAttempt } from "@/features/giving/causes/lib/idempotency-key";
import { orderKey } from "@/features/giving/causes/lib/order-access";
import { NoOrderFound } from "@/features/giving/causes/components/no-order-found";
import { OrderSummary } from "@/features/giving/causes/components/order-summary";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { isolate } from "@/lib/bidi";

function ThankYou({ order, keyParam }: { order: OrderOut; keyParam: string | null }) {
  const { t } = useTranslation();
  return (
    <div className="grid gap-5">
      <div className="grid gap-2 rounded-xl border border-green-300 bg-green-50 p-5 text-green-950">
        <h1 className="flex items-center gap-2 text-2xl font-bold">
          <CheckCircle2 className="size-7" aria-hidden /> {t("Thank you!")}
        </h1>
        <p>
          <Trans
            i18nKey="Your payment of <0>{{total}}</0> was received. Your order number is <1>{{number}}</1>."
            values={{ total: formatMoney(order.total, order.currency), number: order.number }}
            components={[<strong key="total" />, <strong key="number" data-testid="order-number" dir="ltr" className="whitespace-nowrap" />]}
          />
        </p>
        <p className="text-sm">{t("A receipt is on its way to {{email}}.", { email: isolate(order.contact.email) })}</p>
      </div>
      <OrderSummary lines={order.lines} currency={order.currency} subtotal={order.subtotal} shipping={order.shipping} total={order.total} label={t("What you paid for")} />
      <div className="flex flex-wrap gap-2">
        <Button asChild>
          <Link to={paths.giving.invoice("order", order.id, keyParam)}>
            <FileText aria-hidden /> {t("View receipt")}
          </Link>
        </Button>
        <Button asChild variant="outline">
          <Link to={paths.giving.trackOrder(order.id, keyParam)}>
            <PackageSearch aria-hidden /> {t("Track this order")}
          </Link>
        </Button>
        <Button asChild variant="ghost">
          <Link to={paths.giving.projects}>{t("Back to projects")}</Link>
        </Button>
      </div>
    </div>
  );
}

/**
 * /{provider}-payment/success?order=&key=: the provider sent the buyer back. The server confirms
 * with the provider; this page waits for the order to settle and then says what happened.
 */
export default function PaymentSuccessPage({ provider }: { provider: PaymentProviderName }) {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const orderId = params.get("order") ?? "";
  const key = orderKey(orderId, params.get("key"));
  const { order, slow, timedOut, checkAgain } = useConfirmedOrder(orderId, key);
  const client = useQueryClient();
  const cleared = useRef(false);
  const status = order.data?.status;

  const paid = status === "paid" ? order.data : undefined;
  useEffect(() => {
    if (!paid || cleared.current) return;
    cleared.current = true;
    forgetCheckoutAttempt();
    removePaidItems(paid.lines.map((l) => l.cart_item)).catch((err: unknown) => console.error("Could not update the cart", err));
    // Totals and progress bars moved: lists and causes are read again when next shown.
    void client.invalidateQueries({ predicate: (q) => q.queryKey[0] === "giving" && q.queryKey[1] !== "order" });
  }, [paid, client]);

  if (!orderId) {
    return (
      <div className="mx-auto grid w-full max-w-3xl gap-6">
        <NoOrderFound />
      </div>
    );
  }

  return (
    <div className="mx-auto grid w-full max-w-3xl gap-6">
      <div aria-live="polite" className="grid gap-4">
        {status === "paid" && order.data ? (
          <ThankYou order={order.data} keyParam={key} />
        ) : status === "on_hold" && order.data ? (
          <div className="grid gap-3">
            <h1 className="flex items-center gap-2 text-2xl font-bold text-ink">
              <Clock className="size-7" aria-hidden /> {t("Your payment is being reviewed")}
            </h1>
            <Alert>
              <Trans
                i18nKey="We received a payment for order <0>{{number}}</0>, but it needs a check by our staff before it is completed (for example, the amount did not match). Nothing else is needed from you: we will email {{email}} when it is resolved."
                values={{ number: order.data.number, email: isolate(order.data.contact.email) }}
                components={[<strong key="number" dir="ltr" className="whitespace-nowrap" />]}
              />
            </Alert>
            <Link to={paths.giving.trackOrder(order.data.id, key)} className="font-semibold text-primary hover:underline">
              {t("Track this order")}
            </Link>
          </div>
        ) : status && status !== "pending" && order.data ? (
          <div className="grid gap-3">
            <h1 className="text-2xl font-bold text-ink">{t("Payment not completed")}</h1>
            <Alert tone="error">{t("The payment for order {{number}} did not go through. Nothing was charged and your cart is still there.", { number: isolate(order.data.number) })}</Alert>
            <Button asChild className="w-fit">
              <Link to={paths.giving.cart}>{t("Back to cart")}</Link>
            </Button>
          </div>
        ) : order.isError && !order.data ? (
          <NoOrderFound error={order.error} />
        ) : (
          <div className="grid gap-3">
            <h1 className="text-2xl font-bold text-ink">{t("Confirming your payment…")}</h1>
            <p className="text-ink-muted">{t("We are checking with {{provider}} that your payment went through. This usually takes a few seconds.", { provider: t(PROVIDER_NAMES[provider]) })}</p>
            {timedOut ? (
              <Alert>
                <p>{t("This is taking longer than usual. Your payment may still be processing: you can check again, or look at the order later from its tracking page.")}</p>
                <p className="mt-2 flex flex-wrap gap-3">
                  <Button size="sm" variant="outline" onClick={checkAgain}>
                    {t("Check again")}
                  </Button>
                  <Link to={paths.giving.trackOrder(orderId, key)} className="self-center font-semibold underline">
                    {t("Track this order")}
                  </Link>
                </p>
              </Alert>
            ) : (
              <>
                <Spinner label={t("Confirming your payment")} />
                {slow ? <p className="text-sm text-ink-muted">{t("Still waiting for the payment provider — thanks for your patience.")}</p> : null}
              </>
            )}
          </div>
        )}
      </div>
    </div>
  );
}
