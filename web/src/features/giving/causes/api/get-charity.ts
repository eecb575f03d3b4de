import { queryOptions, useQuery } from "@tanstack/react-query";
import { type CharityOut } from "@contracts/giving";
import { api } from "@/lib/api-client";
import { givingKeys } from "./keys";

/** GET /charities/{idOrSlug}/ */
export const getCharity = (idOrSlug: string, signal?: AbortSignal) => api.get<CharityOut>(`/charities/${encodeURIComponent(idOrSlug)}/`, undefined, signal);

export const charityQuery = (idOrSlug: string) => queryOptions({ queryKey: givingKeys.charity(idOrSlug), queryFn: ({ signal }) => getCharity(idOrSlug, signal) });

export const useCharity = (idOrSlug: string) => useQuery(charityQuery(idOrSlug));
