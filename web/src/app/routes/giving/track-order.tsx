import { Link, useParams, useSearchParams } from "react-router";
import { FileText, Truck } from "lucide-react";
import { formatMoney } from "@/lib/format";
import { paths } from "@/config/paths";
import { useOrder } from "@/features/giving/causes/api/get-order";
import { OrderStatusBadge, OrderSummary } from "@/features/giving/causes/components/order-summary";
import { OrderTimeline } from "@/features/giving/causes/components/order-timeline";
import { FULFILMENT_LABELS, formatDate } from "@/features/giving/causes/lib/labels";
import { orderKey } from "@/features/giving/causes/lib/order-access";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { PageHeader } from "@/components/ui/page-header";
import { ErrorState, LoadingState } from "@/components/ui/query-states";

/** /trackorder/{id}?key=: an order's status, history, tracking number and items. */
export default function TrackOrderPage() {
  const { id = "" } = useParams();
  const [params] = useSearchParams();
  const key = orderKey(id, params.get("key"));
  const order = useOrder(id, key);
  if (order.isPending) return <LoadingState label="Loading the order" />;
  if (order.isError) return <ErrorState error={order.error} title="We could not find this order" />;
  const o = order.data;
  return (
    <div className="mx-auto grid w-full max-w-3xl gap-6">
      <PageHeader
        title={`Order ${o.number}`}
        description={`Placed ${formatDate(o.created_at)} · ${formatMoney(o.total, o.currency)}`}
        actions={
          <Button asChild variant="outline">
            <Link to={paths.giving.invoice("order", o.id, key)}>
              <FileText aria-hidden /> Receipt
            </Link>
          </Button>
        }
      />
      <section aria-label="Status" className="flex flex-wrap items-center gap-2">
        <OrderStatusBadge status={o.status} />
        {o.fulfilment_status !== "not_required" ? <Badge variant="muted">{FULFILMENT_LABELS[o.fulfilment_status]}</Badge> : null}
        {o.paid_at ? <span className="text-sm text-ink-muted">Paid {formatDate(o.paid_at)}</span> : null}
      </section>
      {o.tracking_number ? (
        <p className="flex items-center gap-2 rounded-lg border border-line-muted bg-surface p-4 text-ink">
          <Truck className="size-5" aria-hidden /> Tracking number: <strong className="break-all">{o.tracking_number}</strong>
        </p>
      ) : null}
      {o.status === "on_hold" ? <p className="rounded-lg border border-amber-300 bg-amber-50 p-4 text-amber-950">This order is being reviewed by our staff{o.hold_reason ? `: ${o.hold_reason}` : ""}.</p> : null}
      <section aria-labelledby="history-heading" className="grid gap-3">
        <h2 id="history-heading" className="text-lg font-bold text-ink">
          History
        </h2>
        <OrderTimeline history={o.history} />
      </section>
      <section aria-labelledby="items-heading" className="grid gap-3">
        <h2 id="items-heading" className="text-lg font-bold text-ink">
          Items
        </h2>
        <OrderSummary lines={o.lines} currency={o.currency} subtotal={o.subtotal} shipping={o.shipping} total={o.total} label="Items in this order" />
      </section>
    </div>
  );
}
