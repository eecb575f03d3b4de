import { formatMoney as formatMoneyIn } from "@contracts/currencies";
import { dateLocale } from "@contracts/locales";
import { currentLocale, getSchoolCountry, getSchoolTimeZone } from "./i18n";

/*
 * Every date, time, number and amount the interface shows goes through here: Intl in the reader's
 * language, times in the school's time zone (set once the host's school is known; the platform
 * host and tests use UTC). English dates follow the school's country (30/11/2026 in the UK and
 * India, 11/30/2026 in the US; en-GB's order on the platform's host: contracts/locales.ts#dateLocale).
 * A date-only value ("2026-11-26") is a calendar day, never shifted.
 */

export { getSchoolCountry, getSchoolTimeZone, setSchoolCountry, setSchoolTimeZone } from "./i18n";

type DateInput = string | number | Date | null | undefined;

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;
function toDate(value: Exclude<DateInput, null | undefined>): { date: Date; dateOnly: boolean } {
  if (typeof value === "string" && DATE_ONLY.test(value)) return { date: new Date(`${value}T00:00:00Z`), dateOnly: true };
  return { date: value instanceof Date ? value : new Date(value), dateOnly: false };
}

// Intl objects are costly to build (a DisplayNames took ~0.1 ms on a slow phone, once per book
// card): each is built once per language and options, and reused.
const cache = new Map<string, unknown>();
function cached<T>(kind: string, options: object | undefined, make: (locale: string) => T, locale: string = currentLocale()): T {
  const key = `${kind}|${locale}|${options ? JSON.stringify(options) : ""}`;
  let f = cache.get(key) as T | undefined;
  if (f === undefined) cache.set(key, (f = make(locale)));
  return f;
}
const dateTimeFormat = (options: Intl.DateTimeFormatOptions) => cached("date", options, (l) => new Intl.DateTimeFormat(l, options), dateLocale(currentLocale(), getSchoolCountry()));

/** Formats a date/time with `options`, in `timeZone` (default: the school's); null/invalid → "—". */
export function formatWith(value: DateInput, options: Intl.DateTimeFormatOptions, timeZone?: string): string {
  if (value === null || value === undefined || value === "") return "—";
  const { date, dateOnly } = toDate(value);
  if (Number.isNaN(date.getTime())) return "—";
  return dateTimeFormat({ ...options, timeZone: dateOnly ? "UTC" : (timeZone ?? getSchoolTimeZone()) }).format(date);
}

/** "26 Nov 2026" (en-GB, en-IN), "Nov 26, 2026" (en-US), "26 नव॰ 2026" (hi), "26 نوفمبر 2026" (ar): Intl's medium date in the reader's language. */
export const formatDate = (value: DateInput, style: "short" | "medium" | "long" | "full" = "medium") => formatWith(value, { dateStyle: style });
/** "26 Nov 2026, 18:00" in the school's zone. */
export const formatDateTime = (value: DateInput, timeZone?: string) => formatWith(value, { dateStyle: "medium", timeStyle: "short" }, timeZone);
export const formatTime = (value: DateInput, timeZone?: string) => formatWith(value, { timeStyle: "short" }, timeZone);

export const formatNumber = (n: number, options?: Intl.NumberFormatOptions) => cached("number", options, (l) => new Intl.NumberFormat(l, options)).format(n);
export const formatPercent = (fraction: number) => formatNumber(fraction, { style: "percent", maximumFractionDigits: 0 });
/** An amount in minor units (cents, paise; none for JPY, thousandths for KWD) in the reader's language. */
export const formatMoney = (amountMinor: number, currency: string) => formatMoneyIn(amountMinor, currency, currentLocale());

/** "3 days ago", "in 2 hours": relative to now, in the reader's language. */
export function formatRelative(value: DateInput, now = Date.now()): string {
  if (value === null || value === undefined || value === "") return "—";
  const ms = toDate(value).date.getTime() - now;
  if (Number.isNaN(ms)) return "—";
  const rtf = cached("relative", undefined, (l) => new Intl.RelativeTimeFormat(l, { numeric: "auto" }));
  const abs = Math.abs(ms);
  const units: [Intl.RelativeTimeFormatUnit, number][] = [
    ["year", 365 * 864e5],
    ["month", 30 * 864e5],
    ["week", 7 * 864e5],
    ["day", 864e5],
    ["hour", 36e5],
    ["minute", 6e4],
  ];
  for (const [unit, size] of units) if (abs >= size) return rtf.format(Math.round(ms / size), unit);
  return rtf.format(0, "minute");
}

/** A country's name in the reader's language ("IN" → "India", "भारत", "الهند"); the code when unknown. */
export function countryName(code: string | null | undefined): string {
  if (!code) return "—";
  try {
    return cached("region", undefined, (l) => new Intl.DisplayNames([l], { type: "region" })).of(code.toUpperCase()) ?? code;
  } catch {
    return code;
  }
}

/** A language's name in the reader's language ("hi" → "Hindi", "हिन्दी"); the code itself when Intl cannot name it. */
export function languageName(code: string | null | undefined): string {
  if (!code) return "—";
  try {
    return cached("language", undefined, (l) => new Intl.DisplayNames([l], { type: "language" })).of(code) ?? code;
  } catch {
    return code;
  }
}
