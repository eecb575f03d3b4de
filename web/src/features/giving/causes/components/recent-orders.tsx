import { type ReactNode } from "react";
import { Link } from "react-router";
import { Trans, useTranslation } from "react-i18next";
import { formatDate, formatMoney } from "@/lib/format";
import { paths } from "@/config/paths";
import { errorMessage } from "@/lib/api-client";
import { Spinner } from "@/components/ui/spinner";
import { useMyOrders } from "../api/get-my-orders";
import { OrderStatusBadge } from "./order-summary";

/**
 * The signed-in user's latest orders (GET /orders/mine/), newest first: each with its date, total
 * and status, linked to its tracking page and its receipt (the invoice page, which a signed-in buyer
 * opens without a key). Shown by the payment result page without an order, and by the dashboard.
 */
export function RecentOrders({ limit, empty }: { limit: number; empty?: ReactNode }) {
  const { t } = useTranslation();
  const orders = useMyOrders(limit);
  if (orders.isPending) return <Spinner label={t("Loading your orders")} />;
  if (orders.isError)
    return (
      <p role="alert" className="text-sm text-ink-muted">
        {t("Your orders could not be loaded: {{error}}", { error: errorMessage(orders.error) })}
      </p>
    );
  if (orders.data.results.length === 0) return empty ?? <p className="text-sm text-ink-muted">{t("You have no orders yet.")}</p>;
  return (
    <ul aria-label={t("Your recent orders")} className="divide-y divide-line-muted rounded-lg border border-line-muted">
      {orders.data.results.map((o) => (
        <li key={o.id} className="flex flex-wrap items-center gap-x-4 gap-y-1 p-3">
          {/* A phone's row (412 px) wraps: the order on its own line, then total, status and receipt; every link a finger's height. */}
          <Link to={paths.giving.trackOrder(o.id)} className="flex min-h-6 min-w-0 flex-1 basis-48 items-center font-semibold wrap-anywhere text-primary hover:underline pointer-coarse:min-h-11">
            <span>
              <Trans
                i18nKey="Order {{number}} <0>· {{date}}</0>"
                values={{ number: o.number, date: formatDate(o.created_at) }}
                components={[<span key="date" className="font-normal text-ink-muted" />]}
              />
            </span>
          </Link>
          <span className="font-semibold text-ink">{formatMoney(o.total, o.currency)}</span>
          <OrderStatusBadge status={o.status} />
          <Link to={paths.giving.invoice("order", o.id)} aria-label={t("Receipt for order {{number}}", { number: o.number })} className="inline-flex min-h-6 items-center text-sm text-primary underline pointer-coarse:min-h-11">
            {t("Receipt")}
          </Link>
        </li>
      ))}
    </ul>
  );
}
