import { queryOptions, useQuery } from "@tanstack/react-query";
import type { CourseDataOut } from "@contracts/learning";
import { api } from "@/lib/api-client";
import { learningKeys } from "./keys";

/** GET /data/courses/{slug}: the course page — outline, the caller's enrolment, progress and access. */
export const getCourseData = async (slug: string, signal?: AbortSignal) => (await api.get<{ data: CourseDataOut }>(`/data/courses/${encodeURIComponent(slug)}`, undefined, signal)).data;

export const courseDataQuery = (slug: string) => queryOptions({ queryKey: learningKeys.course(slug), queryFn: ({ signal }) => getCourseData(slug, signal) });

export const useCourseData = (slug: string) => useQuery(courseDataQuery(slug));
