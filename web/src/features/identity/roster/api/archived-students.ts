import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { Page } from "@contracts/common";
import type { ArchivedStudent } from "@contracts/roster";
import { api } from "@/lib/api-client";
import { schoolAdminKeys } from "@/features/identity/school-admin/api/keys";
import { rosterKeys } from "./keys";

export const ARCHIVED_PAGE_SIZE = 20;
const base = "/school-admin/archived-students";

export const getArchivedStudents = (f: { search?: string; offset?: number }, signal?: AbortSignal) =>
  api.get<Page<ArchivedStudent[]>>(`${base}/`, { search: f.search, limit: ARCHIVED_PAGE_SIZE, offset: f.offset }, signal);

export const archivedStudentsQuery = (f: { search?: string; offset?: number }) =>
  queryOptions({ queryKey: [...rosterKeys.archived(), f], queryFn: ({ signal }) => getArchivedStudents(f, signal), placeholderData: keepPreviousData });

export const useArchivedStudents = (f: { search?: string; offset?: number }) => useQuery(archivedStudentsQuery(f));

/** Archiving, restoring and erasing change class lists, rosters, cards and counts everywhere. */
function useRosterMutation<I, O>(fn: (input: I) => Promise<O>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: rosterKeys.all });
      void client.invalidateQueries({ queryKey: schoolAdminKeys.all });
    },
  });
}

export const useArchiveStudents = () => useRosterMutation((ids: string[]) => api.post<{ archived: number }>(`${base}/archive/`, { student_ids: ids }));
export const useRestoreStudents = () => useRosterMutation((ids: string[]) => api.post<{ restored: number }>(`${base}/restore/`, { student_ids: ids }));
export const useEraseStudent = () =>
  useRosterMutation(({ id, confirmName }: { id: string; confirmName: string }) => api.post<void>(`${base}/${encodeURIComponent(id)}/erase/`, { confirm_name: confirmName }));
