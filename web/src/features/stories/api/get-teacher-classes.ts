import { queryOptions, useQuery } from "@tanstack/react-query";
import type { Page } from "@contracts/common";
import type { TeacherClass } from "@contracts/classes";
import { api } from "@/lib/api-client";
import { storyKeys } from "./keys";

export const getTeacherClasses = (signal?: AbortSignal) => api.get<Page<TeacherClass[]>>("/v1/teacher/school-classes/", { limit: 100 }, signal);

/** The classes a teacher teaches (a school admin: every class), to file a story under one. */
export const teacherClassesQuery = queryOptions({
  queryKey: storyKeys.teacherClasses(),
  queryFn: async ({ signal }) => (await getTeacherClasses(signal)).results.filter((c) => !c.archived),
});

export const useTeacherClasses = (enabled: boolean) => useQuery({ ...teacherClassesQuery, enabled });
