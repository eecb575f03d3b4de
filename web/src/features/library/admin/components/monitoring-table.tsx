import { Fragment, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { ChevronDown, ChevronRight } from "lucide-react";
import type { BookMonitoringOut } from "@contracts/book-moderation";
import type { AdminTenant } from "@contracts/tenants";
import { paths } from "@/config/paths";
import { cn } from "@/lib/cn";
import { formatDateTime } from "@/lib/format";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { TBody, TD, TH, THead, TR, Table } from "@/components/ui/table";
import { EVENT_LABELS, STATUS_BADGES } from "../lib/labels";
import { BookTimeline } from "./book-timeline";
import { isolate } from "@/lib/bidi";

const COLUMNS = 6;

/** Every book's processing state; a row opens in place to show its whole history. */
export function MonitoringTable({ books, schools }: { books: BookMonitoringOut[]; schools?: AdminTenant[] }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState<Set<string>>(new Set());
  const toggle = (id: string) =>
    setOpen((prev) => {
      const next = new Set(prev);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  const schoolName = (id: string | null) => (id === null ? t("Platform") : (schools?.find((t) => t.id === id)?.school_name ?? id));

  return (
    <Table className="min-w-[900px]" label={t("Book monitoring")}>
      <caption className="sr-only">{t("Books with their processing state, failures first")}</caption>
      <THead>
        <TR>
          <TH>
            <span className="sr-only">{t("History")}</span>
          </TH>
          <TH>{t("Book")}</TH>
          <TH>{t("School")}</TH>
          <TH>{t("Status")}</TH>
          <TH>{t("Latest event")}</TH>
          <TH>{t("Processing error")}</TH>
        </TR>
      </THead>
      <TBody>
        {books.map((b) => {
          const badge = STATUS_BADGES[b.status];
          const failed = b.status === "failed";
          const expanded = open.has(b.id);
          const panelId = `history-${b.id}`;
          return (
            <Fragment key={b.id}>
              <TR className={cn(failed && "bg-red-50")}>
                <TD className={cn("w-12", failed && "border-s-4 border-s-red-600")}>
                  <Button size="icon" variant="ghost" aria-expanded={expanded} aria-controls={expanded ? panelId : undefined} aria-label={t("History of {{title}}", { title: b.title })} onClick={() => toggle(b.id)}>
                    {expanded ? <ChevronDown aria-hidden /> : <ChevronRight aria-hidden />}
                  </Button>
                </TD>
                <TD>
                  <div className="grid max-w-xs">
                    <Link to={paths.book(b.id)} className="font-medium text-primary-dark underline-offset-2 hover:underline">
                      {b.title}
                    </Link>
                    <span className="text-xs text-ink-muted">{t("by {{name}}", { name: isolate(b.author_name) })}</span>
                  </div>
                </TD>
                <TD>{schoolName(b.tenant_id)}</TD>
                <TD>
                  <Badge variant={badge.variant}>{t(badge.label)}</Badge>
                </TD>
                <TD className="whitespace-nowrap">
                  {b.latest_event ? (
                    <div className="grid">
                      <span>{EVENT_LABELS[b.latest_event.kind] ? t(EVENT_LABELS[b.latest_event.kind]) : b.latest_event.kind}</span>
                      <time className="text-xs text-ink-muted" dateTime={b.latest_event.created_at}>
                        {formatDateTime(b.latest_event.created_at)}
                      </time>
                    </div>
                  ) : (
                    <span className="text-ink-muted">—</span>
                  )}
                </TD>
                <TD>{b.processing_error ? <span className="block max-w-sm break-words text-red-900">{b.processing_error}</span> : <span className="text-ink-muted">—</span>}</TD>
              </TR>
              {expanded ? (
                <TR>
                  <TD colSpan={COLUMNS} className="bg-surface-alt">
                    <section id={panelId} aria-label={t("History of {{title}}", { title: b.title })} className="px-2 py-1">
                      <BookTimeline bookId={b.id} title={b.title} />
                    </section>
                  </TD>
                </TR>
              ) : null}
            </Fragment>
          );
        })}
      </TBody>
    </Table>
  );
}
