import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Eye, Pencil, Star } from "lucide-react";
import type { BookOut } from "@contracts/books";
import type { AdminTenant } from "@contracts/tenants";
import { adminPanelPaths } from "@/config/admin-panel-paths";
import { formatDate } from "@/lib/format";
import { contentLang } from "@/lib/content-lang";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { TBody, TD, TH, THead, TR, Table } from "@/components/ui/table";
import { STATUS_BADGES, VISIBILITY_LABELS, fullName } from "../lib/labels";
import { isolate } from "@/lib/bidi";

/** Every book on the platform for staff, with view and edit links. */
export function BooksTable({ books, schools }: { books: BookOut[]; schools?: AdminTenant[] }) {
  const { t } = useTranslation();
  const schoolName = (id: string | null) => (id === null ? t("Platform") : (schools?.find((t) => t.id === id)?.school_name ?? id));
  return (
    <Table className="min-w-[900px]" label={t("Books")}>
      <caption className="sr-only">{t("Books")}</caption>
      <THead>
        <TR>
          <TH>{t("Book")}</TH>
          <TH>{t("School")}</TH>
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
                  <Link to={adminPanelPaths.viewBook(b.id)} className="font-medium text-primary-dark underline-offset-2 hover:underline" {...contentLang(b.language)}>
                    {b.title}
                  </Link>
                  <span className="flex items-center gap-1 text-xs text-ink-muted">
                    {t("by {{name}}", { name: isolate(b.author_name) })}
                    {b.featured ? (
                      <span className="inline-flex items-center gap-0.5 text-amber-800">
                        <Star className="size-3" aria-hidden /> {t("Featured")}
                      </span>
                    ) : null}
                  </span>
                </div>
              </TD>
              <TD>{schoolName(b.tenant_id)}</TD>
              <TD>{fullName(b.uploader)}</TD>
              <TD>
                <Badge variant={badge.variant}>{t(badge.label)}</Badge>
              </TD>
              <TD>{t(VISIBILITY_LABELS[b.visibility])}</TD>
              <TD className="whitespace-nowrap">{formatDate(b.created_at)}</TD>
              <TD>
                <div className="flex justify-end gap-2">
                  <Button size="sm" variant="outline" asChild>
                    <Link to={adminPanelPaths.viewBook(b.id)} aria-label={t("View {{title}}", { title: b.title })}>
                      <Eye aria-hidden /> {t("View")}
                    </Link>
                  </Button>
                  <Button size="sm" variant="outline" asChild>
                    <Link to={adminPanelPaths.book(b.id)} aria-label={t("Edit {{title}}", { title: b.title })}>
                      <Pencil aria-hidden /> {t("Edit")}
                    </Link>
                  </Button>
                </div>
              </TD>
            </TR>
          );
        })}
      </TBody>
    </Table>
  );
}
