import { useTranslation } from "react-i18next";
import { formatDate, formatMoney, formatNumber, formatTime } from "@/lib/format";
import { type PaymentEventOut } from "@contracts/commerce";
import { PROVIDER_NAMES } from "../../causes/lib/labels";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { TBody, TD, TH, THead, TR, Table } from "@/components/ui/table";
import { cn } from "@/lib/cn";
import { EVENT_STATUS_BADGES, isRetryable } from "../lib/labels";

export const eventAmount = (e: PaymentEventOut) => (e.amount !== null && e.currency ? formatMoney(e.amount, e.currency) : "—");

/** Provider events in the API's order (dead and failed first); failures are marked, not only coloured. */
export function PaymentEventsTable({ events, onOpen, onRetry }: { events: PaymentEventOut[]; onOpen: (e: PaymentEventOut) => void; onRetry: (e: PaymentEventOut) => void }) {
  const { t } = useTranslation();
  return (
    <Table className="min-w-[900px]" label={t("Payment events")}>
      <caption className="sr-only">{t("Payment provider events, failures first, then the newest")}</caption>
      <THead>
        <TR>
          <TH>{t("Status")}</TH>
          <TH>{t("Event")}</TH>
          <TH>{t("Provider")}</TH>
          <TH>{t("Order", { context: "purchase" })}</TH>
          <TH className="text-end">{t("Amount")}</TH>
          <TH className="text-end">{t("Attempts")}</TH>
          <TH>{t("Received")}</TH>
          {/* relative: keeps the visually hidden label inside the table's scrolling frame. */}
          <TH className="relative">
            <span className="sr-only">{t("Actions")}</span>
          </TH>
        </TR>
      </THead>
      <TBody>
        {events.map((e) => {
          const badge = EVENT_STATUS_BADGES[e.status];
          const failed = isRetryable(e.status);
          return (
            <TR key={e.id} className={cn(failed && "bg-red-50")}>
              <TD className={cn(failed && "border-s-4 border-s-red-600")}>
                <Badge variant={badge.variant}>{t(badge.label)}</Badge>
              </TD>
              <TD>
                <div className="grid max-w-xs">
                  <span className="font-medium">{e.type}</span>
                  <span className="truncate font-mono text-xs text-ink-muted" title={e.provider_type}>
                    {e.provider_type}
                  </span>
                  {e.last_error ? (
                    <span className="truncate text-xs text-red-900" title={e.last_error}>
                      {e.last_error}
                    </span>
                  ) : null}
                </div>
              </TD>
              <TD>{PROVIDER_NAMES[e.provider] ? t(PROVIDER_NAMES[e.provider]) : e.provider}</TD>
              <TD className="font-mono text-xs">{e.order_number ?? <span className="text-ink-muted">—</span>}</TD>
              <TD className="text-end whitespace-nowrap tabular-nums">{eventAmount(e)}</TD>
              <TD className="text-end tabular-nums">{formatNumber(e.attempts)}</TD>
              <TD>
                {/* The date over its time, and the actions stacked when they must: the table fits 1280 px. */}
                <time dateTime={e.received_at} className="grid">
                  <span className="whitespace-nowrap">{formatDate(e.received_at)}</span>
                  <span className="whitespace-nowrap text-xs text-ink-muted">{formatTime(e.received_at)}</span>
                </time>
              </TD>
              <TD>
                <div className="flex flex-wrap justify-end gap-2">
                  <Button size="sm" variant="outline" onClick={() => onOpen(e)} aria-label={t("Details of {{type}} event {{id}}", { type: e.type, id: e.provider_event_id })}>
                    {t("Details")}
                  </Button>
                  {failed ? (
                    <Button size="sm" variant="danger" onClick={() => onRetry(e)} aria-label={t("Retry {{type}} event {{id}}", { type: e.type, id: e.provider_event_id })}>
                      {t("Retry")}
                    </Button>
                  ) : null}
                </div>
              </TD>
            </TR>
          );
        })}
      </TBody>
    </Table>
  );
}
