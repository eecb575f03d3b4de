import { queryOptions, useQuery } from "@tanstack/react-query";
import { DEFAULT_LOCALE } from "@contracts/regions";
import { api } from "@/lib/api-client";
import { currentLocale } from "@/lib/i18n";
import { authKeys } from "./keys";

export interface CountryOption {
  name: string;
  code: string;
}

export const getCountries = () => api.get<CountryOption[]>("/countries/");

export const countriesQuery = queryOptions({ queryKey: authKeys.countries(), queryFn: getCountries, staleTime: Infinity });

/** A country named in the reader's language (Intl's region names); English keeps the list's own names. */
export function countryName(c: CountryOption): string {
  const locale = currentLocale();
  if (locale === DEFAULT_LOCALE) return c.name;
  try {
    return new Intl.DisplayNames([locale], { type: "region" }).of(c.code) ?? c.name;
  } catch {
    return c.name;
  }
}

/** The list in the reader's alphabetical order of those names. */
export function countriesInReaderOrder(list: CountryOption[]): CountryOption[] {
  const locale = currentLocale();
  if (locale === DEFAULT_LOCALE) return list;
  const collator = new Intl.Collator(locale);
  return list.map((c) => ({ code: c.code, name: countryName(c) })).sort((a, b) => collator.compare(a.name, b.name));
}

/** GET /api/countries/ — the ISO 3166-1 list for the country select. */
export const useCountries = () => useQuery(countriesQuery);
