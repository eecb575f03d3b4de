/** Scripts written right to left (primary language subtags). */
const RTL = new Set(["ar", "he", "iw", "fa", "ur", "ps", "sd", "yi", "dv", "ug", "ckb", "syr"]);

/**
 * The lang and dir attributes of content written in its own language (a book's title, description,
 * text), whatever the page's language: a Hindi book on an English page is still marked hi, and an
 * English title on an Arabic page keeps its left-to-right order ("Turn Off the Tap!", not "!Turn…").
 * A code that is not valid BCP 47 gives no lang, and dir "auto": the browser takes the direction
 * from the text itself rather than a wrong one from the page.
 */
export function contentLang(code: string | null | undefined): { lang?: string; dir: "rtl" | "ltr" | "auto" } {
  if (!code) return { dir: "auto" };
  let lang: string;
  try {
    [lang] = Intl.getCanonicalLocales(code);
  } catch {
    return { dir: "auto" };
  }
  if (!lang) return { dir: "auto" };
  const primary = lang.split("-")[0].toLowerCase();
  return { lang, dir: RTL.has(primary) ? "rtl" : "ltr" };
}
