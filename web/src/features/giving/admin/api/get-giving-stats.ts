import { queryOptions, useQuery, keepPreviousData } from "@tanstack/react-query";
import { type GIVING_PERIODS, type GivingStatsOut } from "@contracts/giving";
import { api } from "@/lib/api-client";
import { givingKeys } from "./keys";

export type GivingPeriod = (typeof GIVING_PERIODS)[number];
/** How many periods the dashboard charts (the current one included). */
export const STATS_PERIODS = 12;

export const getGivingStats = (period: GivingPeriod, signal?: AbortSignal) =>
  api.get<GivingStatsOut>("/giving/stats/", { period, periods: STATS_PERIODS }, signal);

export const givingStatsQuery = (period: GivingPeriod) =>
  queryOptions({
    queryKey: [...givingKeys.stats(), period],
    queryFn: ({ signal }) => getGivingStats(period, signal),
    placeholderData: keepPreviousData,
  });

export const useGivingStats = (period: GivingPeriod) => useQuery(givingStatsQuery(period));
