import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { ReactionStatsOut, ReactionToggleInput, ReactionToggleOut } from "@contracts/reactions";
import { api } from "@/lib/api-client";
import { reactionStatsKey } from "./get-reaction-stats";

export const toggleReaction = (input: ReactionToggleInput) => api.post<ReactionToggleOut>("/reactions/", input);

/** The counts as they will be once the toggle lands: the caller's reaction flipped, its count ±1. */
export function toggled(stats: ReactionStatsOut, reaction: ReactionToggleInput["reaction"]): ReactionStatsOut {
  return {
    results: stats.results.map((r) =>
      r.reaction === reaction ? { ...r, reacted_by_me: !r.reacted_by_me, count: Math.max(0, r.count + (r.reacted_by_me ? -1 : 1)) } : r,
    ),
  };
}

/** Optimistic: the bar changes at once, and goes back to what it was if the worker refuses. */
export function useToggleReaction(onError: (err: unknown) => void) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: toggleReaction,
    onMutate: async (input) => {
      const key = reactionStatsKey(input.item_type, input.item_id);
      await client.cancelQueries({ queryKey: key });
      const before = client.getQueryData<ReactionStatsOut>(key);
      if (before) client.setQueryData(key, toggled(before, input.reaction));
      return { key, before };
    },
    onError: (err, _input, context) => {
      if (context?.before) client.setQueryData(context.key, context.before);
      onError(err);
    },
    onSuccess: (out, input) => client.setQueryData<ReactionStatsOut>(reactionStatsKey(input.item_type, input.item_id), { results: out.results }),
  });
}
