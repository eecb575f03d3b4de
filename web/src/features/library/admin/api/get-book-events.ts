import { queryOptions, useQuery } from "@tanstack/react-query";
import type { BookEventOut } from "@contracts/book-moderation";
import { api } from "@/lib/api-client";
import { libraryAdminKeys } from "./keys";

export const getBookEvents = (id: string, signal?: AbortSignal) => api.get<{ results: BookEventOut[] }>(`/book-monitoring/${encodeURIComponent(id)}/events`, undefined, signal);

export const bookEventsQuery = (id: string) =>
  queryOptions({ queryKey: libraryAdminKeys.events(id), queryFn: async ({ signal }) => (await getBookEvents(id, signal)).results });

/** A book's full processing and review history, oldest first; loaded only when asked for. */
export const useBookEvents = (id: string, enabled: boolean) => useQuery({ ...bookEventsQuery(id), enabled });
