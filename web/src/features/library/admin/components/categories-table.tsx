import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { ImageIcon, Pencil, Trash2 } from "lucide-react";
import type { BookCategoryOut } from "@contracts/books";
import { Badge } from "@/components/ui/badge";
import { formatNumber } from "@/lib/format";
import { Button } from "@/components/ui/button";
import { TBody, TD, TH, THead, TR, Table } from "@/components/ui/table";

/** Categories in their order; `canEdit` says which rows this area may change (a school cannot edit platform-wide ones). */
export function CategoriesTable({ categories, editPath, canEdit, onDelete }: {
  categories: BookCategoryOut[];
  editPath: (id: string) => string;
  canEdit: (c: BookCategoryOut) => boolean;
  onDelete: (c: BookCategoryOut) => void;
}) {
  const { t } = useTranslation();
  return (
    <Table className="min-w-[640px]" label={t("Book categories")}>
      <caption className="sr-only">{t("Book categories in their order")}</caption>
      <THead>
        <TR>
          <TH>{t("Image")}</TH>
          <TH>{t("Name")}</TH>
          <TH>{t("Slug")}</TH>
          <TH className="text-end">{t("Order")}</TH>
          <TH className="text-end">{t("Actions")}</TH>
        </TR>
      </THead>
      <TBody>
        {categories.map((c) => (
          <TR key={c.id}>
            <TD>
              {c.image ? (
                <img src={c.image} alt="" className="size-10 rounded-md object-cover" loading="lazy" />
              ) : (
                <span className="flex size-10 items-center justify-center rounded-md bg-surface-alt text-ink-muted">
                  <ImageIcon className="size-4" aria-hidden />
                </span>
              )}
            </TD>
            <TD>
              <div className="flex flex-wrap items-center gap-2">
                <span className="font-medium">{c.name}</span>
                {c.platform ? <Badge variant="muted">{t("Platform-wide")}</Badge> : null}
              </div>
            </TD>
            <TD className="font-mono text-xs">{c.slug}</TD>
            <TD className="text-end tabular-nums">{formatNumber(c.sort_order)}</TD>
            <TD>
              {canEdit(c) ? (
                <div className="flex justify-end gap-2">
                  <Button size="sm" variant="outline" asChild>
                    <Link to={editPath(c.id)} aria-label={t("Edit {{title}}", { title: c.name })}>
                      <Pencil aria-hidden /> {t("Edit")}
                    </Link>
                  </Button>
                  <Button size="sm" variant="outline" onClick={() => onDelete(c)} aria-label={t("Delete {{name}}", { name: c.name })}>
                    <Trash2 aria-hidden /> {t("Delete")}
                  </Button>
                </div>
              ) : (
                <span className="block text-end text-xs text-ink-muted">{t("Managed by platform staff")}</span>
              )}
            </TD>
          </TR>
        ))}
      </TBody>
    </Table>
  );
}
