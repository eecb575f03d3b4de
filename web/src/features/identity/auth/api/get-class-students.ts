import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { STUDENT_LIST_PAGE, type ClassStudentList } from "@contracts/classes";
import { request } from "@/lib/api-client";
import { authKeys } from "./keys";

export interface StudentListPage {
  /** Zero-based page number; the API is asked for offset = page × 20. */
  page: number;
  search: string;
}

/** `challenge`: the security check's token, once the server has asked for one (X-Turnstile-Token). */
export function getClassStudents(code: string, { page, search }: StudentListPage, signal?: AbortSignal, challenge?: string) {
  return request<ClassStudentList>("GET", `/list-student-in-class/${encodeURIComponent(code)}/`, {
    query: { limit: STUDENT_LIST_PAGE, offset: page * STUDENT_LIST_PAGE, search: search || undefined },
    signal,
    headers: challenge ? { "X-Turnstile-Token": challenge } : undefined,
  });
}

export const classStudentsQuery = (code: string, list: StudentListPage, challenge?: string) =>
  queryOptions({
    queryKey: authKeys.classStudents(code, list.page, list.search),
    queryFn: ({ signal }) => getClassStudents(code, list, signal, challenge),
  });

/** GET /api/list-student-in-class/{code}/ — one page of a class's profile tiles. */
export const useClassStudents = (code: string, list: StudentListPage) =>
  useQuery({ ...classStudentsQuery(code, list), placeholderData: keepPreviousData });
