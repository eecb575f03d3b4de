import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { storyKeys } from "./keys";

/** DELETE /stories/{id}/. */
export const deleteStory = (id: string) => api.delete<void>(`/stories/${encodeURIComponent(id)}/`);

export function useDeleteStory() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deleteStory,
    onSuccess: () => client.invalidateQueries({ queryKey: storyKeys.all }),
  });
}
