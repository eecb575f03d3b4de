import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { Page } from "@contracts/common";
import { QUIZ_MARKING_PAGE_SIZE, type QuizMarkingItemOut, type QuizMarkingStatus } from "@contracts/quiz-marking";
import { api } from "@/lib/api-client";
import { learningKeys } from "./keys";

export interface QuizMarkingFilters {
  status: QuizMarkingStatus;
  course?: string;
  class?: string;
  offset?: number;
}

const keys = {
  all: () => [...learningKeys.all, "quiz-marking"] as const,
  list: (f: QuizMarkingFilters) => [...keys.all(), "list", f] as const,
  count: () => [...keys.all(), "count"] as const,
};

/** GET /quiz-attempts/: the attempts whose written answers the caller marks (a teacher: their classes' pupils), newest first. */
export const getQuizMarking = (f: QuizMarkingFilters, signal?: AbortSignal, limit = QUIZ_MARKING_PAGE_SIZE) =>
  api.get<Page<QuizMarkingItemOut[]>>("/quiz-attempts/", { status: f.status, course: f.course || undefined, class: f.class || undefined, limit, offset: f.offset || undefined }, signal);

export const quizMarkingQuery = (f: QuizMarkingFilters) => queryOptions({ queryKey: keys.list(f), queryFn: ({ signal }) => getQuizMarking(f, signal), placeholderData: keepPreviousData });

export const useQuizMarking = (f: QuizMarkingFilters) => useQuery(quizMarkingQuery(f));

/** How many attempts wait for the caller's mark (the dashboard's count): one row is asked for, the count comes with it. */
export const useQuizMarkingCount = (enabled = true) =>
  useQuery({ queryKey: keys.count(), queryFn: async ({ signal }) => (await getQuizMarking({ status: "to_mark" }, signal, 1)).count, enabled });

/**
 * PATCH /quiz-attempts/{id}/marks: marks written answers; the answer is the attempt as it now
 * stands, put into the page it was on at once, then every list and the count are asked again (a
 * fully marked attempt leaves the "to mark" list).
 */
export function useMarkQuizAnswers(filters: QuizMarkingFilters) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: { attempt: string; marks: Record<string, boolean> }) => api.patch<QuizMarkingItemOut>(`/quiz-attempts/${encodeURIComponent(input.attempt)}/marks`, { marks: input.marks }),
    onSuccess: (item) => {
      client.setQueryData<Page<QuizMarkingItemOut[]>>(keys.list(filters), (page) => (page ? { ...page, results: page.results.map((r) => (r.attempt_id === item.attempt_id ? item : r)) } : page));
      return client.invalidateQueries({ queryKey: keys.all() });
    },
  });
}
