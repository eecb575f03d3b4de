import { z } from "zod";
import { currencyField } from "./money";
import { isLocale, type Locale } from "./locales";

export { DEFAULT_LOCALE, LOCALES, isLocale, localeDir, negotiateLocale, parseAcceptLanguage, type Locale } from "./locales";

/*
 * A school's region: its default language, time zone and currency (issue #16). Languages are the
 * interface languages the app speaks; more are added as their translations are complete.
 */

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

/** A user's own language choice: one of LOCALES, or null to follow the school and the browser. */
export const userLocaleSchema = z.object({ locale: localeField.nullable() });
export type UserLocaleInput = z.output<typeof userLocaleSchema>;
