import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import type { Page } from "@contracts/common";
import type { StoryCardOut } from "@contracts/stories";
import { api } from "@/lib/api-client";
import { storyKeys } from "./keys";

export const STORY_REVIEW_PAGE_SIZE = 20;

/**
 * GET /stories/?status=pending_review&view=card: the stories the caller may review — a teacher's pupils',
 * or every one of the school for its admins (the API's visibility rule decides).
 */
export const getStoriesToReview = (offset: number, signal?: AbortSignal) =>
  api.get<Page<StoryCardOut[]>>("/stories/", { status: "pending_review", limit: STORY_REVIEW_PAGE_SIZE, offset: offset || undefined, view: "card" }, signal);

export const storiesToReviewQuery = (offset: number) =>
  queryOptions({ queryKey: [...storyKeys.reviews(), offset] as const, queryFn: ({ signal }) => getStoriesToReview(offset, signal), placeholderData: keepPreviousData });

export const useStoriesToReview = (offset: number) => useQuery(storiesToReviewQuery(offset));
