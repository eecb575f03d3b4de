import { languageName } from "@/lib/format";

/** The languages offered for content written in its own language (books, stories, courses). */
export const CONTENT_LANGUAGES = ["en", "es", "fr", "pt", "de", "it", "nl", "ar", "hi", "bn", "ur", "sw", "zh", "ja", "ru"] as const;

/**
 * The <option>s of a content language select, named in the reader's language. A current value not in
 * the list (a code typed by staff elsewhere) stays offered, so showing the form does not change it.
 * `blank` adds a first "not given" option with that label (the caller translates it).
 */
export function ContentLanguageOptions({ current, blank }: { current?: string | null; blank?: string }) {
  const extra = current && !(CONTENT_LANGUAGES as readonly string[]).includes(current) ? [current] : [];
  return (
    <>
      {blank !== undefined ? <option value="">{blank}</option> : null}
      {[...CONTENT_LANGUAGES, ...extra].map((code) => (
        <option key={code} value={code}>
          {languageName(code)}
        </option>
      ))}
    </>
  );
}
