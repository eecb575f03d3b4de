import { useTranslation } from "react-i18next";
import { ImageIcon, Lock, Pencil, Trash2 } from "lucide-react";
import type { AdminMode } from "@contracts/school-admin";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { TBody, TD, TH, THead, TR, Table } from "@/components/ui/table";

/** A school's switchboard modes in display order, each with Edit and Delete. */
export function ModesTable({ modes, onEdit, onDelete }: { modes: AdminMode[]; onEdit: (m: AdminMode) => void; onDelete: (m: AdminMode) => void }) {
  const { t } = useTranslation();
  return (
    <Table className="min-w-[640px]" label={t("Modes")}>
      <caption className="sr-only">{t("Modes in display order")}</caption>
      <THead>
        <TR>
          <TH>
            <span className="sr-only">{t("Image")}</span>
          </TH>
          <TH>{t("Name")}</TH>
          <TH>{t("Locked")}</TH>
          <TH>{t("Active")}</TH>
          <TH>{t("Status")}</TH>
          <TH className="text-end">{t("Order")}</TH>
          <TH>
            <span className="sr-only">{t("Actions")}</span>
          </TH>
        </TR>
      </THead>
      <TBody>
        {modes.map((m) => (
          <TR key={m.id}>
            <TD className="w-16">
              {m.image ? (
                <img src={m.image} alt="" className="size-10 rounded-md object-cover" />
              ) : (
                <span aria-hidden className="flex size-10 items-center justify-center rounded-md bg-surface-alt text-ink-muted">
                  <ImageIcon className="size-4" />
                </span>
              )}
            </TD>
            <TD className="font-semibold">{m.name}</TD>
            <TD>
              {m.locked ? (
                <Badge variant="warning" className="gap-1">
                  <Lock className="size-3" aria-hidden /> {t("Locked")}
                </Badge>
              ) : (
                <span className="text-ink-muted">{t("No")}</span>
              )}
            </TD>
            <TD>{m.active ? <Badge variant="success">{t("Yes")}</Badge> : <Badge variant="muted">{t("No")}</Badge>}</TD>
            <TD>
              <Badge variant={m.status === "ACTIVE" ? "success" : "muted"}>{m.status === "ACTIVE" ? t("Active") : t("Inactive")}</Badge>
            </TD>
            <TD className="text-end tabular-nums">{m.sort_order}</TD>
            <TD>
              <div className="flex justify-end gap-1">
                <Button variant="ghost" size="sm" onClick={() => onEdit(m)} aria-label={t("Edit {{name}}", { name: m.name })}>
                  <Pencil aria-hidden /> {t("Edit")}
                </Button>
                <Button variant="ghost" size="sm" className="text-danger" onClick={() => onDelete(m)} aria-label={t("Delete {{name}}", { name: m.name })}>
                  <Trash2 aria-hidden /> {t("Delete")}
                </Button>
              </div>
            </TD>
          </TR>
        ))}
      </TBody>
    </Table>
  );
}
