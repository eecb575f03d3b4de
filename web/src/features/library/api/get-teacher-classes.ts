import { queryOptions, useQuery } from "@tanstack/react-query";
import type { Page } from "@contracts/common";
import type { TeacherClass } from "@contracts/classes";
import { api } from "@/lib/api-client";
import { libraryKeys } from "./keys";

export const getTeacherClasses = (signal?: AbortSignal) => api.get<Page<TeacherClass[]>>("/v1/teacher/school-classes/", { limit: 100 }, signal);

/** The classes a teacher teaches (a school admin: every class), for "upload for a class". */
export const teacherClassesQuery = queryOptions({
  queryKey: libraryKeys.teacherClasses(),
  queryFn: async ({ signal }) => (await getTeacherClasses(signal)).results.filter((c) => !c.archived),
});

export const useTeacherClasses = (enabled: boolean) => useQuery({ ...teacherClassesQuery, enabled });
