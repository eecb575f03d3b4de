import { queryOptions, useQuery } from "@tanstack/react-query";
import type { StoryOut } from "@contracts/stories";
import { api } from "@/lib/api-client";
import { storyKeys } from "./keys";

/** GET /stories/{id or slug}/: one story the caller may see. */
export const getStory = (idOrSlug: string, signal?: AbortSignal) => api.get<StoryOut>(`/stories/${encodeURIComponent(idOrSlug)}/`, undefined, signal);

export const storyQuery = (idOrSlug: string) => queryOptions({ queryKey: storyKeys.story(idOrSlug), queryFn: ({ signal }) => getStory(idOrSlug, signal) });

export const useStory = (idOrSlug: string | null) => useQuery({ ...storyQuery(idOrSlug ?? ""), enabled: !!idOrSlug });
