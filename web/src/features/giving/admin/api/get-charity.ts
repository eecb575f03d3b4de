import { queryOptions, useQuery } from "@tanstack/react-query";
import { type CharityOut } from "@contracts/giving";
import { api } from "@/lib/api-client";
import { givingKeys } from "./keys";

export const getCharity = (id: string, signal?: AbortSignal) => api.get<CharityOut>(`/charities/${encodeURIComponent(id)}/`, undefined, signal);

export const charityQuery = (id: string) => queryOptions({ queryKey: givingKeys.charity(id), queryFn: ({ signal }) => getCharity(id, signal) });

export const useCharity = (id: string | undefined) => useQuery({ ...charityQuery(id ?? ""), enabled: !!id });
