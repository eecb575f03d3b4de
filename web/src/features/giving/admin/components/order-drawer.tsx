import { useTranslation } from "react-i18next";
import { formatDateTime, formatMoney, formatNumber } from "@/lib/format";
import { type OrderOut } from "@contracts/commerce";
import { PROVIDER_NAMES, historyLabel } from "../../causes/lib/labels";
import { Badge } from "@/components/ui/badge";
import { ErrorState, LoadingState } from "@/components/ui/query-states";
import { useOrder } from "../api/get-order";
import { FULFILMENT_BADGES, ORDER_STATUS_BADGES } from "../lib/labels";
import { Drawer, Facts } from "./drawer";
import { OrderActions } from "./order-actions";
import { isolate } from "@/lib/bidi";

function OrderDetails({ order }: { order: OrderOut }) {
  const { t } = useTranslation();
  const money = (n: number) => formatMoney(n, order.currency);
  const address = order.shipping_address;
  return (
    <div className="grid gap-6">
      <Facts
        items={[
          [t("Status"), <Badge key="s" variant={ORDER_STATUS_BADGES[order.status].variant}>{t(ORDER_STATUS_BADGES[order.status].label)}</Badge>],
          [t("Fulfilment"), <Badge key="f" variant={FULFILMENT_BADGES[order.fulfilment_status].variant}>{t(FULFILMENT_BADGES[order.fulfilment_status].label)}</Badge>],
          [t("Buyer"), t("{{name}} <{{email}}>", { name: isolate(order.contact.name), email: order.contact.email })],
          [t("Paid with"), order.provider ? t(PROVIDER_NAMES[order.provider]) : "—"],
          [t("Placed"), formatDateTime(order.created_at)],
          [t("Paid"), order.paid_at ? formatDateTime(order.paid_at) : t("Not paid")],
          ...(order.tracking_number ? ([[t("Tracking"), order.tracking_number]] as [string, string][]) : []),
          ...(order.refunded_amount > 0 ? ([[t("Refunded"), money(order.refunded_amount)]] as [string, string][]) : []),
          ...(address
            ? ([[t("Ship to"), [address.line1, address.line2, `${address.postal_code} ${address.city}`, address.region, address.country].filter(Boolean).join(", ")]] as [string, string][])
            : []),
        ]}
      />

      <OrderActions order={order} />

      <section aria-labelledby="order-lines" className="grid gap-2">
        <h3 id="order-lines" className="text-sm font-semibold">
          {t("Items")}
        </h3>
        <div className="overflow-x-auto">
          <table className="w-full text-start text-sm">
            <caption className="sr-only">{t("Items of order {{number}}", { number: order.number })}</caption>
            <thead>
              <tr className="border-b border-line-muted">
                <th scope="col" className="py-1 pe-3 font-medium">
                  {t("Item")}
                </th>
                <th scope="col" className="py-1 pe-3 text-end font-medium">
                  {t("Qty")}
                </th>
                <th scope="col" className="py-1 text-end font-medium">
                  {t("Amount")}
                </th>
              </tr>
            </thead>
            <tbody>
              {order.lines.map((l) => (
                <tr key={l.id} className="border-b border-line-muted">
                  <td className="py-1.5 pe-3">{l.title}</td>
                  <td className="py-1.5 pe-3 text-end tabular-nums">{formatNumber(l.quantity)}</td>
                  <td className="py-1.5 text-end tabular-nums">{money(l.amount)}</td>
                </tr>
              ))}
            </tbody>
            <tfoot>
              {order.shipping > 0 ? (
                <tr>
                  <th scope="row" colSpan={2} className="py-1 pe-3 text-end font-normal">
                    {t("Shipping")}
                  </th>
                  <td className="py-1 text-end tabular-nums">{money(order.shipping)}</td>
                </tr>
              ) : null}
              <tr>
                <th scope="row" colSpan={2} className="py-1 pe-3 text-end font-semibold">
                  {t("Total")}
                </th>
                <td className="py-1 text-end font-semibold tabular-nums">{money(order.total)}</td>
              </tr>
            </tfoot>
          </table>
        </div>
      </section>

      <section aria-labelledby="order-history" className="grid gap-2">
        <h3 id="order-history" className="text-sm font-semibold">
          {t("History")}
        </h3>
        <ol className="grid gap-2 border-s-2 border-line-muted ps-4">
          {order.history.map((h, i) => (
            <li key={`${h.created_at}-${i}`} className="grid text-sm">
              <span className="font-medium">{historyLabel(h.status, t)}</span>
              {h.note ? <span className="text-ink-muted">{h.note}</span> : null}
              <time dateTime={h.created_at} className="text-xs text-ink-muted">
                {formatDateTime(h.created_at)}
              </time>
            </li>
          ))}
        </ol>
      </section>
    </div>
  );
}

/** The order behind `orderId`, loaded fresh, with its actions; null closes the drawer. */
export function OrderDrawer({ orderId, onClose }: { orderId: string | null; onClose: () => void }) {
  const { t } = useTranslation();
  const order = useOrder(orderId);
  return (
    <Drawer open={orderId !== null} onOpenChange={(open) => (open ? null : onClose())} title={order.data ? t("Order {{number}}", { number: order.data.number }) : t("Order", { context: "purchase" })}>
      {order.isPending ? <LoadingState label={t("Loading the order")} /> : order.isError ? <ErrorState error={order.error} title={t("Could not load the order")} /> : <OrderDetails order={order.data} />}
    </Drawer>
  );
}
