import { Link } from "react-router";
import { PROVIDER_LABELS, type PaymentEventOut } from "@contracts/commerce";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { EVENT_STATUS_BADGES, formatDateTime, isRetryable } from "../lib/labels";
import { Drawer, Facts } from "./drawer";
import { eventAmount } from "./payment-events-table";

/** One provider event in full: what the provider sent, what it touched and why it failed. */
export function PaymentEventDrawer({ event, onClose, onRetry, orderPath }: { event: PaymentEventOut | null; onClose: () => void; onRetry: (e: PaymentEventOut) => void; orderPath: (orderId: string) => string }) {
  return (
    <Drawer open={event !== null} onOpenChange={(open) => (open ? null : onClose())} title={event ? `Event ${event.type}` : "Event"} description={event ? PROVIDER_LABELS[event.provider] : undefined}>
      {event ? (
        <div className="grid gap-5">
          <Facts
            items={[
              ["Status", <Badge key="s" variant={EVENT_STATUS_BADGES[event.status].variant}>{EVENT_STATUS_BADGES[event.status].label}</Badge>],
              ["Raw type", <code key="t" className="font-mono text-xs break-all">{event.provider_type}</code>],
              ["Provider event id", <code key="i" className="font-mono text-xs break-all">{event.provider_event_id}</code>],
              [
                "Order",
                event.order_id ? (
                  <Link key="o" to={orderPath(event.order_id)} className="font-semibold text-primary-dark hover:underline">
                    {event.order_number ?? event.order_id}
                  </Link>
                ) : (
                  "—"
                ),
              ],
              ["Amount", eventAmount(event)],
              ["Attempts", String(event.attempts)],
              ["Received", formatDateTime(event.received_at)],
              ["Processed", event.processed_at ? formatDateTime(event.processed_at) : "Not yet"],
            ]}
          />
          <section aria-labelledby="event-last-error" className="grid gap-1">
            <h3 id="event-last-error" className="text-sm font-semibold">
              Last error
            </h3>
            {event.last_error ? (
              <pre className="max-h-60 overflow-auto rounded bg-red-50 p-3 text-xs whitespace-pre-wrap break-words text-red-900">{event.last_error}</pre>
            ) : (
              <p className="text-sm text-ink-muted">None.</p>
            )}
          </section>
          {isRetryable(event.status) ? (
            <div>
              <Button variant="danger" onClick={() => onRetry(event)}>
                Retry this event
              </Button>
            </div>
          ) : null}
        </div>
      ) : null}
    </Drawer>
  );
}
