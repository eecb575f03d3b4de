import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { StoryCreateInput, StoryOut } from "@contracts/stories";
import { api } from "@/lib/api-client";
import { storyKeys } from "./keys";

/** POST /stories/: a new story (a draft unless sent for review). */
export const createStory = (input: StoryCreateInput) => api.post<StoryOut>("/stories/", input);

export function useCreateStory() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: createStory,
    onSuccess: (story) => {
      client.setQueryData(storyKeys.story(story.slug), story);
      void client.invalidateQueries({ queryKey: storyKeys.mines() });
    },
  });
}
