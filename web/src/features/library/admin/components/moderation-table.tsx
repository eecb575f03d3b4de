import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Check, ExternalLink, X } from "lucide-react";
import type { BookOut } from "@contracts/books";
import { paths } from "@/config/paths";
import { formatDate } from "@/lib/format";
import { contentLang } from "@/lib/content-lang";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { TBody, TD, TH, THead, TR, Table } from "@/components/ui/table";
import { STATUS_BADGES, VISIBILITY_LABELS, fullName } from "../lib/labels";
import { isolate } from "@/lib/bidi";

/** The school's books with approve/reject for those waiting for review. */
export function ModerationTable({ books, busyId, onApprove, onReject }: { books: BookOut[]; busyId: string | null; onApprove: (book: BookOut) => void; onReject: (book: BookOut) => void }) {
  const { t } = useTranslation();
  return (
    <Table className="min-w-[860px]" label={t("Books")}>
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
              <TD>
                <div className="grid max-w-xs">
                  <Link to={paths.book(b.id)} className="inline-flex items-center gap-1 font-medium text-primary-dark underline-offset-2 hover:underline">
                    <span {...contentLang(b.language)}>{b.title}</span> <ExternalLink className="size-3.5" aria-hidden />
                  </Link>
                  <span className="text-xs text-ink-muted">{t("by {{name}}", { name: isolate(b.author_name) })}</span>
                </div>
              </TD>
              <TD>{fullName(b.uploader)}</TD>
              <TD>
                <div className="grid max-w-xs gap-1">
                  <Badge variant={badge.variant} className="w-fit">
                    {t(badge.label)}
                  </Badge>
                  {b.status === "rejected" && b.rejection_reason ? <span className="text-xs break-words text-ink-muted">{b.rejection_reason}</span> : null}
                  {b.status === "failed" && b.processing_error ? <span className="text-xs break-words text-red-900">{b.processing_error}</span> : null}
                </div>
              </TD>
              <TD>{t(VISIBILITY_LABELS[b.visibility])}</TD>
              <TD className="whitespace-nowrap">{formatDate(b.created_at)}</TD>
              <TD className="text-end">
                {b.status === "pending_review" ? (
                  <div className="flex justify-end gap-2">
                    <Button size="sm" onClick={() => onApprove(b)} disabled={busyId === b.id} aria-label={t("Approve {{title}}", { title: b.title })}>
                      <Check aria-hidden /> {t("Approve")}
                    </Button>
                    <Button size="sm" variant="outline" onClick={() => onReject(b)} disabled={busyId === b.id} aria-label={t("Reject {{title}}", { title: b.title })}>
                      <X aria-hidden /> {t("Reject")}
                    </Button>
                  </div>
                ) : (
                  <span className="text-ink-muted">—</span>
                )}
              </TD>
            </TR>
          );
        })}
      </TBody>
    </Table>
  );
}
