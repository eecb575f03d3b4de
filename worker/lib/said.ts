import { DEFAULT_LOCALE, isLocale, parseAcceptLanguage, type Locale } from "../contracts/locales";
import ar from "./locales/ar.json";
import hi from "./locales/hi.json";

/*
 * The API's messages with run-time values ("This invitation is for {{school}}: …"), said in the
 * reader's language. A message written once with `${…}` cannot be a catalogue key, so the web app
 * showed those in English; these are translated here, when the error envelope is written, in the
 * language the request's Accept-Language names (the web app sends the reader's). Keys are the
 * English text with "{{name}}" placeholders, as everywhere (namespace "api", checked by
 * `node scripts/i18n.mjs check`; catalogues worker/lib/locales/<lang>.json, bundled: small).
 * Static messages stay plain strings, translated by the web app (namespace "server").
 */

const CATALOGUES: Record<Exclude<Locale, "en">, Record<string, string>> = { hi, ar };

/** A message and its values; a value may itself be a Said (a word of the catalogue: a state, a kind). */
export interface Said {
  key: string;
  vars: Record<string, string | number | Said>;
}

export const said = (key: string, vars: Said["vars"] = {}): Said => ({ key, vars });

/** `{{name}}` filled from `vars` (a missing one is left as it is). */
export const interpolate = (text: string, vars: Record<string, string | number>): string =>
  text.replace(/\{\{\s*(\w+)\s*\}\}/g, (match, name: string) => (Object.hasOwn(vars, name) ? String(vars[name]) : match));

/** The text of `message` in `locale` (English when the catalogue lacks it). */
export function sayIn(locale: Locale, message: string | Said): string {
  if (typeof message === "string") return message;
  const text = (locale !== "en" && CATALOGUES[locale][message.key]) || message.key;
  const vars = Object.fromEntries(Object.entries(message.vars).map(([name, value]) => [name, typeof value === "object" ? sayIn(locale, value) : value]));
  return interpolate(text, vars);
}

/** The first language of an Accept-Language header that the app speaks (best first), else English. */
export const acceptedLocale = (header: string | null | undefined): Locale => {
  for (const tag of parseAcceptLanguage(header)) {
    const base = tag.toLowerCase().split("-")[0];
    if (isLocale(base)) return base;
  }
  return DEFAULT_LOCALE;
};
