import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import type { Page } from "@contracts/common";
import type { CourseSummaryOut } from "@contracts/learning";
import { api } from "@/lib/api-client";
import { COURSE_PAGE_SIZE, learningKeys, type CourseFilters } from "./keys";

/** GET /courses/: platform courses and this school's, filtered. */
export const getCourses = (f: CourseFilters, signal?: AbortSignal) =>
  api.get<Page<CourseSummaryOut[]>>(
    "/courses/",
    { search: f.search || undefined, sdg: f.sdg, age: f.age, subject: f.subject || undefined, kind: f.kind, all: f.all ? "true" : undefined, limit: f.limit ?? COURSE_PAGE_SIZE, offset: f.offset || undefined },
    signal,
  );

export const coursesQuery = (f: CourseFilters) =>
  queryOptions({ queryKey: learningKeys.courses(f), queryFn: ({ signal }) => getCourses(f, signal), placeholderData: keepPreviousData, staleTime: 30_000 });

export const useCourses = (f: CourseFilters) => useQuery(coursesQuery(f));
