import { useMutation } from "@tanstack/react-query";
import type { GeneratedPassword } from "@contracts/school-admin";
import { api } from "@/lib/api-client";

/**
 * With a password: sets it (204, answers undefined). Without: the worker generates one and returns
 * it this once; it is never cached here.
 */
export const resetStudentPassword = ({ studentId, password }: { studentId: string; password?: string }) =>
  api.post<GeneratedPassword | undefined>(`/school-admin/students/${encodeURIComponent(studentId)}/reset-password/`, password ? { password } : {});

export const useResetStudentPassword = () => useMutation({ mutationFn: resetStudentPassword });
