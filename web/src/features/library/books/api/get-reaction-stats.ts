import { queryOptions, useQuery } from "@tanstack/react-query";
import type { ReactionItemType, ReactionStatsOut } from "@contracts/reactions";
import { api } from "@/lib/api-client";
import { libraryKeys } from "./keys";

export const reactionStatsKey = (type: ReactionItemType, id: string) => [...libraryKeys.all, "reactions", type, id] as const;

export const getReactionStats = (type: ReactionItemType, id: string, signal?: AbortSignal) =>
  api.get<ReactionStatsOut>("/reactions/stats/", { item_type: type, item_id: id }, signal);

export const reactionStatsQuery = (type: ReactionItemType, id: string) =>
  queryOptions({ queryKey: reactionStatsKey(type, id), queryFn: ({ signal }) => getReactionStats(type, id, signal) });

export const useReactionStats = (type: ReactionItemType, id: string) => useQuery(reactionStatsQuery(type, id));
