import type { ReactNode } from "react";
import { type TFunction } from "i18next";
import { useTranslation } from "react-i18next";
import { msg } from "@/lib/i18n";
import { type Currency } from "@contracts/money";
import { formatMoney, formatNumber } from "@/lib/format";
import { GIFT_LINE_PREFIX, type OrderLineOut, type OrderStatus } from "@contracts/commerce";
import { Badge } from "@/components/ui/badge";
import { ORDER_STATUS_LABELS, orderStatusVariant } from "../lib/labels";

const KIND_LABELS: Record<OrderLineOut["kind"], string> = {
  donation: msg("Donation"),
  course: msg("Course"),
  teacher_training: msg("Teacher training"),
  printed_book: msg("Printed book"),
};

/** A line's title to show: a gift's "Gift to {cause}" in the reader's language, the cause's name as written. */
export function lineTitle(line: OrderLineOut, t: TFunction): string {
  if (line.kind !== "donation" || !line.title.startsWith(GIFT_LINE_PREFIX)) return line.title;
  return t("Gift to {{cause}}", { cause: line.title.slice(GIFT_LINE_PREFIX.length) });
}

/** Lines with their amounts, then subtotal, shipping and total; `action` adds a control per line (Remove). */
export function OrderSummary({ lines, currency, subtotal, shipping, total, label, action }: {
  lines: OrderLineOut[];
  currency: Currency;
  subtotal: number;
  shipping: number;
  total: number;
  label?: string;
  action?: (line: OrderLineOut) => ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <div className="grid gap-3">
      <ul aria-label={label ?? t("Order summary")} className="divide-y divide-line-muted rounded-lg border border-line-muted">
        {lines.map((line) => (
          <li key={line.id || line.cart_item} className="flex flex-wrap items-center gap-x-4 gap-y-1 p-3">
            <div className="min-w-0 flex-1">
              <p className="font-semibold break-words text-ink">{lineTitle(line, t)}</p>
              <p className="text-xs text-ink-muted">
                {line.quantity > 1
                  ? t("{{kind}} · {{quantity}} × {{price}}", { kind: t(KIND_LABELS[line.kind]), quantity: formatNumber(line.quantity), price: formatMoney(line.unit_amount, currency) })
                  : t(KIND_LABELS[line.kind])}
              </p>
            </div>
            <p className="font-semibold text-ink">{formatMoney(line.amount, currency)}</p>
            {action ? action(line) : null}
          </li>
        ))}
      </ul>
      <dl className="ms-auto grid w-full max-w-xs grid-cols-[1fr_auto] gap-x-4 gap-y-1 text-sm">
        <dt className="text-ink-muted">{t("Subtotal")}</dt>
        <dd className="text-end">{formatMoney(subtotal, currency)}</dd>
        <dt className="text-ink-muted">{t("Shipping")}</dt>
        <dd className="text-end">{shipping > 0 ? formatMoney(shipping, currency) : t("Free")}</dd>
        <dt className="font-bold text-ink">{t("Total")}</dt>
        <dd className="text-end font-bold text-ink" data-testid="order-total">
          {formatMoney(total, currency)}
        </dd>
      </dl>
    </div>
  );
}

export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  const { t } = useTranslation();
  return <Badge variant={orderStatusVariant(status)}>{t(ORDER_STATUS_LABELS[status])}</Badge>;
}
