import { LOCALES } from "@contracts/locales";

/** The interface languages as a select's options, each name in its own language (lang= for screen readers). */
export function LocaleOptions() {
  return (
    <>
      {LOCALES.map((l) => (
        <option key={l.code} value={l.code} lang={l.code}>
          {l.name}
        </option>
      ))}
    </>
  );
}
