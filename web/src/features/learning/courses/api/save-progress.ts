import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { CourseProgressOut } from "@contracts/learning";
import { api } from "@/lib/api-client";
import { certificateKeys } from "@/features/learning/certificates/api/keys";
import { learningKeys } from "./keys";

export interface ProgressAnswer {
  lesson: string;
  completed: boolean;
  video_position: number;
  progress: CourseProgressOut | null;
}

/** PUT /lesson-progress/: mark a lesson complete (or not) and remember where the video stopped. */
export const saveProgress = (input: { lesson: string; completed?: boolean; video_position?: number }) => api.put<ProgressAnswer>("/lesson-progress/", input);

export function useMarkComplete(courseSlug: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: { lesson: string; completed: boolean }) => saveProgress(input),
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: learningKeys.course(courseSlug) }),
        client.invalidateQueries({ queryKey: learningKeys.myCourses() }),
        // Hubs show the same ticks.
        client.invalidateQueries({ queryKey: [...learningKeys.all, "hub"] }),
        // Finishing the last lesson may issue a certificate.
        client.invalidateQueries({ queryKey: certificateKeys.mine() }),
      ]),
  });
}
