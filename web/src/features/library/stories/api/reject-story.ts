import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { StoryOut } from "@contracts/stories";
import type { RejectInput } from "@contracts/book-moderation";
import { api } from "@/lib/api-client";
import { afterReview } from "./approve-story";

/** POST /stories/{id}/reject: send a story back to its author with the reason they will read. */
export const rejectStory = ({ id, reason }: { id: string } & RejectInput) => api.post<StoryOut>(`/stories/${encodeURIComponent(id)}/reject`, { reason });

export function useRejectStory() {
  const client = useQueryClient();
  return useMutation({ mutationFn: rejectStory, onSuccess: () => afterReview(client) });
}
