import { useId } from "react";
import { useTranslation } from "react-i18next";
import type { BookCategoryOut } from "@contracts/books";
import { Checkbox } from "@/components/ui/checkbox";
import { FieldMessage } from "@/components/ui/field-message";
import { Label } from "@/components/ui/label";

/** A fieldset of category checkboxes; `value` is the chosen ids. */
export function CategoryCheckboxes({ categories, value, onChange, error }: { categories: BookCategoryOut[]; value: string[]; onChange: (ids: string[]) => void; error?: string }) {
  const { t } = useTranslation();
  const id = useId();
  const toggle = (cid: string, on: boolean) => onChange(on ? [...value, cid] : value.filter((v) => v !== cid));
  return (
    <fieldset className="grid gap-2" aria-describedby={error ? `${id}-message` : undefined}>
      <legend className="mb-1 text-sm font-medium text-ink">{t("Categories")}</legend>
      {categories.length === 0 ? <p className="text-sm text-ink-muted">{t("No categories yet.")}</p> : null}
      <div className="grid gap-2 sm:grid-cols-2 lg:grid-cols-3">
        {categories.map((c) => (
          <div key={c.id} className="flex items-center gap-2">
            <Checkbox id={`${id}-${c.id}`} checked={value.includes(c.id)} onChange={(e) => toggle(c.id, e.target.checked)} />
            <Label htmlFor={`${id}-${c.id}`} className="font-normal">
              {c.name}
            </Label>
          </div>
        ))}
      </div>
      <FieldMessage id={`${id}-message`} error={error} />
    </fieldset>
  );
}
