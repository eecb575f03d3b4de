import { useTranslation } from "react-i18next";
import { type OrderEventOut } from "@contracts/commerce";
import { formatDateTime } from "@/lib/format";
import { historyLabel } from "../lib/labels";

/** The order's status history, oldest first. */
export function OrderTimeline({ history }: { history: OrderEventOut[] }) {
  const { t } = useTranslation();
  if (history.length === 0) return <p className="text-sm text-ink-muted">{t("No updates yet.")}</p>;
  return (
    <ol aria-label={t("Order history")} className="relative grid gap-4 border-s-2 border-line-muted ps-5">
      {history.map((event, i) => (
        <li key={`${event.status}-${event.created_at}-${i}`} className="relative">
          <span aria-hidden className="absolute top-1.5 -start-[1.6rem] size-3 rounded-full border-2 border-surface bg-primary" />
          <p className="font-semibold text-ink">{historyLabel(event.status, t)}</p>
          <p className="text-xs text-ink-muted">
            <time dateTime={event.created_at}>{formatDateTime(event.created_at)}</time>
          </p>
          {event.note ? <p className="text-sm text-ink">{event.note}</p> : null}
        </li>
      ))}
    </ol>
  );
}
