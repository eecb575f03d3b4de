import { Link, useParams, useSearchParams } from "react-router";
import { Trans, useTranslation } from "react-i18next";
import { FileText, Truck } from "lucide-react";
import { formatDateTime, formatMoney } from "@/lib/format";
import { paths } from "@/config/paths";
import { useOrder } from "@/features/giving/causes/api/get-order";
import { OrderStatusBadge, OrderSummary } from "@/features/giving/causes/components/order-summary";
import { OrderTimeline } from "@/features/giving/causes/components/order-timeline";
import { FULFILMENT_LABELS, PARTIALLY_REFUNDED } from "@/features/giving/causes/lib/labels";
import { orderKey } from "@/features/giving/causes/lib/order-access";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { PageHeader } from "@/components/ui/page-header";
import { ErrorState, LoadingState } from "@/components/ui/query-states";
import { isolate } from "@/lib/bidi";

/** /trackorder/{id}?key=: an order's status, history, tracking number and items. */
export default function TrackOrderPage() {
  const { t } = useTranslation();
  const { id = "" } = useParams();
  const [params] = useSearchParams();
  const key = orderKey(id, params.get("key"));
  const order = useOrder(id, key);
  if (order.isPending) return <LoadingState label={t("Loading the order")} />;
  if (order.isError) return <ErrorState error={order.error} title={t("We could not find this order")} />;
  const o = order.data;
  return (
    <div className="mx-auto grid w-full max-w-3xl gap-6">
      <PageHeader
        title={t("Order {{number}}", { number: o.number })}
        description={t("Placed {{date}} · {{total}}", { date: formatDateTime(o.created_at), total: formatMoney(o.total, o.currency) })}
        actions={
          <Button asChild variant="outline">
            <Link to={paths.giving.invoice("order", o.id, key)}>
              <FileText aria-hidden /> {t("Receipt")}
            </Link>
          </Button>
        }
      />
      <section aria-label={t("Status")} className="flex flex-wrap items-center gap-2">
        <OrderStatusBadge status={o.status} />
        {o.status === "paid" && o.refunded_amount > 0 ? <Badge variant="muted">{t(PARTIALLY_REFUNDED)}</Badge> : null}
        {o.fulfilment_status !== "not_required" ? <Badge variant="muted">{t(FULFILMENT_LABELS[o.fulfilment_status])}</Badge> : null}
        {o.paid_at ? <span className="text-sm text-ink-muted">{t("Paid {{date}}", { date: formatDateTime(o.paid_at) })}</span> : null}
      </section>
      {o.tracking_number ? (
        <p className="flex items-center gap-2 rounded-lg border border-line-muted bg-surface p-4 text-ink">
          <Truck className="size-5" aria-hidden />
          <span>
            <Trans i18nKey="Tracking number: <0>{{number}}</0>" values={{ number: o.tracking_number }} components={[<strong key="number" className="break-all" />]} />
          </span>
        </p>
      ) : null}
      {o.status === "on_hold" ? <p className="rounded-lg border border-amber-300 bg-amber-50 p-4 text-amber-950">{o.hold_reason ? t("This order is being reviewed by our staff. {{reason}}", { reason: isolate(o.hold_reason) }) : t("This order is being reviewed by our staff.")}</p> : null}
      <section aria-labelledby="history-heading" className="grid gap-3">
        <h2 id="history-heading" className="text-lg font-bold text-ink">
          {t("History")}
        </h2>
        <OrderTimeline history={o.history} />
      </section>
      <section aria-labelledby="items-heading" className="grid gap-3">
        <h2 id="items-heading" className="text-lg font-bold text-ink">
          {t("Items")}
        </h2>
        <OrderSummary lines={o.lines} currency={o.currency} subtotal={o.subtotal} shipping={o.shipping} total={o.total} label={t("Items in this order")} />
        {o.refunded_amount > 0 ? <p className="text-end text-sm text-ink">{t("Refunded: {{amount}}", { amount: formatMoney(o.refunded_amount, o.currency) })}</p> : null}
      </section>
    </div>
  );
}
