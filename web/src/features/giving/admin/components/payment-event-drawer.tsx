import { Link } from "react-router";
import { useTranslation } from "react-i18next";
import { type PaymentEventOut } from "@contracts/commerce";
import { formatDateTime, formatNumber } from "@/lib/format";
import { PROVIDER_NAMES } from "../../causes/lib/labels";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { EVENT_STATUS_BADGES, isRetryable } from "../lib/labels";
import { Drawer, Facts } from "./drawer";
import { eventAmount } from "./payment-events-table";

/** One provider event in full: what the provider sent, what it touched and why it failed. */
export function PaymentEventDrawer({ event, onClose, onRetry, orderPath }: { event: PaymentEventOut | null; onClose: () => void; onRetry: (e: PaymentEventOut) => void; orderPath: (orderId: string) => string }) {
  const { t } = useTranslation();
  return (
    <Drawer open={event !== null} onOpenChange={(open) => (open ? null : onClose())} title={event ? t("Event {{type}}", { type: event.type }) : t("Event")}
      description={event ? t(PROVIDER_NAMES[event.provider]) : undefined}
    >
      {event ? (
        <div className="grid gap-5">
          <Facts
            items={[
              [t("Status"), <Badge key="s" variant={EVENT_STATUS_BADGES[event.status].variant}>{t(EVENT_STATUS_BADGES[event.status].label)}</Badge>],
              [t("Raw type"), <code key="t" className="font-mono text-xs break-all">{event.provider_type}</code>],
              [t("Provider event id"), <code key="i" className="font-mono text-xs break-all">{event.provider_event_id}</code>],
              [
                t("Order", { context: "purchase" }),
                event.order_id ? (
                  <Link key="o" to={orderPath(event.order_id)} className="font-semibold text-primary-dark hover:underline">
                    {event.order_number ?? event.order_id}
                  </Link>
                ) : (
                  "—"
                ),
              ],
              [t("Amount"), eventAmount(event)],
              [t("Attempts"), formatNumber(event.attempts)],
              [t("Received"), formatDateTime(event.received_at)],
              [t("Processed"), event.processed_at ? formatDateTime(event.processed_at) : t("Not yet")],
            ]}
          />
          <section aria-labelledby="event-last-error" className="grid gap-1">
            <h3 id="event-last-error" className="text-sm font-semibold">
              {t("Last error")}
            </h3>
            {event.last_error ? (
              <pre className="max-h-60 overflow-auto rounded bg-red-50 p-3 text-xs whitespace-pre-wrap break-words text-red-900">{event.last_error}</pre>
            ) : (
              <p className="text-sm text-ink-muted">{t("None.")}</p>
            )}
          </section>
          {isRetryable(event.status) ? (
            <div>
              <Button variant="danger" onClick={() => onRetry(event)}>
                {t("Retry this event")}
              </Button>
            </div>
          ) : null}
        </div>
      ) : null}
    </Drawer>
  );
}
