import { z } from "zod";

/*
 * Money is always an integer number of minor units (cents, paise) next to an ISO 4217 currency
 * code; nothing here ever holds a float amount.
 */

/** Currencies the platform accepts, with their minor-unit exponent (ISO 4217). */
export const CURRENCY_EXPONENTS = { USD: 2, EUR: 2, GBP: 2, INR: 2 } as const;
export type Currency = keyof typeof CURRENCY_EXPONENTS;
export const CURRENCIES = Object.keys(CURRENCY_EXPONENTS) as Currency[];
export const CURRENCY_MESSAGE = `Choose one of ${CURRENCIES.join(", ")}`;
export const currencyField = z
  .string({ error: CURRENCY_MESSAGE })
  .trim()
  .toUpperCase()
  .refine((v): v is Currency => v in CURRENCY_EXPONENTS, { error: CURRENCY_MESSAGE });

/** Smallest and largest single donation, in minor units (1.00 and 1,000,000.00). */
export const DONATION_MIN_MINOR = 100;
export const DONATION_MAX_MINOR = 100_000_000;
export const DEFAULT_SUGGESTED_AMOUNTS = [1000, 2500, 5000, 10000];
/** Flat shipping for an order with at least one physical item, per currency, in minor units. */
export const SHIPPING_FLAT_MINOR: Record<Currency, number> = { USD: 499, EUR: 499, GBP: 399, INR: 9900 };

/** "$12.50", "₹99.00": display only — never parse this back. */
export function formatMoney(amountMinor: number, currency: string, locale = "en"): string {
  const exponent = CURRENCY_EXPONENTS[currency as Currency] ?? 2;
  return new Intl.NumberFormat(locale, { style: "currency", currency, minimumFractionDigits: exponent, maximumFractionDigits: exponent }).format(
    amountMinor / 10 ** exponent,
  );
}

/** "12.5" → 1250 for a currency with two decimals, exactly (no floating point); null when malformed. */
export function parseMajorToMinor(text: string, currency: string): number | null {
  const exponent = CURRENCY_EXPONENTS[currency as Currency] ?? 2;
  const m = /^\s*(\d{1,12})(?:[.,](\d*))?\s*$/.exec(text);
  if (!m) return null;
  const frac = m[2] ?? "";
  if (frac.length > exponent) return null;
  return Number(m[1]) * 10 ** exponent + Number(frac.padEnd(exponent, "0") || "0");
}

export const DONATION_AMOUNT_MESSAGE = `Enter an amount between ${DONATION_MIN_MINOR / 100} and ${(DONATION_MAX_MINOR / 100).toLocaleString("en")}`;
export const donationAmountField = z
  .number({ error: DONATION_AMOUNT_MESSAGE })
  .int({ error: "Amounts are whole minor units (cents)" })
  .min(DONATION_MIN_MINOR, { error: DONATION_AMOUNT_MESSAGE })
  .max(DONATION_MAX_MINOR, { error: DONATION_AMOUNT_MESSAGE });
