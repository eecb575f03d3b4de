import { useTranslation } from "react-i18next";
import { formatDateTime, formatMoney } from "@/lib/format";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { TBody, TD, TH, THead, TR, Table } from "@/components/ui/table";
import { cn } from "@/lib/cn";
import type { AdminOrderRow } from "../api/get-orders";
import { FULFILMENT_BADGES, ORDER_STATUS_BADGES } from "../lib/labels";

/** Orders, newest first; an on-hold order is marked so it is not missed. */
export function OrdersTable({ orders, onOpen }: { orders: AdminOrderRow[]; onOpen: (id: string) => void }) {
  const { t } = useTranslation();
  return (
    <Table className="min-w-[880px]" label={t("Orders")}>
      <caption className="sr-only">{t("Orders, newest first")}</caption>
      <THead>
        <TR>
          <TH>{t("Order", { context: "purchase" })}</TH>
          <TH>{t("School")}</TH>
          <TH>{t("Buyer")}</TH>
          <TH className="text-end">{t("Total")}</TH>
          <TH>{t("Status")}</TH>
          <TH>{t("Fulfilment")}</TH>
          {/* relative: keeps the visually hidden label inside the table's scrolling frame. */}
          <TH className="relative">
            <span className="sr-only">{t("Actions")}</span>
          </TH>
        </TR>
      </THead>
      <TBody>
        {orders.map((o) => {
          const status = ORDER_STATUS_BADGES[o.status];
          const fulfilment = FULFILMENT_BADGES[o.fulfilment_status];
          const held = o.status === "on_hold";
          return (
            <TR key={o.id} className={cn(held && "bg-red-50")}>
              <TD className={cn(held && "border-s-4 border-s-red-600")}>
                <div className="grid">
                  <span className="font-mono font-semibold">{o.number}</span>
                  <time dateTime={o.created_at} className="text-xs text-ink-muted">
                    {formatDateTime(o.created_at)}
                  </time>
                </div>
              </TD>
              <TD>{o.school_name || <span className="text-ink-muted">—</span>}</TD>
              <TD>
                <div className="grid max-w-[14rem]">
                  <span className="font-medium">{o.contact.name}</span>
                  <span className="truncate text-xs text-ink-muted">{o.contact.email}</span>
                </div>
              </TD>
              <TD className="text-end whitespace-nowrap tabular-nums">
                {formatMoney(o.total, o.currency)}
                {o.refunded_amount > 0 ? <span className="block text-xs text-ink-muted">{t("−{{amount}} refunded", { amount: formatMoney(o.refunded_amount, o.currency) })}</span> : null}
              </TD>
              <TD>
                <Badge variant={status.variant}>{t(status.label)}</Badge>
              </TD>
              <TD>
                <Badge variant={fulfilment.variant}>{t(fulfilment.label)}</Badge>
              </TD>
              <TD className="text-end">
                <Button size="sm" variant="outline" onClick={() => onOpen(o.id)} aria-label={t("Manage order {{number}}", { number: o.number })}>
                  {t("Manage")}
                </Button>
              </TD>
            </TR>
          );
        })}
      </TBody>
    </Table>
  );
}
