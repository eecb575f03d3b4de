import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { QuizResultOut } from "@contracts/learning";
import { api } from "@/lib/api-client";
import { certificateKeys } from "@/features/learning/certificates/api/keys";
import { learningKeys } from "./keys";

/** POST /quiz-attempts/: the score, the right answers and their explanations. */
export const submitQuiz = (lesson: string, answers: Record<string, number | string>) => api.post<QuizResultOut>("/quiz-attempts/", { lesson, answers });

export function useSubmitQuiz(courseSlug: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: { lesson: string; answers: Record<string, number | string> }) => submitQuiz(input.lesson, input.answers),
    // Passing the final quiz may issue a certificate.
    onSuccess: () => Promise.all([client.invalidateQueries({ queryKey: learningKeys.course(courseSlug) }), client.invalidateQueries({ queryKey: certificateKeys.mine() })]),
  });
}
