import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { HomeLearningCodeOut } from "@contracts/people";
import { api } from "@/lib/api-client";
import { schoolAdminKeys } from "./keys";

const base = (classId: string) => `/home-learning-codes/classes/${encodeURIComponent(classId)}`;

/** The class's home-learning codes (issued on first view) for the family cards. */
export const useHomeLearningCodes = (classId: string, enabled = true) =>
  useQuery({ queryKey: schoolAdminKeys.homeLearningCodes(classId), queryFn: ({ signal }) => api.get<{ class_name: string; results: HomeLearningCodeOut[] }>(`${base(classId)}/`, undefined, signal), enabled });

/** A new code for one student: their old card stops working at once. */
export function useRotateHomeLearningCode(classId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (studentId: string) => api.post<{ student_id: string; code: string }>(`${base(classId)}/students/${encodeURIComponent(studentId)}/rotate/`),
    onSuccess: () => void client.invalidateQueries({ queryKey: schoolAdminKeys.homeLearningCodes(classId) }),
  });
}
