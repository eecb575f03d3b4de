import { useTranslation } from "react-i18next";
import type { BookEventOut } from "@contracts/book-moderation";
import { cn } from "@/lib/cn";
import { formatDateTime } from "@/lib/format";
import { ErrorState, LoadingState } from "@/components/ui/query-states";
import { useBookEvents } from "../api/get-book-events";
import { EVENT_LABELS, FAILED_EVENTS, fullName } from "../lib/labels";
import { isolate } from "@/lib/bidi";

/** "error: file is not a PDF" lines from an event's detail; nested values as JSON. */
function DetailLines({ detail }: { detail: Record<string, unknown> }) {
  const entries = Object.entries(detail).filter(([, v]) => v !== null && v !== undefined && v !== "");
  if (entries.length === 0) return null;
  return (
    <dl className="mt-1 grid gap-0.5 text-xs text-ink-muted">
      {entries.map(([k, v]) => (
        <div key={k} className="flex flex-wrap gap-1">
          <dt className="font-medium">{k.replaceAll("_", " ")}:</dt>
          <dd className="break-words">{typeof v === "object" ? JSON.stringify(v) : String(v)}</dd>
        </div>
      ))}
    </dl>
  );
}

export function EventTimeline({ events }: { events: BookEventOut[] }) {
  const { t } = useTranslation();
  if (events.length === 0) return <p className="text-sm text-ink-muted">{t("No events recorded for this book.")}</p>;
  return (
    <ol className="grid gap-3 border-s-2 border-line-muted ps-4">
      {events.map((e) => {
        const failed = FAILED_EVENTS.has(e.kind);
        return (
          <li key={e.id} className="relative">
            <span aria-hidden className={cn("absolute top-1.5 -start-[1.4rem] size-3 rounded-full border-2 border-surface", failed ? "bg-red-600" : "bg-primary")} />
            <p className={cn("text-sm font-medium", failed && "text-red-900")}>
              {EVENT_LABELS[e.kind] ? t(EVENT_LABELS[e.kind]) : e.kind}
              <span className="font-normal text-ink-muted">
                {" · "}
                <time dateTime={e.created_at}>{formatDateTime(e.created_at)}</time>
                {e.actor ? ` · ${t("by {{name}}", { name: isolate(fullName(e.actor)) })}` : ""}
              </span>
            </p>
            <DetailLines detail={e.detail} />
          </li>
        );
      })}
    </ol>
  );
}

/** The history of one book, fetched when its row is opened. */
export function BookTimeline({ bookId, title }: { bookId: string; title: string }) {
  const { t } = useTranslation();
  const events = useBookEvents(bookId, true);
  if (events.isPending) return <LoadingState label={t("Loading the history of {{title}}", { title })} />;
  if (events.isError) return <ErrorState error={events.error} title={t("Could not load the history")} />;
  return <EventTimeline events={events.data} />;
}
