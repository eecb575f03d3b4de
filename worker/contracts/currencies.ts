/*
 * Currencies and their minor units, without zod, so the web app's entry chunk can format money
 * (money.ts holds the validation and re-exports these).
 */

/**
 * Currencies the platform accepts, with their minor-unit exponent (ISO 4217): the currencies of the
 * schools it serves that a payment provider here takes (see each provider's supportsCurrency).
 * JPY, KRW, VND, RWF and XOF have no minor unit; KWD, BHD, JOD and OMR have three decimals.
 */
export const CURRENCY_EXPONENTS = {
  USD: 2, EUR: 2, GBP: 2, INR: 2,
  AED: 2, AUD: 2, BDT: 2, BHD: 3, BRL: 2, CAD: 2, CHF: 2, CNY: 2, CZK: 2, DKK: 2, EGP: 2, HKD: 2,
  HUF: 2, IDR: 2, ILS: 2, JOD: 3, JPY: 0, KES: 2, KRW: 0, KWD: 3, LKR: 2, MXN: 2, MYR: 2, NGN: 2,
  NOK: 2, NPR: 2, NZD: 2, OMR: 3, PHP: 2, PKR: 2, PLN: 2, RWF: 0, SEK: 2, SGD: 2, THB: 2, TWD: 2,
  TZS: 2, VND: 0, XOF: 0, ZAR: 2,
} as const;
export type Currency = keyof typeof CURRENCY_EXPONENTS;

/** "$12.50", "₹99.00": display only — never parse this back. */
export function formatMoney(amountMinor: number, currency: string, locale = "en"): string {
  const exponent = CURRENCY_EXPONENTS[currency as Currency] ?? 2;
  return new Intl.NumberFormat(locale, { style: "currency", currency, minimumFractionDigits: exponent, maximumFractionDigits: exponent }).format(
    amountMinor / 10 ** exponent,
  );
}

/** A gift's suggested amounts in minor units when a cause sets none (web: giving's labels). */
export const DEFAULT_SUGGESTED_AMOUNTS = [1000, 2500, 5000, 10000];
