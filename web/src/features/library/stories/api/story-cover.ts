import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { StoryOut } from "@contracts/stories";
import { api } from "@/lib/api-client";
import { storeStory } from "./update-story";

/** POST /stories/{id}/cover/ (multipart `file`): sets or replaces the story's cover picture. */
export function uploadStoryCover(id: string, file: File) {
  const form = new FormData();
  form.set("file", file);
  return api.postForm<StoryOut>(`/stories/${encodeURIComponent(id)}/cover/`, form);
}

/** DELETE /stories/{id}/cover/. */
export const removeStoryCover = (id: string) => api.delete<StoryOut>(`/stories/${encodeURIComponent(id)}/cover/`);

export function useStoryCover(id: string) {
  const client = useQueryClient();
  const onSuccess = (story: StoryOut) => storeStory(client, story);
  return {
    upload: useMutation({ mutationFn: (file: File) => uploadStoryCover(id, file), onSuccess }),
    remove: useMutation({ mutationFn: () => removeStoryCover(id), onSuccess }),
  };
}
