import { queryOptions, useQuery } from "@tanstack/react-query";
import type { Page } from "@contracts/common";
import type { TeacherClass } from "@contracts/classes";
import { api } from "@/lib/api-client";

/* Classes (identity): the one copy of GET /v1/teacher/school-classes/ that every feature uses. */

export const classKeys = { all: ["classes"] as const, teacherClasses: () => [...classKeys.all, "teacher-classes"] as const };

export const getTeacherClasses = (signal?: AbortSignal) => api.get<Page<TeacherClass[]>>("/v1/teacher/school-classes/", { limit: 100 }, signal);

/** The classes a teacher teaches (a school admin: every class of the school), live ones, by name. */
export const teacherClassesQuery = () =>
  queryOptions({
    queryKey: classKeys.teacherClasses(),
    queryFn: async ({ signal }) => (await getTeacherClasses(signal)).results.filter((c) => !c.archived).sort((a, b) => a.name.localeCompare(b.name)),
    staleTime: 5 * 60_000,
  });

export const useTeacherClasses = (enabled = true) => useQuery({ ...teacherClassesQuery(), enabled });
