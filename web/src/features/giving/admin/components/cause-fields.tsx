import type { FieldErrors, UseFormRegister } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { CURRENCIES } from "@contracts/money";
import { FormField } from "@/components/ui/form-field";
import { Select } from "@/components/ui/select";
import { TEXTAREA_CLASS } from "@/components/ui/textarea";

/** The fields every cause (charity or project) has, whatever else its form holds. */
interface CauseFields {
  summary: string;
  description: string;
  currency: string;
}

interface Props<F extends CauseFields> {
  register: UseFormRegister<F>;
  errors: FieldErrors<CauseFields>;
}

// Generic forms cannot name these fields for register's types; they are always these names.
const asCause = <F extends CauseFields>(register: UseFormRegister<F>) => register as unknown as UseFormRegister<CauseFields>;

/** The card summary and the full description, each across both columns. */
export function CauseTextFields<F extends CauseFields>({ register, errors }: Props<F>) {
  const { t } = useTranslation();
  const reg = asCause(register);
  const fields = { summary: reg("summary"), description: reg("description") };
  return (
    <>
      <div className="md:col-span-2">
        <FormField label={t("Summary")} error={errors.summary?.message} hint={t("One or two sentences shown on cards (at most 300 characters).")}>
          <textarea dir="auto" rows={2} className={TEXTAREA_CLASS} {...fields.summary} />
        </FormField>
      </div>
      <div className="md:col-span-2">
        <FormField label={t("Description")} error={errors.description?.message}>
          <textarea dir="auto" rows={6} className={TEXTAREA_CLASS} {...fields.description} />
        </FormField>
      </div>
    </>
  );
}

/** The currency gifts are made in (suggested amounts and goals are typed in it). */
export function CauseCurrencyField<F extends CauseFields>({ register, errors }: Props<F>) {
  const { t } = useTranslation();
  const currency = asCause(register)("currency");
  return (
    <FormField label={t("Currency")} error={errors.currency?.message}>
      <Select {...currency}>
        {CURRENCIES.map((c) => (
          <option key={c} value={c}>
            {c}
          </option>
        ))}
      </Select>
    </FormField>
  );
}
