import { z } from "zod";
import { MAX_TEXT, limitParam, offsetParam } from "./common";

/**
 * A profile tile of the class list: what a child needs to find themselves and nothing more. `tile`
 * is opaque and only good for this class's sign-in (POST /api/auth/class-token/).
 */
export interface ClassStudentEntry {
  tile: string;
  first_name: string;
  last_initial: string;
  avatar: string | null;
}

export interface ClassStudentList {
  results: { students: ClassStudentEntry[] };
  count: number;
  next: string | null;
  previous: string | null;
}

export interface TeacherClass {
  id: string;
  name: string;
  code: string;
  teacher: { id: string; first_name: string; last_name: string } | null;
  student_count: number;
  archived: boolean;
}

export const STUDENT_LIST_PAGE = 20;
export const STUDENT_LIST_MAX = 50;

export const classCodeParam = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^[A-Z0-9]{4,12}$/, { error: "Invalid class code." });

export const studentListQuery = z.object({
  limit: limitParam(STUDENT_LIST_PAGE, STUDENT_LIST_MAX),
  offset: offsetParam,
  search: z.string().trim().max(MAX_TEXT).optional().catch(undefined),
});
