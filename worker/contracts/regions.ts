import { z } from "zod";
import { currencyField } from "./money";

/*
 * A school's region: its default language, time zone and currency (issue #16). Languages are the
 * interface languages the app speaks; more are added as their translations are complete.
 */

export const LOCALES = [
  { code: "en", name: "English", dir: "ltr" },
  { code: "hi", name: "हिन्दी (Hindi)", dir: "ltr" },
  { code: "ar", name: "العربية (Arabic)", dir: "rtl" },
] as const;
export type Locale = (typeof LOCALES)[number]["code"];
export const DEFAULT_LOCALE: Locale = "en";
export const isLocale = (v: string): v is Locale => LOCALES.some((l) => l.code === v);

export const localeField = z
  .string({ error: "Choose a language from the list" })
  .trim()
  .refine((v): v is Locale => isLocale(v), { error: "Choose a language from the list" });

/** An IANA time zone the runtime knows ("Europe/London", "Asia/Kolkata", "UTC"). */
export function isTimeZone(v: string): boolean {
  if (!/^[A-Za-z_]+(?:\/[A-Za-z0-9_+-]+){0,2}$/.test(v)) return false;
  try {
    new Intl.DateTimeFormat("en", { timeZone: v });
    return true;
  } catch {
    return false;
  }
}

export const timeZoneField = z
  .string({ error: "Choose a time zone from the list" })
  .trim()
  .max(64, { error: "Choose a time zone from the list" })
  .refine(isTimeZone, { error: "Choose a time zone from the list" });

/** What a school sets; every field optional on update. */
export const regionSettingsSchema = z.object({ locale: localeField, time_zone: timeZoneField, currency: currencyField });
export type RegionSettings = z.output<typeof regionSettingsSchema>;

export const localeDir = (code: string): "ltr" | "rtl" => (LOCALES.find((l) => l.code === code)?.dir ?? "ltr");

/**
 * The language tags of an Accept-Language header, best first (q-values honoured, q=0 and "*"
 * dropped, malformed entries ignored, at most 20 read).
 */
export function parseAcceptLanguage(header: string | null | undefined): string[] {
  if (!header) return [];
  const entries: { tag: string; q: number; i: number }[] = [];
  header
    .split(",")
    .slice(0, 20)
    .forEach((part, i) => {
      const [rawTag, ...params] = part.trim().split(";");
      const tag = rawTag.trim();
      if (!/^[A-Za-z]{1,8}(-[A-Za-z0-9]{1,8})*$/.test(tag)) return;
      let q = 1;
      for (const p of params) {
        const m = /^\s*q\s*=\s*([01](?:\.\d{0,3})?)\s*$/.exec(p);
        if (m) q = Number(m[1]);
      }
      if (q > 0) entries.push({ tag, q, i });
    });
  return entries.sort((a, b) => b.q - a.q || a.i - b.i).map((e) => e.tag);
}

/**
 * The interface language for someone whose languages are `preferred` (best first, BCP 47 tags such
 * as "hi-IN" or "ar"), on a school whose default is `schoolDefault`: the first of their languages
 * the app speaks — except that the school's own language wins when it is among theirs at all, since
 * the school chose it — else the school's default.
 */
export function negotiateLocale(preferred: readonly string[], schoolDefault: Locale): Locale {
  const spoken: Locale[] = [];
  for (const tag of preferred) {
    const base = tag.toLowerCase().split("-")[0];
    if (isLocale(base) && !spoken.includes(base)) spoken.push(base);
  }
  if (spoken.includes(schoolDefault)) return schoolDefault;
  return spoken[0] ?? schoolDefault;
}

/** A user's own language choice: one of LOCALES, or null to follow the school and the browser. */
export const userLocaleSchema = z.object({ locale: localeField.nullable() });
export type UserLocaleInput = z.output<typeof userLocaleSchema>;
