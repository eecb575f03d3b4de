import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { schoolAdminKeys } from "./keys";

/** Takes a student out of the class; the account stays. */
export const removeClassStudent = ({ classId, studentId }: { classId: string; studentId: string }) =>
  api.delete<void>(`/school-admin/classes/${encodeURIComponent(classId)}/students/${encodeURIComponent(studentId)}/`);

export function useRemoveClassStudent() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: removeClassStudent,
    onSuccess: (_data, { classId }) => {
      void client.invalidateQueries({ queryKey: schoolAdminKeys.roster(classId) });
      void client.invalidateQueries({ queryKey: schoolAdminKeys.loginCards(classId) });
      void client.invalidateQueries({ queryKey: schoolAdminKeys.class(classId) });
      void client.invalidateQueries({ queryKey: schoolAdminKeys.classes() });
    },
  });
}
