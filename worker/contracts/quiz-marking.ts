import { z } from "zod";
import { MAX_TEXT, paginationQuery } from "./common";
import type { CourseKind } from "./learning";

/*
 * Marking lesson quizzes: the written (short) answers a course's quiz leaves to the teacher. The
 * marks themselves are sent with learning's quizMarkSchema, as the comprehension corner's are.
 */

/** Which attempts the marking list shows: those still waiting for a mark, those fully marked, or both. */
export const QUIZ_MARKING_STATUSES = ["to_mark", "marked", "all"] as const;
export type QuizMarkingStatus = (typeof QUIZ_MARKING_STATUSES)[number];

export const QUIZ_MARKING_PAGE_SIZE = 20;

/** GET /api/quiz-attempts/?status=&course=&class=&limit=&offset= (a filter that makes no sense falls back to its default). */
export const quizMarkingQuery = paginationQuery(QUIZ_MARKING_PAGE_SIZE, 50).extend({
  status: z.enum(QUIZ_MARKING_STATUSES).catch("to_mark"),
  /** A course's id. */
  course: z.string().trim().max(MAX_TEXT).optional().catch(undefined),
  /** A class's id: a teacher's own class (another is 404). */
  class: z.string().trim().max(MAX_TEXT).optional().catch(undefined),
});
export type QuizMarkingQuery = z.infer<typeof quizMarkingQuery>;

/** One written answer of an attempt, with its mark (null: not marked yet) and the lesson's model answer or explanation. */
export interface QuizMarkingAnswerOut {
  id: string;
  prompt: string;
  answer: string;
  mark: boolean | null;
  explanation: string;
}

/** One attempt at a lesson's quiz with written answers: who, where in which course, and the answers to mark. */
export interface QuizMarkingItemOut {
  attempt_id: string;
  /** The school's adults see a pupil's full name (lib/people.ts presentPerson). */
  pupil: { id: string | null; first_name: string; last_name: string };
  /** One of the pupil's classes (the caller's, for a teacher); null when the pupil is in none. */
  class: { id: string; name: string } | null;
  course: { id: string; slug: string; kind: CourseKind; title: string; language: string | null };
  lesson: { id: string; slug: string; chapter_slug: string; title: string };
  submitted_at: string;
  score: number;
  max_score: number;
  pending: number;
  short_answers: QuizMarkingAnswerOut[];
}
