import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { ClassProgressOut } from "@contracts/learning";
import { api } from "@/lib/api-client";
import { learningKeys } from "./keys";

/** GET /learning/classes/{id}/progress?course=: each student's lessons and quiz score in one course. */
export const getClassProgress = (classId: string, course: string, signal?: AbortSignal) =>
  api.get<ClassProgressOut>(`/learning/classes/${encodeURIComponent(classId)}/progress`, { course }, signal);

export const classProgressQuery = (classId: string, course: string) =>
  queryOptions({ queryKey: learningKeys.classProgress(classId, course), queryFn: ({ signal }) => getClassProgress(classId, course, signal) });

export const useClassProgress = (classId: string, course: string) => useQuery({ ...classProgressQuery(classId, course), enabled: !!classId && !!course });

/** POST / DELETE /learning/classes/{id}/assignments: give a course to a class (its students see it first) or stop. */
export function useAssignCourse(classId: string, course: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (assign: boolean) =>
      assign
        ? api.post(`/learning/classes/${encodeURIComponent(classId)}/assignments`, { course })
        : api.delete(`/learning/classes/${encodeURIComponent(classId)}/assignments/${encodeURIComponent(course)}`),
    onSuccess: () => client.invalidateQueries({ queryKey: learningKeys.classProgress(classId, course) }),
  });
}
