import type { FinalWorkKind } from "@contracts/certificates";
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { z } from "zod";
import { LEARNING_MULTIPART, type ChapterOut, type courseCreateSchema, type CourseOut, type LessonBlock, type LessonEditOut, type MediaKind, type MediaOut } from "@contracts/learning";
import { api } from "@/lib/api-client";
import { uploadWithProgress } from "@/lib/api-transfer";
import { msg } from "@/lib/i18n";
import { getAccessToken } from "@/lib/session";
import { learningKeys } from "./keys";
import { uploadInParts } from "./upload-in-parts";

/* Authoring (staff and school admins): the course editor's calls. */

export type CourseInput = z.input<typeof courseCreateSchema>;

export interface CourseEditorOut extends CourseOut {
  catalog_item_id: string | null;
  /** Certificates: the final quiz's pass mark and the final work asked for. */
  pass_mark: number | null;
  final_work: FinalWorkKind;
  final_work_guidelines: string;
  program_media_id: string | null;
  cover_media_id: string | null;
  chapters: (Omit<ChapterOut, "lessons"> & { lessons: LessonEditOut[] })[];
  media: MediaOut[];
}

/** GET /courses/{id}/edit */
export const getCourseEditor = (id: string, signal?: AbortSignal) => api.get<CourseEditorOut>(`/courses/${encodeURIComponent(id)}/edit`, undefined, signal);
export const courseEditorQuery = (id: string) => queryOptions({ queryKey: learningKeys.editor(id), queryFn: ({ signal }) => getCourseEditor(id, signal) });
export const useCourseEditor = (id: string) => useQuery(courseEditorQuery(id));

/** GET /course-lessons/{id} */
export const getLessonEditor = (id: string, signal?: AbortSignal) => api.get<LessonEditOut>(`/course-lessons/${encodeURIComponent(id)}`, undefined, signal);
export const useLessonEditor = (id: string) => useQuery({ queryKey: [...learningKeys.all, "lesson-editor", id], queryFn: ({ signal }) => getLessonEditor(id, signal) });

export const createCourse = (input: CourseInput) => api.post<CourseOut>("/courses/", input);
export const updateCourse = (id: string, input: Partial<CourseInput>) => api.patch<CourseOut>(`/courses/${encodeURIComponent(id)}`, input);
export const deleteCourse = (id: string) => api.delete<void>(`/courses/${encodeURIComponent(id)}`);
export const addChapter = (courseId: string, title: string) => api.post<ChapterOut>(`/courses/${encodeURIComponent(courseId)}/chapters`, { title });
export const updateChapter = (id: string, title: string) => api.patch<ChapterOut>(`/course-chapters/${encodeURIComponent(id)}`, { title });
export const deleteChapter = (id: string) => api.delete<void>(`/course-chapters/${encodeURIComponent(id)}`);
export const reorderChapters = (courseId: string, ids: string[]) => api.put<{ ids: string[] }>(`/courses/${encodeURIComponent(courseId)}/chapters/order`, { ids });
export const addLesson = (chapterId: string, title: string) => api.post<LessonEditOut>(`/course-chapters/${encodeURIComponent(chapterId)}/lessons`, { title });
export const reorderLessons = (chapterId: string, ids: string[]) => api.put<{ ids: string[] }>(`/course-chapters/${encodeURIComponent(chapterId)}/lessons/order`, { ids });
export const updateLesson = (id: string, input: { title?: string; summary?: string; minutes?: number; blocks?: LessonBlock[]; chapter_id?: string }) =>
  api.patch<LessonEditOut>(`/course-lessons/${encodeURIComponent(id)}`, input);
export const deleteLesson = (id: string) => api.delete<void>(`/course-lessons/${encodeURIComponent(id)}`);

/**
 * PUT /learning/media: the file streams to the Worker with upload progress; its type is read from its bytes. No course: a film's file (staff).
 * A file over 95 MB goes up in parts and resumes after an interruption (upload-in-parts.ts).
 */
export async function uploadMedia(courseId: string | null, kind: MediaKind, file: File, onProgress: (fraction: number) => void, signal?: AbortSignal): Promise<MediaOut> {
  if (file.size > LEARNING_MULTIPART.singleMaxBytes) return uploadInParts({ courseId, kind, file, onProgress, signal });
  const url = `/api/learning/media?${new URLSearchParams({ ...(courseId ? { course: courseId } : {}), kind, name: file.name })}`;
  const token = getAccessToken();
  const headers: Record<string, string> = { "Content-Type": file.type || "application/octet-stream" };
  if (token) headers.Authorization = `Bearer ${token}`;
  const stored = await uploadWithProgress<MediaOut>({ method: "PUT", url, headers }, file, onProgress, signal);
  if (!stored) throw new Error(msg("The upload finished without an answer. Please try again."));
  return stored;
}

/** Every authoring change refreshes the editor and the learner-facing views of the course. */
export function useAuthoring<TArgs, TResult>(courseId: string, fn: (args: TArgs) => Promise<TResult>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: () => Promise.all([client.invalidateQueries({ queryKey: learningKeys.editor(courseId) }), client.invalidateQueries({ queryKey: learningKeys.all })]),
  });
}

