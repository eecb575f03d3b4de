/*
 * The interface languages and how a reader's language is chosen (issue #16). No zod here: the web
 * app's entry chunk imports this, and the validation lives in regions.ts.
 */

export const LOCALES = [
  { code: "en", name: "English", dir: "ltr" },
  { code: "hi", name: "हिन्दी (Hindi)", dir: "ltr" },
  { code: "ar", name: "العربية (Arabic)", dir: "rtl" },
] as const;
export type Locale = (typeof LOCALES)[number]["code"];
export const DEFAULT_LOCALE: Locale = "en";
export const isLocale = (v: string): v is Locale => LOCALES.some((l) => l.code === v);

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

/** English for a reader with no school (the platform's host) or whose country Intl has no English for: day before month, 24-hour clock, as most of the world reads a date. */
export const NEUTRAL_ENGLISH = "en-GB";
const englishOf = new Map<string, string>();

/**
 * The locale tag dates and times are written with: English in the school's country's way
 * ("en-IN": 30/11/26; "en-US": 11/30/26; "en-KE": 30/11/2026), Hindi and Arabic as they are.
 * Intl accepts any "en-XX" and then writes a country it has no English for (en-BR, en-SA) the US
 * way, so a tag is kept only when Intl resolves to it, else NEUTRAL_ENGLISH.
 */
export function dateLocale(language: string, country: string | null | undefined): string {
  if (language !== "en") return language;
  const code = country && /^[A-Za-z]{2}$/.test(country) ? country.toUpperCase() : "";
  let tag = englishOf.get(code);
  if (tag === undefined) {
    try {
      tag = code && new Intl.DateTimeFormat(`en-${code}`).resolvedOptions().locale === `en-${code}` ? `en-${code}` : NEUTRAL_ENGLISH;
    } catch {
      tag = NEUTRAL_ENGLISH;
    }
    englishOf.set(code, tag);
  }
  return tag;
}
