import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { ComprehensionOut, ComprehensionResultsOut, ImpactFilmOut, QuizResultOut } from "@contracts/learning";
import { api } from "@/lib/api-client";
import { learningKeys } from "./keys";

const keys = {
  quiz: (slug: string) => [...learningKeys.all, "comprehension", slug] as const,
  results: (slug: string) => [...learningKeys.all, "comprehension", slug, "results"] as const,
  films: () => [...learningKeys.all, "films"] as const,
};

/** GET /comprehension/{slug}: the questions (no answers) and the caller's attempts. */
export const useComprehension = (slug: string) => useQuery({ queryKey: keys.quiz(slug), queryFn: ({ signal }) => api.get<ComprehensionOut>(`/comprehension/${encodeURIComponent(slug)}`, undefined, signal) });

/** POST /comprehension/{slug}/attempts */
export function useAttemptComprehension(slug: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (answers: Record<string, number | string>) => api.post<QuizResultOut>(`/comprehension/${encodeURIComponent(slug)}/attempts`, { answers }),
    onSuccess: () => client.invalidateQueries({ queryKey: keys.quiz(slug) }),
  });
}

/** GET /comprehension/{slug}/results: the school's (a teacher's classes') latest attempts. */
export const useComprehensionResults = (slug: string, enabled: boolean) =>
  useQuery({ queryKey: keys.results(slug), queryFn: ({ signal }) => api.get<ComprehensionResultsOut>(`/comprehension/${encodeURIComponent(slug)}/results`, undefined, signal), enabled });

/** PATCH /comprehension/attempts/{id}/marks */
export function useMarkComprehension(slug: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: { attempt: string; marks: Record<string, boolean> }) => api.patch<QuizResultOut>(`/comprehension/attempts/${encodeURIComponent(input.attempt)}/marks`, { marks: input.marks }),
    onSuccess: () => client.invalidateQueries({ queryKey: keys.results(slug) }),
  });
}

/** GET /impact-films/ */
export const useFilms = () => useQuery({ queryKey: keys.films(), queryFn: async ({ signal }) => (await api.get<{ results: ImpactFilmOut[] }>("/impact-films/", undefined, signal)).results });

/** GET /comprehension/?book=: the quizzes on one book (for its page). */
export const useBookQuizzes = (bookId: string) =>
  useQuery({
    queryKey: [...learningKeys.all, "comprehension", "book", bookId],
    queryFn: async ({ signal }) => (await api.get<{ results: { id: string; slug: string; title: string; questions: number }[] }>("/comprehension/", { book: bookId }, signal)).results,
  });
