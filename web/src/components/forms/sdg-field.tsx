import { useTranslation } from "react-i18next";
import { SDGS } from "@contracts/sdg-list";
import { FieldMessage } from "@/components/ui/field-message";

/** The Sustainable Development Goals as a group of checkboxes (goal numbers 1–17). */
export function SdgField({ value, onChange, error, idPrefix = "sdg" }: { value: number[]; onChange: (next: number[]) => void; error?: string; idPrefix?: string }) {
  const { t } = useTranslation();
  const toggle = (goal: number, on: boolean) => onChange(on ? [...new Set([...value, goal])].sort((a, b) => a - b) : value.filter((g) => g !== goal));
  return (
    <fieldset className="grid gap-2 md:col-span-2" aria-describedby={error ? `${idPrefix}-message` : undefined}>
      <legend className="text-sm font-semibold text-ink">{t("Sustainable Development Goals")}</legend>
      <ul className="grid gap-1.5 sm:grid-cols-2 lg:grid-cols-3">
        {SDGS.map((name, i) => {
          const goal = i + 1;
          const id = `${idPrefix}-${goal}`;
          return (
            <li key={name} className="flex items-start gap-2">
              <input
                id={id}
                type="checkbox"
                className="mt-0.5 size-4 rounded border-line-muted accent-[var(--color-primary)]"
                checked={value.includes(goal)}
                onChange={(e) => toggle(goal, e.target.checked)}
              />
              <label htmlFor={id} className="text-sm">
                {goal}. {t(name)}
              </label>
            </li>
          );
        })}
      </ul>
      <FieldMessage id={`${idPrefix}-message`} error={error} />
    </fieldset>
  );
}
