import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import type { Page } from "@contracts/common";
import type { HubOut, HubSummaryOut } from "@contracts/learning";
import { api } from "@/lib/api-client";
import { learningKeys } from "./keys";

const hubKeys = { list: (offset: number) => [...learningKeys.all, "hubs", offset] as const, hub: (slug: string) => [...learningKeys.all, "hub", slug] as const };

/** GET /hubs/: published hubs this site shows. */
export const getHubs = (offset: number, signal?: AbortSignal) => api.get<Page<HubSummaryOut[]>>("/hubs/", { limit: 24, offset: offset || undefined }, signal);
export const useHubs = (offset = 0) => useQuery(queryOptions({ queryKey: hubKeys.list(offset), queryFn: ({ signal }) => getHubs(offset, signal), placeholderData: keepPreviousData }));

/** GET /hubs/{slug}: a hub with its lessons in order and the caller's ticks. */
export const getHub = (slug: string, signal?: AbortSignal) => api.get<HubOut>(`/hubs/${encodeURIComponent(slug)}`, undefined, signal);
export const useHub = (slug: string | null) => useQuery({ queryKey: hubKeys.hub(slug ?? ""), queryFn: ({ signal }) => getHub(slug!, signal), enabled: !!slug });
