import { useMutation, useQueryClient, type QueryClient } from "@tanstack/react-query";
import type { StoryOut, StoryUpdateInput } from "@contracts/stories";
import { api } from "@/lib/api-client";
import { storyKeys } from "./keys";

/** PATCH /stories/{id}/: the fields given (the server sanitises the body). */
export const updateStory = (id: string, input: StoryUpdateInput) => api.patch<StoryOut>(`/stories/${encodeURIComponent(id)}/`, input);

/** Keeps the cached story (by id and slug) and the author's list in step with a saved story. */
export function storeStory(client: QueryClient, story: StoryOut) {
  client.setQueryData(storyKeys.story(story.slug), story);
  client.setQueryData(storyKeys.story(story.id), story);
  void client.invalidateQueries({ queryKey: storyKeys.mines() });
}

export function useUpdateStory() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: string; input: StoryUpdateInput }) => updateStory(id, input),
    onSuccess: (story) => storeStory(client, story),
  });
}
