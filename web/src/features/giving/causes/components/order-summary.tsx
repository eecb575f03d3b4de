import type { ReactNode } from "react";
import { type Currency } from "@contracts/money";
import { formatMoney } from "@/lib/format";
import { type OrderLineOut, type OrderStatus } from "@contracts/commerce";
import { Badge } from "@/components/ui/badge";
import { ORDER_STATUS_LABELS, orderStatusVariant } from "../lib/labels";

const KIND_LABELS: Record<OrderLineOut["kind"], string> = {
  donation: "Donation",
  course: "Course",
  teacher_training: "Teacher training",
  printed_book: "Printed book",
};

/** Lines with their amounts, then subtotal, shipping and total; `action` adds a control per line (Remove). */
export function OrderSummary({ lines, currency, subtotal, shipping, total, label = "Order summary", action }: {
  lines: OrderLineOut[];
  currency: Currency;
  subtotal: number;
  shipping: number;
  total: number;
  label?: string;
  action?: (line: OrderLineOut) => ReactNode;
}) {
  return (
    <div className="grid gap-3">
      <ul aria-label={label} className="divide-y divide-line-muted rounded-lg border border-line-muted">
        {lines.map((line) => (
          <li key={line.id || line.cart_item} className="flex flex-wrap items-center gap-x-4 gap-y-1 p-3">
            <div className="min-w-0 flex-1">
              <p className="font-semibold break-words text-ink">{line.title}</p>
              <p className="text-xs text-ink-muted">
                {KIND_LABELS[line.kind]}
                {line.quantity > 1 ? ` · ${line.quantity} × ${formatMoney(line.unit_amount, currency)}` : ""}
              </p>
            </div>
            <p className="font-semibold text-ink">{formatMoney(line.amount, currency)}</p>
            {action ? action(line) : null}
          </li>
        ))}
      </ul>
      <dl className="ms-auto grid w-full max-w-xs grid-cols-[1fr_auto] gap-x-4 gap-y-1 text-sm">
        <dt className="text-ink-muted">Subtotal</dt>
        <dd className="text-end">{formatMoney(subtotal, currency)}</dd>
        <dt className="text-ink-muted">Shipping</dt>
        <dd className="text-end">{shipping > 0 ? formatMoney(shipping, currency) : "Free"}</dd>
        <dt className="font-bold text-ink">Total</dt>
        <dd className="text-end font-bold text-ink" data-testid="order-total">
          {formatMoney(total, currency)}
        </dd>
      </dl>
    </div>
  );
}

export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  return <Badge variant={orderStatusVariant(status)}>{ORDER_STATUS_LABELS[status]}</Badge>;
}
