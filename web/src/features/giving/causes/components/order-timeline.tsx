import { type OrderEventOut } from "@contracts/commerce";
import { formatDate, historyLabel } from "../lib/labels";

/** The order's status history, oldest first. */
export function OrderTimeline({ history }: { history: OrderEventOut[] }) {
  if (history.length === 0) return <p className="text-sm text-ink-muted">No updates yet.</p>;
  return (
    <ol aria-label="Order history" className="relative grid gap-4 border-s-2 border-line-muted ps-5">
      {history.map((event, i) => (
        <li key={`${event.status}-${event.created_at}-${i}`} className="relative">
          <span aria-hidden className="absolute top-1.5 -start-[1.6rem] size-3 rounded-full border-2 border-surface bg-primary" />
          <p className="font-semibold text-ink">{historyLabel(event.status)}</p>
          <p className="text-xs text-ink-muted">
            <time dateTime={event.created_at}>{formatDate(event.created_at)}</time>
          </p>
          {event.note ? <p className="text-sm text-ink">{event.note}</p> : null}
        </li>
      ))}
    </ol>
  );
}
