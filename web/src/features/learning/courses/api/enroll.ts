import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { EnrollmentOut } from "@contracts/learning";
import { api } from "@/lib/api-client";
import { learningKeys } from "./keys";

/** POST /course-enrollments/ {course}: enrols (or answers the existing enrolment). */
export const enroll = (course: string) => api.post<EnrollmentOut>("/course-enrollments/", { course });

export function useEnroll(slug: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (courseId: string) => enroll(courseId),
    onSuccess: () => Promise.all([client.invalidateQueries({ queryKey: learningKeys.course(slug) }), client.invalidateQueries({ queryKey: learningKeys.myCourses() })]),
  });
}
