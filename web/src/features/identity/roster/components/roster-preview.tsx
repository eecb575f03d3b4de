import { useId, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { formatNumber } from "@/lib/format";
import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import { Input } from "@/components/ui/input";
import { Table, TBody, TD, TH, THead, TR } from "@/components/ui/table";
import { cn } from "@/lib/cn";
import { FIELD_LABELS, ROSTER_FIELDS, type ColumnMapping, type DraftRow, type RosterField } from "../lib/roster-rows";

const PAGE = 50;
export type RowErrors = Map<number, Partial<Record<RosterField, string>>>;

/**
 * Step 3: every row with its problems. A row is fixed in place (its cells are inputs) or skipped;
 * "only rows with problems" narrows the list. Fifty rows a page keeps a 5,000-row file responsive.
 */
export function RosterPreview({ rows, mapping, errors, onEdit, onSkip }: {
  rows: DraftRow[];
  mapping: ColumnMapping;
  errors: RowErrors;
  onEdit: (row: number, field: RosterField, value: string) => void;
  onSkip: (row: number, skipped: boolean) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [onlyProblems, setOnlyProblems] = useState(false);
  const [page, setPage] = useState(0);
  const fields = ROSTER_FIELDS.filter((f) => mapping[f] !== null);
  const shown = useMemo(() => (onlyProblems ? rows.filter((r) => errors.has(r.row)) : rows), [rows, errors, onlyProblems]);
  const pages = Math.max(1, Math.ceil(shown.length / PAGE));
  const current = Math.min(page, pages - 1);
  const slice = shown.slice(current * PAGE, current * PAGE + PAGE);

  return (
    <div className="grid gap-3">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <label className="flex items-center gap-2 text-sm text-ink">
          <Checkbox checked={onlyProblems} onChange={(e) => (setOnlyProblems(e.target.checked), setPage(0))} />
          {t("Only rows with problems")}
        </label>
        {pages > 1 ? (
          <nav aria-label={t("Preview pages")} className="flex items-center gap-2 text-sm">
            <Button variant="outline" size="sm" disabled={current === 0} onClick={() => setPage(current - 1)}>
              {t("Previous")}
            </Button>
            <span aria-live="polite">
              {t("Page {{page}} of {{pages}}", { page: formatNumber(current + 1), pages: formatNumber(pages) })}
            </span>
            <Button variant="outline" size="sm" disabled={current >= pages - 1} onClick={() => setPage(current + 1)}>
              {t("Next")}
            </Button>
          </nav>
        ) : null}
      </div>
      <Table label={t("Rows to import")}>
        <THead>
          <TR>
            <TH>{t("Row")}</TH>
            {fields.map((f) => (
              <TH key={f}>{t(FIELD_LABELS[f])}</TH>
            ))}
            <TH>{t("Skip")}</TH>
          </TR>
        </THead>
        <TBody>
          {slice.map((r) => {
            const rowErrors = errors.get(r.row) ?? {};
            return (
              <TR key={r.row} className={cn(r.skipped && "opacity-60", !r.skipped && errors.has(r.row) && "bg-danger/5")} data-testid={`preview-row-${r.row}`}>
                <TD className="font-mono text-xs">{r.row}</TD>
                {fields.map((f) => {
                  const inputId = `${id}-${r.row}-${f}`;
                  const error = r.skipped ? undefined : rowErrors[f];
                  return (
                    <TD key={f} className="min-w-36 align-top">
                      <Input
                        id={inputId}
                        aria-label={t("{{field}}, row {{row}}", { field: t(FIELD_LABELS[f]), row: r.row })}
                        value={r.values[f]}
                        disabled={r.skipped}
                        aria-invalid={error ? true : undefined}
                        aria-describedby={error ? `${inputId}-error` : undefined}
                        onChange={(e) => onEdit(r.row, f, e.target.value)}
                        className="h-9"
                      />
                      {error ? (
                        <p id={`${inputId}-error`} className="mt-1 text-xs text-danger">
                          {t(error)}
                        </p>
                      ) : null}
                    </TD>
                  );
                })}
                <TD className="align-top">
                  <Checkbox aria-label={t("Skip row {{row}}", { row: r.row })} checked={r.skipped} onChange={(e) => onSkip(r.row, e.target.checked)} />
                </TD>
              </TR>
            );
          })}
        </TBody>
      </Table>
      {slice.length === 0 ? <p className="text-sm text-ink-muted">{t("No rows with problems.")}</p> : null}
    </div>
  );
}
