import { DEFAULT_LOCALE, isLocale, type Locale } from "../../contracts/locales";
import { interpolate } from "../../lib/said";
import ar from "./locales/ar.json";
import hi from "./locales/hi.json";

/*
 * Emails in the recipient's language (issue #16), with the web's convention: the key is the
 * English text, "{{name}}" interpolates, a missing translation shows English. The catalogues are
 * bundled (small), checked by `node scripts/i18n.mjs check` (namespace "email").
 */

const CATALOGUES: Record<Exclude<Locale, "en">, Record<string, string>> = { hi, ar };

export type Vars = Record<string, string | number>;
/** A translator bound to one language: `t("Hello {{name}},", { name })`. */
export type Translate = (key: string, vars?: Vars) => string;

/** The language of an outbox row or a user: one the emails speak, else English. */
export function emailLocale(value: string | null | undefined): Locale {
  return value && isLocale(value) ? value : DEFAULT_LOCALE;
}

export function t(locale: Locale, key: string, vars?: Vars): string {
  const text = (locale !== "en" && CATALOGUES[locale][key]) || key;
  return vars ? interpolate(text, vars) : text;
}

export const translator =
  (locale: Locale): Translate =>
  (key, vars) =>
    t(locale, key, vars);

/**
 * Marks an English phrase another domain puts into a payload (a role, a form's kind, a live
 * session's status line), so it is extracted and translated; the template shows it with t(value).
 */
export const msg = (key: string) => key;
