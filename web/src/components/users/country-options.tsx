import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { COUNTRIES } from "@contracts/countries";

/** The countries in a language, in that language's order (English keeps the contract's names). */
function countriesIn(language: string): { code: string; name: string }[] {
  if (language === "en") return COUNTRIES.map((c) => ({ code: c.code, name: c.name as string }));
  let names: Intl.DisplayNames;
  try {
    names = new Intl.DisplayNames([language], { type: "region" });
  } catch {
    return COUNTRIES.map((c) => ({ code: c.code, name: c.name as string }));
  }
  return COUNTRIES.map((c) => ({ code: c.code, name: names.of(c.code) ?? (c.name as string) })).sort((a, b) => a.name.localeCompare(b.name, language));
}

/**
 * An <option> per country (its code as the value), named in the reader's language (the tour
 * request's list was English on a Hindi or Arabic page); the select adds its own blank choice.
 */
export function CountryOptions() {
  const { i18n } = useTranslation();
  const countries = useMemo(() => countriesIn(i18n.language), [i18n.language]);
  return (
    <>
      {countries.map((c) => (
        <option key={c.code} value={c.code}>
          {c.name}
        </option>
      ))}
    </>
  );
}
