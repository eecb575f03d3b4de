import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import type { Page } from "@contracts/common";
import type { StoryCardOut } from "@contracts/stories";
import { api } from "@/lib/api-client";
import { storyKeys } from "./keys";

/** How many stories the library home shows beside its books. */
export const STORY_SHELF_SIZE = 6;

/** GET /stories/?view=card: the published stories the caller may read (their school's and the platform's), newest first, or the best matches of a search; as cards (no body). */
export const getStories = (params: { search?: string; limit: number }, signal?: AbortSignal) =>
  api.get<Page<StoryCardOut[]>>("/stories/", { limit: params.limit, ...(params.search ? { search: params.search } : {}), view: "card" }, signal);

export const storiesQuery = (params: { search?: string; limit: number }) =>
  queryOptions({ queryKey: [...storyKeys.all, "published", params] as const, queryFn: ({ signal }) => getStories(params, signal), placeholderData: keepPreviousData });

export const useStories = (params: { search?: string; limit: number }, enabled = true) => useQuery({ ...storiesQuery(params), enabled });
