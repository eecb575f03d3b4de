import { useRef, useState, type FormEvent } from "react";
import { Link } from "react-router";
import { useTranslation } from "react-i18next";
import { useAtomValue } from "jotai";
import { Lock } from "lucide-react";
import { type OrderQuoteOut, type PaymentProviderName } from "@contracts/commerce";
import { COUNTRIES } from "@contracts/countries";
import { paths } from "@/config/paths";
import { currentLocale } from "@/lib/i18n";
import { ApiError, errorMessage } from "@/lib/api-client";
import { fullName, userAtom } from "@/lib/session";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { Select } from "@/components/ui/select";
import { createOrder } from "../api/create-order";
import { startCheckout } from "../api/start-checkout";
import { idempotencyKeyFor } from "../lib/idempotency-key";
import { rememberOrderKey } from "../lib/order-access";
import { ADDRESS_FIELDS, CONTACT_FIELDS, emptyCheckout, mapFieldErrors, toOrderInput, validateCheckout, type CheckoutErrors, type CheckoutField, type CheckoutValues } from "./checkout-fields";
import { OrderSummary } from "./order-summary";
import { ProviderChoice } from "./provider-choice";

/** A country's name in the reader's language (the contracts' English names in English). */
function countryName(code: string, englishName: string): string {
  const locale = currentLocale();
  if (locale === "en") return englishName;
  try {
    return new Intl.DisplayNames([locale], { type: "region" }).of(code) ?? englishName;
  } catch {
    return englishName;
  }
}

/** Sends the browser to the provider; a seam so tests can watch it. */
export const redirectTo = { assign: (url: string) => window.location.assign(url) };

/**
 * Contact (and a shipping address when a printed item needs one), the summary and the provider.
 * "Pay" creates the order once per attempt (the Idempotency-Key makes a double click or a retry
 * the same order), starts the provider's checkout and leaves for its page.
 */
export function CheckoutForm({ quote }: { quote: OrderQuoteOut }) {
  const { t } = useTranslation();
  const user = useAtomValue(userAtom);
  const [values, setValues] = useState<CheckoutValues>(() => emptyCheckout(user ? fullName(user) : "", user?.email ?? ""));
  const [errors, setErrors] = useState<CheckoutErrors>({});
  const [provider, setProvider] = useState<PaymentProviderName | null>(quote.providers[0] ?? null);
  const [status, setStatus] = useState<"idle" | "paying" | "redirecting">("idle");
  const inFlight = useRef(false);

  const field = (name: CheckoutField) => ({
    value: values[name],
    onChange: (e: { target: { value: string } }) => setValues((v) => ({ ...v, [name]: e.target.value })),
  });
  const fields = Object.fromEntries([...CONTACT_FIELDS, ...ADDRESS_FIELDS].map((name) => [name, field(name)])) as Record<CheckoutField, ReturnType<typeof field>>;

  async function pay(e: FormEvent) {
    e.preventDefault();
    if (inFlight.current) return;
    const items = quote.lines.map((l) => l.cart_item);
    const checked = validateCheckout(toOrderInput(items, values, quote.requires_shipping));
    if ("errors" in checked) {
      setErrors(checked.errors);
      return;
    }
    if (!provider) {
      setErrors({ form: t("Choose how to pay") });
      return;
    }
    setErrors({});
    inFlight.current = true;
    setStatus("paying");
    try {
      const order = await createOrder(checked.data, idempotencyKeyFor(checked.data));
      rememberOrderKey(order.id, order.access_key);
      const start = await startCheckout(provider, order.id, order.access_key);
      setStatus("redirecting");
      redirectTo.assign(start.redirect_url);
    } catch (err) {
      setStatus("idle");
      if (err instanceof ApiError && Object.keys(err.fields).length > 0) setErrors({ ...mapFieldErrors(err.fields), form: err.message });
      else setErrors({ form: errorMessage(err, t("We could not start the payment. Please try again.")) });
    } finally {
      inFlight.current = false;
    }
  }

  return (
    <form onSubmit={pay} noValidate className="grid grid-cols-[minmax(0,1fr)] gap-6 lg:grid-cols-[minmax(0,1fr)_24rem] lg:items-start">
      <div className="grid gap-6">
        <fieldset className="grid gap-3">
          <legend className="mb-1 text-base font-bold text-ink">{t("Contact")}</legend>
          <FormField label={t("Full name")} error={errors.name}>
            <Input dir="auto" autoComplete="name" {...fields.name} />
          </FormField>
          <FormField label={t("Email")} hint={t("Your receipt is sent here")} error={errors.email}>
            <Input type="email" autoComplete="email" {...fields.email} />
          </FormField>
          <FormField label={t("Phone (optional)")} error={errors.phone}>
            <Input type="tel" autoComplete="tel" {...fields.phone} />
          </FormField>
        </fieldset>

        {quote.requires_shipping ? (
          <fieldset className="grid gap-3">
            <legend className="mb-1 text-base font-bold text-ink">{t("Shipping address")}</legend>
            <FormField label={t("Street address")} error={errors.line1}>
              <Input dir="auto" autoComplete="address-line1" {...fields.line1} />
            </FormField>
            <FormField label={t("Apartment, suite (optional)")} error={errors.line2}>
              <Input dir="auto" autoComplete="address-line2" {...fields.line2} />
            </FormField>
            <div className="grid gap-3 sm:grid-cols-2">
              <FormField label={t("City")} error={errors.city}>
                <Input dir="auto" autoComplete="address-level2" {...fields.city} />
              </FormField>
              <FormField label={t("State or region (optional)")} error={errors.region}>
                <Input dir="auto" autoComplete="address-level1" {...fields.region} />
              </FormField>
              <FormField label={t("Postal code")} error={errors.postal_code}>
                <Input autoComplete="postal-code" {...fields.postal_code} />
              </FormField>
              <FormField label={t("Country")} error={errors.country}>
                <Select autoComplete="country" {...fields.country}>
                  <option value="">{t("Choose a country")}</option>
                  {COUNTRIES.map((c) => (
                    <option key={c.code} value={c.code}>
                      {countryName(c.code, c.name)}
                    </option>
                  ))}
                </Select>
              </FormField>
            </div>
          </fieldset>
        ) : null}

        {quote.providers.length > 0 ? (
          <ProviderChoice providers={quote.providers} value={provider} onChange={setProvider} />
        ) : (
          <Alert tone="error">{t("No payment method can take this order right now.")}</Alert>
        )}
      </div>

      <section aria-labelledby="summary-heading" className="grid gap-4 rounded-xl border border-line-muted bg-surface p-5 lg:sticky lg:top-4">
        <h2 id="summary-heading" className="text-base font-bold text-ink">
          {t("Summary")}
        </h2>
        <OrderSummary lines={quote.lines} currency={quote.currency} subtotal={quote.subtotal} shipping={quote.shipping} total={quote.total} />
        {quote.unavailable.length > 0 ? (
          <Alert>
            {t("Some items in your cart can no longer be bought and are left out.")}{" "}
            <Link to={paths.giving.cart} className="font-semibold underline">
              {t("Review your cart")}
            </Link>
          </Alert>
        ) : null}
        {errors.items ? <Alert tone="error">{t(errors.items)}</Alert> : null}
        {errors.form ? <Alert tone="error">{t(errors.form)}</Alert> : null}
        <p aria-live="polite" className="sr-only">
          {status === "paying" ? t("Starting the payment…") : status === "redirecting" ? t("Taking you to the payment page…") : ""}
        </p>
        <Button type="submit" size="lg" disabled={status !== "idle" || !provider}>
          <Lock aria-hidden /> {status === "idle" ? t("Pay") : status === "paying" ? t("Starting payment…") : t("Redirecting…")}
        </Button>
      </section>
    </form>
  );
}
