import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { RosterAddInput, RosterStudent } from "@contracts/school-admin";
import { api } from "@/lib/api-client";
import { schoolAdminKeys } from "./keys";

/**
 * Either `{student_ids}` (existing students of the school) or `{students: [{first_name, last_name,
 * password}]}` (new accounts, created and added at once). A bad new row answers with field errors
 * keyed `students.{index}.{field}`.
 */
export const addClassStudents = ({ classId, input }: { classId: string; input: RosterAddInput }) =>
  api.post<{ results: RosterStudent[] }>(`/school-admin/classes/${encodeURIComponent(classId)}/students/`, input);

export function useAddClassStudents() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: addClassStudents,
    onSuccess: (_data, { classId, input }) => {
      void client.invalidateQueries({ queryKey: schoolAdminKeys.roster(classId) });
      void client.invalidateQueries({ queryKey: schoolAdminKeys.loginCards(classId) });
      void client.invalidateQueries({ queryKey: schoolAdminKeys.class(classId) });
      void client.invalidateQueries({ queryKey: schoolAdminKeys.classes() });
      if (input.students) {
        void client.invalidateQueries({ queryKey: schoolAdminKeys.users() });
        void client.invalidateQueries({ queryKey: schoolAdminKeys.dashboard() });
      }
    },
  });
}
