import { localeDir } from "@contracts/locales";

/**
 * The lang (and, for a right-to-left language, dir) attributes of content written in its own
 * language (a book's title, description, text), whatever the page's language: a Hindi book on an
 * English page is still marked hi. A code that is not valid BCP 47 gives no attributes, so the
 * content inherits the page's language rather than a wrong one.
 */
export function contentLang(code: string | null | undefined): { lang?: string; dir?: "rtl" } {
  if (!code) return {};
  let lang: string;
  try {
    [lang] = Intl.getCanonicalLocales(code);
  } catch {
    return {};
  }
  if (!lang) return {};
  const primary = lang.split("-")[0].toLowerCase();
  return localeDir(primary) === "rtl" ? { lang, dir: "rtl" } : { lang };
}
