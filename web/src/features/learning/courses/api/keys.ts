import type { CourseKind } from "@contracts/learning";

/** Query keys of learning; a course's keys share its prefix so enrolling or progress refreshes them all. */
export const learningKeys = {
  all: ["learning"] as const,
  courses: (filters: CourseFilters) => [...learningKeys.all, "courses", filters] as const,
  course: (slug: string) => [...learningKeys.all, "course", slug] as const,
  lesson: (slug: string, chapter: string, lesson: string) => [...learningKeys.course(slug), "lesson", chapter, lesson] as const,
  myCourses: () => [...learningKeys.all, "my-courses"] as const,
  classProgress: (classId: string, course: string) => [...learningKeys.all, "class-progress", classId, course] as const,
  classAssignments: (classId: string) => [...learningKeys.all, "class-assignments", classId] as const,
  stats: (tenant?: string) => [...learningKeys.all, "stats", tenant ?? ""] as const,
  editor: (id: string) => [...learningKeys.all, "editor", id] as const,
  /** Authoring lists and editors of hubs, films, challenges and comprehension quizzes. */
  authoring: (kind: "hubs" | "films" | "challenges" | "quizzes", id = "") => [...learningKeys.all, "authoring", kind, id] as const,
};

export interface CourseFilters {
  search?: string;
  sdg?: number;
  age?: number;
  subject?: string;
  kind?: CourseKind;
  all?: boolean;
  limit?: number;
  offset?: number;
}

export const COURSE_PAGE_SIZE = 24;
