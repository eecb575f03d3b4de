import { queryOptions, useQuery } from "@tanstack/react-query";
import type { StoryOut } from "@contracts/stories";
import { api } from "@/lib/api-client";

/** GET /stories/{id}/: the whole story (sanitised HTML) for the reader dialog of a search hit. */
export const getStory = (id: string, signal?: AbortSignal) => api.get<StoryOut>(`/stories/${encodeURIComponent(id)}/`, undefined, signal);

export const storyQuery = (id: string) => queryOptions({ queryKey: ["search", "story", id], queryFn: ({ signal }) => getStory(id, signal) });

export const useStory = (id: string | null) => useQuery({ ...storyQuery(id ?? ""), enabled: !!id });
