import { queryOptions, useQuery } from "@tanstack/react-query";
import type { LessonOut } from "@contracts/learning";
import { api } from "@/lib/api-client";
import { learningKeys } from "./keys";

const seg = encodeURIComponent;

/** GET /courses/{slug}/chapters/{chapter}/lessons/{lesson}/: a lesson with its blocks and the caller's progress. */
export const getLesson = (slug: string, chapter: string, lesson: string, signal?: AbortSignal) =>
  api.get<LessonOut>(`/courses/${seg(slug)}/chapters/${seg(chapter)}/lessons/${seg(lesson)}/`, undefined, signal);

export const lessonQuery = (slug: string, chapter: string, lesson: string) =>
  queryOptions({ queryKey: learningKeys.lesson(slug, chapter, lesson), queryFn: ({ signal }) => getLesson(slug, chapter, lesson, signal), retry: false });

export const useLesson = (slug: string, chapter: string, lesson: string) => useQuery(lessonQuery(slug, chapter, lesson));
