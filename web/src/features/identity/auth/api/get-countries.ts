import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { authKeys } from "./keys";

export interface CountryOption {
  name: string;
  code: string;
}

export const getCountries = () => api.get<CountryOption[]>("/countries/");

export const countriesQuery = queryOptions({ queryKey: authKeys.countries(), queryFn: getCountries, staleTime: Infinity });

/** GET /api/countries/ — the ISO 3166-1 list for the country select. */
export const useCountries = () => useQuery(countriesQuery);
