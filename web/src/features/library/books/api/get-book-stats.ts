import { queryOptions, useQuery } from "@tanstack/react-query";
import type { BookStats } from "@contracts/books";
import { api } from "@/lib/api-client";
import { libraryKeys } from "./keys";

export const getBookStats = (signal?: AbortSignal) => api.get<BookStats>("/book-stats", undefined, signal);

export const bookStatsQuery = queryOptions({ queryKey: libraryKeys.stats(), queryFn: ({ signal }) => getBookStats(signal), staleTime: 60_000 });

export const useBookStats = () => useQuery(bookStatsQuery);
