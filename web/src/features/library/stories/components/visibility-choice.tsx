import { useTranslation } from "react-i18next";
import type { BookVisibility } from "@contracts/books";
import { FieldMessage } from "@/components/ui/field-message";
import { cn } from "@/lib/cn";
import { VISIBILITY_CHOICES } from "../lib/labels";

/** "Who can read it": three radio cards, each with a plain-language explanation. */
export function VisibilityChoice({ name, value, onChange, error }: { name: string; value: BookVisibility; onChange: (v: BookVisibility) => void; error?: string }) {
  const { t } = useTranslation();
  const messageId = `${name}-message`;
  return (
    <fieldset className="grid gap-2" aria-describedby={error ? messageId : undefined}>
      <legend className="mb-1 text-sm font-semibold text-ink">{t("Who can read it")}</legend>
      <div className="grid gap-2 md:grid-cols-3">
        {VISIBILITY_CHOICES.map((choice) => {
          const id = `${name}-${choice.value}`;
          const checked = value === choice.value;
          return (
            <label
              key={choice.value}
              htmlFor={id}
              className={cn("flex cursor-pointer items-start gap-3 rounded-lg border bg-surface p-3 text-sm", checked ? "border-primary ring-2 ring-primary" : "border-line-muted")}
            >
              <input id={id} type="radio" name={name} value={choice.value} checked={checked} onChange={() => onChange(choice.value)} aria-describedby={`${id}-help`} className="mt-1 size-4 accent-[var(--primary-color)]" />
              <span className="grid gap-0.5">
                <span className="font-semibold text-ink">{t(choice.label)}</span>
                <span id={`${id}-help`} className="text-ink-muted">
                  {t(choice.help)}
                </span>
              </span>
            </label>
          );
        })}
      </div>
      <FieldMessage id={messageId} error={error} />
    </fieldset>
  );
}
