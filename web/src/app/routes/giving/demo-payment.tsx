import { useState } from "react";
import { useParams, useSearchParams } from "react-router";
import { useTranslation } from "react-i18next";
import { FlaskConical } from "lucide-react";
import { ORDER_STATUS_LABELS, isOrderStatus } from "@/features/giving/causes/lib/labels";
import { formatMoney } from "@/lib/format";
import { errorMessage } from "@/lib/api-client";
import { useDemoSession } from "@/features/giving/causes/api/get-demo-session";
import { decideDemoSession } from "@/features/giving/causes/api/decide-demo-session";
import { redirectTo } from "@/features/giving/causes/components/checkout-form";
import { OrderSummary } from "@/features/giving/causes/components/order-summary";
import { orderKey } from "@/features/giving/causes/lib/order-access";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { ErrorState, LoadingState } from "@/components/ui/query-states";

/** /demo-payment/{ref}?order=&key=: the local demo provider's payment page — Pay or Cancel, no real money. */
export default function DemoPaymentPage() {
  const { t } = useTranslation();
  const { ref = "" } = useParams();
  const [params] = useSearchParams();
  const key = orderKey(params.get("order") ?? "", params.get("key"));
  const session = useDemoSession(ref, key);
  const [busy, setBusy] = useState<"pay" | "cancel" | null>(null);
  const [error, setError] = useState<string | null>(null);

  const open = session.data?.status === "pending";

  async function decide(action: "pay" | "cancel") {
    setBusy(action);
    setError(null);
    try {
      const { redirect_url } = await decideDemoSession(ref, action, key);
      redirectTo.assign(redirect_url);
    } catch (err) {
      setError(errorMessage(err, t("The demo provider did not answer. Please try again.")));
      setBusy(null);
    }
  }

  const pay = () => void decide("pay");
  const cancel = () => void decide("cancel");

  return (
    <div className="mx-auto grid w-full max-w-2xl gap-6">
      <div className="grid gap-2 rounded-xl border-2 border-dashed border-amber-500 bg-amber-50 p-5 text-amber-950">
        <h1 className="flex items-center gap-2 text-2xl font-bold">
          <FlaskConical className="size-6" aria-hidden /> {t("Demo payment — no real money moves")}
        </h1>
        <p className="text-sm">{t("This page stands in for a payment provider while the platform runs locally. Paying here marks the order paid through the same steps a real payment takes.")}</p>
      </div>
      {session.isPending ? (
        <LoadingState label={t("Loading the payment")} />
      ) : session.isError ? (
        <ErrorState error={session.error} title={t("This demo payment cannot be found")} />
      ) : (
        <section aria-labelledby="demo-order" className="grid gap-4 rounded-xl border border-line-muted bg-surface p-5">
          <h2 id="demo-order" className="text-lg font-bold text-ink">
            {t("Order {{number}} · {{total}}", { number: session.data.order.number, total: formatMoney(session.data.order.total, session.data.order.currency) })}
          </h2>
          <OrderSummary
            lines={session.data.order.lines}
            currency={session.data.order.currency}
            subtotal={session.data.order.subtotal}
            shipping={session.data.order.shipping}
            total={session.data.order.total}
          />
          {!open ? <Alert>{t("This payment is closed: {{status}}.", { status: isOrderStatus(session.data.status) ? t(ORDER_STATUS_LABELS[session.data.status]) : session.data.status })}</Alert> : null}
          {error ? <Alert tone="error">{error}</Alert> : null}
          <div className="flex flex-wrap justify-end gap-2">
            <Button variant="outline" disabled={busy !== null || !open} onClick={cancel}>
              {busy === "cancel" ? t("Cancelling…") : t("Cancel")}
            </Button>
            <Button size="lg" disabled={busy !== null || !open} onClick={pay}>
              {busy === "pay" ? t("Paying…") : t("Pay {{total}}", { total: formatMoney(session.data.order.total, session.data.order.currency) })}
            </Button>
          </div>
        </section>
      )}
    </div>
  );
}
