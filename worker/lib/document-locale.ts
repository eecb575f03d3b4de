import { DEFAULT_LOCALE, LOCALES, isLocale, type Locale } from "../contracts/regions";

/** The language entries of an Accept-Language header, best first ("hi-IN,hi;q=0.9,en;q=0.8"). */
function acceptedLanguages(header: string): string[] {
  return header
    .split(",")
    .map((part, index) => {
      const [tag, ...params] = part.trim().split(";");
      const q = params.map((p) => /^\s*q=([0-9.]+)\s*$/.exec(p)).find(Boolean);
      return { tag: tag.trim().toLowerCase(), q: q ? Number(q[1]) : 1, index };
    })
    .filter((e) => e.tag && e.q > 0 && Number.isFinite(e.q))
    .sort((a, b) => b.q - a.q || a.index - b.index)
    .map((e) => e.tag);
}

/** A document's language: ?lang=, else the best Accept-Language match among LOCALES, else the school's, else English. */
export function documentLocale(lang: Locale | undefined, acceptLanguage: string | undefined, schoolLocale: string | null | undefined): Locale {
  if (lang) return lang;
  for (const tag of acceptedLanguages(acceptLanguage ?? "").slice(0, 20)) {
    const primary = tag.split("-")[0];
    const hit = LOCALES.find((l) => l.code === primary);
    if (hit) return hit.code;
  }
  return schoolLocale && isLocale(schoolLocale) ? schoolLocale : DEFAULT_LOCALE;
}
