import { queryOptions, useQuery } from "@tanstack/react-query";
import type { Page } from "@contracts/common";
import type { TeacherClass } from "@contracts/classes";
import { api } from "@/lib/api-client";
import { dearWorldKeys } from "./keys";

/** The classes a teacher teaches, so a teacher of several can say which chapter a letter is for. */
export const getMyClasses = (signal?: AbortSignal) => api.get<Page<TeacherClass[]>>("/v1/teacher/school-classes/", { limit: 100 }, signal);

export const myClassesQuery = () =>
  queryOptions({
    queryKey: [...dearWorldKeys.all, "my-classes"],
    queryFn: async ({ signal }) => (await getMyClasses(signal)).results.filter((c) => !c.archived).sort((a, b) => a.name.localeCompare(b.name)),
    staleTime: 5 * 60_000,
  });

export const useMyClasses = (enabled: boolean) => useQuery({ ...myClassesQuery(), enabled });
