import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Check, ExternalLink, X } from "lucide-react";
import type { BookOut } from "@contracts/books";
import { paths } from "@/config/paths";
import { formatDate } from "@/lib/format";
import { contentLang } from "@/lib/content-lang";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { CELL_LABEL, ROW_BUTTON, STACKED_ON_PHONES, TBody, TD, TH, THead, TR, Table } from "@/components/ui/table";
import { STATUS_BADGES, VISIBILITY_LABELS, fullName } from "../lib/labels";
import { isolate } from "@/lib/bidi";

/**
 * The school's books with approve/reject for those waiting for review. On a phone each book is a
 * block of labelled lines, so Approve and Reject are on the screen, not past a row's edge.
 */
export function ModerationTable({ books, busyId, onApprove, onReject }: { books: BookOut[]; busyId: string | null; onApprove: (book: BookOut) => void; onReject: (book: BookOut) => void }) {
  const { t } = useTranslation();
  return (
    <Table className={`sm:min-w-[860px] ${STACKED_ON_PHONES}`} label={t("Books")}>
      <caption className="sr-only">{t("The school's books")}</caption>
      <THead>
        <TR>
          <TH>{t("Book")}</TH>
          <TH>{t("Uploaded by")}</TH>
          <TH>{t("Status")}</TH>
          <TH>{t("Visibility")}</TH>
          <TH>{t("Uploaded")}</TH>
          <TH className="text-end">{t("Actions")}</TH>
        </TR>
      </THead>
      <TBody>
        {books.map((b) => {
          const badge = STATUS_BADGES[b.status];
          return (
            <TR key={b.id}>
              <TD data-label={t("Book")} className={CELL_LABEL}>
                <div className="grid max-w-xs">
                  <Link to={paths.book(b.id)} className="inline-flex items-center gap-1 font-medium text-primary-dark underline-offset-2 hover:underline">
                    <span {...contentLang(b.language)}>{b.title}</span> <ExternalLink className="size-3.5" aria-hidden />
                  </Link>
                  <span className="text-xs text-ink-muted">{t("by {{name}}", { name: isolate(b.author_name) })}</span>
                </div>
              </TD>
              <TD data-label={t("Uploaded by")} className={CELL_LABEL}>
                {fullName(b.uploader)}
              </TD>
              <TD data-label={t("Status")} className={CELL_LABEL}>
                <div className="grid max-w-xs gap-1">
                  <Badge variant={badge.variant} className="w-fit">
                    {t(badge.label)}
                  </Badge>
                  {b.status === "rejected" && b.rejection_reason ? <span className="text-xs break-words text-ink-muted">{b.rejection_reason}</span> : null}
                  {b.status === "failed" && b.processing_error ? <span className="text-xs break-words text-red-900">{b.processing_error}</span> : null}
                </div>
              </TD>
              <TD data-label={t("Visibility")} className={CELL_LABEL}>
                {t(VISIBILITY_LABELS[b.visibility])}
              </TD>
              <TD data-label={t("Uploaded")} className={`whitespace-nowrap ${CELL_LABEL}`}>
                {formatDate(b.created_at)}
              </TD>
              <TD className="text-end max-sm:text-start">
                {b.status === "pending_review" ? (
                  <div className="flex flex-wrap gap-2 sm:justify-end max-sm:pt-1">
                    <Button size="sm" className={ROW_BUTTON} onClick={() => onApprove(b)} disabled={busyId === b.id} aria-label={t("Approve {{title}}", { title: b.title })}>
                      <Check aria-hidden /> {t("Approve")}
                    </Button>
                    <Button size="sm" className={ROW_BUTTON} variant="outline" onClick={() => onReject(b)} disabled={busyId === b.id} aria-label={t("Reject {{title}}", { title: b.title })}>
                      <X aria-hidden /> {t("Reject")}
                    </Button>
                  </div>
                ) : (
                  <span className="text-ink-muted max-sm:hidden">—</span>
                )}
              </TD>
            </TR>
          );
        })}
      </TBody>
    </Table>
  );
}
