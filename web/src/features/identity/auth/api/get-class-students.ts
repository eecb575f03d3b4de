import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { STUDENT_LIST_PAGE, type ClassStudentList } from "@contracts/classes";
import { api } from "@/lib/api-client";
import { authKeys } from "./keys";

export interface StudentListPage {
  /** Zero-based page number; the API is asked for offset = page × 20. */
  page: number;
  search: string;
}

export function getClassStudents(code: string, { page, search }: StudentListPage, signal?: AbortSignal) {
  return api.get<ClassStudentList>(
    `/list-student-in-class/${encodeURIComponent(code)}/`,
    { limit: STUDENT_LIST_PAGE, offset: page * STUDENT_LIST_PAGE, search: search || undefined },
    signal,
  );
}

export const classStudentsQuery = (code: string, list: StudentListPage) =>
  queryOptions({
    queryKey: authKeys.classStudents(code, list.page, list.search),
    queryFn: ({ signal }) => getClassStudents(code, list, signal),
  });

/** GET /api/list-student-in-class/{code}/ — one page of a class's profile tiles. */
export const useClassStudents = (code: string, list: StudentListPage) =>
  useQuery({ ...classStudentsQuery(code, list), placeholderData: keepPreviousData });
