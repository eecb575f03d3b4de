import { queryOptions, useQuery } from "@tanstack/react-query";
import type { Page } from "@contracts/common";
import type { StoryCardOut } from "@contracts/stories";
import { api } from "@/lib/api-client";
import { storyKeys } from "./keys";

/** GET /stories/?author=me&status=any&view=card: the signed-in author's stories in every status, newest first, as cards (no body). */
export const getMyStories = (authorId: string, signal?: AbortSignal) => api.get<Page<StoryCardOut[]>>("/stories/", { author: authorId, status: "any", limit: 50, view: "card" }, signal);

export const myStoriesQuery = (authorId: string) => queryOptions({ queryKey: storyKeys.mine(authorId), queryFn: ({ signal }) => getMyStories(authorId, signal) });

export const useMyStories = (authorId: string) => useQuery(myStoriesQuery(authorId));
