import { useTranslation } from "react-i18next";
import { type PaymentProviderName } from "@contracts/commerce";
import { msg } from "@/lib/i18n";
import { cn } from "@/lib/cn";
import { PROVIDER_NAMES } from "../lib/labels";

const HINTS: Record<PaymentProviderName, string> = {
  stripe: msg("Visa, Mastercard, American Express and more"),
  paypal: msg("Pay with your PayPal account"),
  phonepe: msg("UPI, cards and wallets in India"),
  demo: msg("For local development: nothing is charged"),
};

/** The payment providers the server offers for this order, as one radio group. */
export function ProviderChoice({ providers, value, onChange }: { providers: PaymentProviderName[]; value: PaymentProviderName | null; onChange: (p: PaymentProviderName) => void }) {
  const { t } = useTranslation();
  return (
    <fieldset className="grid gap-2">
      <legend className="mb-1 text-base font-bold text-ink">{t("Payment method")}</legend>
      {providers.map((p) => (
        <label
          key={p}
          className={cn("flex cursor-pointer items-start gap-3 rounded-lg border p-3", value === p ? "border-primary bg-surface ring-1 ring-primary" : "border-line-muted bg-surface hover:bg-surface-alt")}
        >
          <input type="radio" name="provider" value={p} checked={value === p} onChange={() => onChange(p)} className="mt-1 size-4 accent-[var(--color-primary)]" />
          <span className="grid">
            <span className="font-semibold text-ink">{t(PROVIDER_NAMES[p])}</span>
            <span className="text-sm text-ink-muted">{t(HINTS[p])}</span>
          </span>
        </label>
      ))}
    </fieldset>
  );
}
