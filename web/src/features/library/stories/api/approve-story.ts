import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { StoryOut } from "@contracts/stories";
import { api } from "@/lib/api-client";
import { libraryKeys } from "@/features/library/books/api/keys";
import { storyKeys } from "./keys";

/** POST /stories/{id}/approve: school admins, staff and the author's teachers publish a story pending review. */
export const approveStory = (id: string) => api.post<StoryOut>(`/stories/${encodeURIComponent(id)}/approve`);

/** After a review: every story list (the queue, the author's, the library's) and the classes' stats change. */
export function afterReview(client: ReturnType<typeof useQueryClient>) {
  void client.invalidateQueries({ queryKey: storyKeys.all });
  void client.invalidateQueries({ queryKey: [...libraryKeys.all, "teacher-stats"] });
}

export function useApproveStory() {
  const client = useQueryClient();
  return useMutation({ mutationFn: approveStory, onSuccess: () => afterReview(client) });
}
