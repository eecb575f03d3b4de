import { CURRENCY_EXPONENTS, type Currency } from "../../contracts/money";
import { dateLocale } from "../../contracts/locales";
import type { Locale } from "../../contracts/regions";

/** Minor units as the locale writes the currency ("₹1,234.50", "US$12.50", "KWD 1.234"), with the currency's own decimals. */
export function documentMoney(amountMinor: number, currency: string, locale: Locale): string {
  const exponent = CURRENCY_EXPONENTS[currency as Currency] ?? 2;
  try {
    return new Intl.NumberFormat(locale, { style: "currency", currency, minimumFractionDigits: exponent, maximumFractionDigits: exponent }).format(amountMinor / 10 ** exponent);
  } catch {
    return `${currency} ${(amountMinor / 10 ** exponent).toFixed(exponent)}`;
  }
}

/**
 * A date in the school's time zone, written the locale's way and, in English, the school's country's
 * ("26 November 2026" in the UK, India or with no school; "November 26, 2026" in the US; "26 नवंबर 2026").
 */
export function documentDate(iso: string | number | null | undefined, locale: Locale, timeZone: string, country: string | null = null): string {
  if (iso === null || iso === undefined) return "—";
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return "—";
  const tag = dateLocale(locale, country);
  try {
    return new Intl.DateTimeFormat(tag, { dateStyle: "long", timeZone }).format(date);
  } catch {
    return new Intl.DateTimeFormat(tag, { dateStyle: "long", timeZone: "UTC" }).format(date);
  }
}
