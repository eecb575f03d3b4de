import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";

export interface CountryOption {
  name: string;
  code: string;
}

export const getCountries = () => api.get<CountryOption[]>("/countries/");

export const countriesQuery = queryOptions({ queryKey: ["countries"], queryFn: getCountries, staleTime: Infinity });

/** GET /api/countries/ — the ISO 3166-1 list for the country select. */
export const useCountries = () => useQuery(countriesQuery);
