import { CURRENCY_EXPONENTS, type Currency } from "../../contracts/money";
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

/** A date in the school's time zone, written the locale's way ("26 November 2026", "26 नवंबर 2026"). */
export function documentDate(iso: string | number | null | undefined, locale: Locale, timeZone: string): string {
  if (iso === null || iso === undefined) return "—";
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return "—";
  try {
    return new Intl.DateTimeFormat(locale, { dateStyle: "long", timeZone }).format(date);
  } catch {
    return new Intl.DateTimeFormat(locale, { dateStyle: "long", timeZone: "UTC" }).format(date);
  }
}
