import { z } from "zod";

/*
 * Money is always an integer number of minor units (cents, paise) next to an ISO 4217 currency
 * code; nothing here ever holds a float amount.
 */

export { CURRENCY_EXPONENTS, DEFAULT_SUGGESTED_AMOUNTS, formatMoney, type Currency } from "./currencies";
import { CURRENCY_EXPONENTS, type Currency } from "./currencies";
export const CURRENCIES = Object.keys(CURRENCY_EXPONENTS) as Currency[];
export const CURRENCY_MESSAGE = "Choose one of the currencies in the list (an ISO 4217 code such as USD, EUR, INR or KES)";
export const currencyField = z
  .string({ error: CURRENCY_MESSAGE })
  .trim()
  .toUpperCase()
  .refine((v): v is Currency => v in CURRENCY_EXPONENTS, { error: CURRENCY_MESSAGE });

/** Smallest and largest single donation, in minor units (1.00 and 1,000,000.00). */
export const DONATION_MIN_MINOR = 100;
export const DONATION_MAX_MINOR = 100_000_000;
/** Flat shipping for an order with at least one physical item, per currency, in minor units (about USD 5). */
export const SHIPPING_FLAT_MINOR: Record<Currency, number> = {
  USD: 499, EUR: 499, GBP: 399, INR: 9900,
  AED: 1850, AUD: 799, BDT: 60000, BHD: 1900, BRL: 2990, CAD: 699, CHF: 499, CNY: 3500, CZK: 11900, DKK: 3500,
  EGP: 25000, HKD: 3900, HUF: 179000, IDR: 7900000, ILS: 1900, JOD: 3500, JPY: 750, KES: 65000, KRW: 6900,
  KWD: 1500, LKR: 150000, MXN: 8900, MYR: 2300, NGN: 750000, NOK: 5500, NPR: 67000, NZD: 849, OMR: 1900,
  PHP: 28000, PKR: 140000, PLN: 2000, RWF: 6500, SEK: 5500, SGD: 699, THB: 17500, TWD: 16000, TZS: 1300000,
  VND: 125000, XOF: 3000, ZAR: 9900,
};

/** How many minor units make one major unit: 100 for USD, 1 for JPY, 1000 for KWD. */
export const minorPerMajor = (currency: string): number => 10 ** (CURRENCY_EXPONENTS[currency as Currency] ?? 2);

/** "12.5" → 1250 for a currency with two decimals, exactly (no floating point); null when malformed. */
export function parseMajorToMinor(text: string, currency: string): number | null {
  const exponent = CURRENCY_EXPONENTS[currency as Currency] ?? 2;
  const m = /^\s*(\d{1,12})(?:[.,](\d*))?\s*$/.exec(text);
  if (!m) return null;
  const frac = m[2] ?? "";
  if (frac.length > exponent) return null;
  return Number(m[1]) * 10 ** exponent + Number(frac.padEnd(exponent, "0") || "0");
}

/** A gift is 1 to 1,000,000 in the currency's major unit: 100–100,000,000 cents, ¥1–¥1,000,000, 1.000–1,000,000.000 KWD. */
export const donationLimits = (currency: string) => ({ min: minorPerMajor(currency), max: 1_000_000 * minorPerMajor(currency) });
export const DONATION_AMOUNT_MESSAGE = "Enter an amount between 1 and 1,000,000";
/** Whole minor units within the widest currency's limits; donationWithinLimits narrows to the gift's currency. */
export const donationAmountField = z
  .number({ error: DONATION_AMOUNT_MESSAGE })
  .int({ error: "Amounts are whole minor units (cents)" })
  .min(1, { error: DONATION_AMOUNT_MESSAGE })
  .max(1_000_000_000, { error: DONATION_AMOUNT_MESSAGE });
/**
 * A charity's or project's suggested amounts, checked without knowing the currency (an update may
 * not send it): 100–100,000,000 minor units, inside every currency's gift limits.
 */
export const suggestedAmountField = z
  .number({ error: DONATION_AMOUNT_MESSAGE })
  .int({ error: "Amounts are whole minor units (cents)" })
  .min(DONATION_MIN_MINOR, { error: DONATION_AMOUNT_MESSAGE })
  .max(DONATION_MAX_MINOR, { error: DONATION_AMOUNT_MESSAGE });
export const donationWithinLimits = (amount: number, currency: string) => {
  const { min, max } = donationLimits(currency);
  return amount >= min && amount <= max;
};
