import { useFieldArray, type Control, type FieldErrors, type UseFormRegister } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { Plus, Trash2 } from "lucide-react";
import { formatNumber } from "@/lib/format";
import { Button } from "@/components/ui/button";
import { FieldMessage } from "@/components/ui/field-message";
import { Input } from "@/components/ui/input";
import type { AmountRow } from "./amounts-schema";

const MAX_AMOUNTS = 6;

interface AmountsForm {
  suggested_amounts: AmountRow[];
}

/**
 * The amounts a donor is offered, typed in major units of `currency` (25 or 12.50); the form
 * sends them as minor units. A fieldset so every row's label reads "Suggested amount N (USD)".
 */
export function SuggestedAmountsField<F extends AmountsForm>({ control, register, errors, currency }: {
  control: Control<F, unknown, unknown>;
  register: UseFormRegister<F>;
  errors: FieldErrors<AmountsForm>;
  currency: string;
}) {
  const { t } = useTranslation();
  // Generic forms cannot name their array for useFieldArray's types; the field is always "suggested_amounts".
  const { fields, append, remove } = useFieldArray({ control: control as unknown as Control<AmountsForm>, name: "suggested_amounts" });
  const reg = register as unknown as UseFormRegister<AmountsForm>;
  const listError = errors.suggested_amounts?.root?.message ?? errors.suggested_amounts?.message;
  return (
    <fieldset className="grid gap-2 md:col-span-2" aria-describedby={listError ? "suggested-amounts-message" : undefined}>
      <legend className="text-sm font-semibold text-ink">{t("Suggested amounts ({{currency}})", { currency })}</legend>
      <p className="text-sm text-ink-muted">{t("Up to {{max}} amounts offered to donors, in {{currency}} (for example 25 or 12.50).", { max: formatNumber(MAX_AMOUNTS), currency })}</p>
      <ul className="grid gap-2 sm:grid-cols-2">
        {fields.map((f, i) => {
          const error = errors.suggested_amounts?.[i]?.value?.message;
          const id = `suggested-amount-${i}`;
          return (
            <li key={f.id} className="grid gap-1">
              <div className="flex items-center gap-2">
                <label htmlFor={id} className="sr-only">
                  {t("Suggested amount {{n}} ({{currency}})", { n: formatNumber(i + 1), currency })}
                </label>
                <Input
                  id={id}
                  inputMode="decimal"
                  autoComplete="off"
                  aria-invalid={error ? true : undefined}
                  aria-describedby={error ? `${id}-message` : undefined}
                  {...reg(`suggested_amounts.${i}.value`)}
                />
                <Button type="button" variant="ghost" size="icon" onClick={() => remove(i)} aria-label={t("Remove suggested amount {{n}}", { n: formatNumber(i + 1) })}>
                  <Trash2 aria-hidden />
                </Button>
              </div>
              <FieldMessage id={`${id}-message`} error={error} />
            </li>
          );
        })}
      </ul>
      <div>
        <Button type="button" variant="outline" size="sm" onClick={() => append({ value: "" })} disabled={fields.length >= MAX_AMOUNTS}>
          <Plus aria-hidden /> {t("Add an amount")}
        </Button>
      </div>
      <FieldMessage id="suggested-amounts-message" error={listError} />
    </fieldset>
  );
}
