import { useId } from "react";
import { useTranslation } from "react-i18next";
import { formatNumber } from "@/lib/format";
import { Button } from "@/components/ui/button";
import { Select } from "@/components/ui/select";
import type { RosterFile } from "../lib/read-roster-file";
import { FIELD_LABELS, REQUIRED_FIELDS, ROSTER_FIELDS, type ColumnMapping } from "../lib/roster-rows";

/** Step 2: which column holds what; guessed from the header row, changeable here. */
export function ColumnMapper({ file, mapping, onChange, onContinue, onBack }: { file: RosterFile; mapping: ColumnMapping; onChange: (m: ColumnMapping) => void; onContinue: () => void; onBack: () => void }) {
  const { t } = useTranslation();
  const id = useId();
  const missing = REQUIRED_FIELDS.filter((f) => mapping[f] === null);
  const sample = (col: number | null) => (col === null ? "" : file.rows.slice(0, 3).map((r) => r[col] ?? "").filter(Boolean).join(", "));
  return (
    <section aria-labelledby={`${id}-title`} className="grid gap-4 rounded-lg border border-line-muted bg-surface p-4 sm:p-6">
      <h2 id={`${id}-title`} className="text-lg font-semibold text-ink">
        {t("2. Match the columns")}
      </h2>
      <p className="text-sm text-ink-muted">
        {t("{{file}}: {{count}} rows. Check which column of the file holds each detail.", { file: file.name, count: file.rows.length })}
      </p>
      <div className="grid gap-4 sm:grid-cols-2">
        {ROSTER_FIELDS.map((field) => (
          <div key={field} className="grid gap-1.5">
            <label htmlFor={`${id}-${field}`} className="text-sm font-medium text-ink">
              {REQUIRED_FIELDS.includes(field) ? t("{{field}} (required)", { field: t(FIELD_LABELS[field]) }) : t("{{field}} (optional)", { field: t(FIELD_LABELS[field]) })}
            </label>
            <Select
              id={`${id}-${field}`}
              value={mapping[field] === null ? "" : String(mapping[field])}
              aria-describedby={`${id}-${field}-sample`}
              onChange={(e) => onChange({ ...mapping, [field]: e.target.value === "" ? null : Number(e.target.value) })}
            >
              <option value="">{t("Not in the file")}</option>
              {file.header.map((h, i) => (
                <option key={i} value={i}>
                  {h || t("Column {{number}}", { number: formatNumber(i + 1) })}
                </option>
              ))}
            </Select>
            <p id={`${id}-${field}-sample`} className="min-h-4 truncate text-xs text-ink-muted">
              {sample(mapping[field]) ? t("e.g. {{sample}}", { sample: sample(mapping[field]) }) : ""}
            </p>
          </div>
        ))}
      </div>
      {mapping.parent_email !== null ? (
        <p className="text-sm text-ink-muted">{t("Parent emails are checked with the rows. After the import a school admin can invite those parents (with the parent's first and last name columns mapped), or give families the class's home-learning codes.")}</p>
      ) : null}
      {mapping.teacher_email !== null ? (
        <p className="text-sm text-ink-muted">{t("A class has one teacher: rows of the same class with two different teacher emails are shown as problems. After the import a school admin can invite those teachers for their classes.")}</p>
      ) : null}
      {missing.length ? (
        <p role="status" className="text-sm text-danger">
          {t("Choose the column for: {{fields}}.", { fields: missing.map((f) => t(FIELD_LABELS[f])).join(", ") })}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-2">
        <Button onClick={onContinue} disabled={missing.length > 0}>
          {t("Preview the rows")}
        </Button>
        <Button variant="outline" onClick={onBack}>
          {t("Choose another file")}
        </Button>
      </div>
    </section>
  );
}
