import type { CourseDataOut, LessonOut } from "@contracts/learning";

export { resetState, signIn, page } from "../giving/fixtures";

export const courseData = (patch: Partial<CourseDataOut> = {}): CourseDataOut => ({
  id: "crs_1",
  slug: "this-is-course",
  kind: "course",
  title: "This Is Our World",
  name: "This Is Our World",
  intro: "Meet the Global Goals.",
  subject: "Citizenship",
  age_min: 7,
  age_max: 11,
  sdgs: [4, 7, 13],
  language: "en",
  cover_url: null,
  status: "published",
  platform_wide: true,
  price: null,
  chapter_count: 1,
  lesson_count: 2,
  minutes: 20,
  description: "First paragraph.\n\nSecond paragraph.",
  program: { url: "/api/learning/media/lmd_prog", name: "program.pdf", size: 4000 },
  chapters: [
    {
      id: "chp_1",
      slug: "what-are-the-goals",
      title: "What are the goals?",
      position: 1,
      lessons: [
        { id: "lsn_1", slug: "seventeen-goals", title: "Seventeen goals", summary: "", minutes: 10, position: 1, completed: false },
        { id: "lsn_2", slug: "goals-near-you", title: "Goals near you", summary: "", minutes: 10, position: 2, completed: false },
      ],
    },
  ],
  enrollment: null,
  progress: null,
  access: "sign_in",
  owned: false,
  ...patch,
});

export const lesson = (patch: Partial<LessonOut> = {}): LessonOut => ({
  id: "lsn_1",
  slug: "seventeen-goals",
  title: "Seventeen goals",
  summary: "What the goals are.",
  minutes: 10,
  chapter: { id: "chp_1", slug: "what-are-the-goals", title: "What are the goals?" },
  course: { id: "crs_1", slug: "this-is-course", title: "This Is Our World", kind: "course", language: "en" },
  blocks: [
    { type: "text", html: "<p>In 2015 the world agreed <strong>17 goals</strong>.</p>" },
    {
      type: "quiz",
      title: "Check",
      questions: [
        { id: "q1", kind: "choice", prompt: "How many goals are there?", options: ["Five", "Seventeen"] },
        { id: "q2", kind: "short", prompt: "Which goal matters to you?", options: [] },
      ],
    },
  ],
  completed: false,
  video_position: 0,
  previous: null,
  next: { chapter: "what-are-the-goals", lesson: "goals-near-you", title: "Goals near you" },
  outline: courseData().chapters,
  progress: { completed: 0, total: 2, percent: 0, next_lesson: { chapter: "what-are-the-goals", lesson: "seventeen-goals", title: "Seventeen goals" } },
  last_attempt: null,
  preview: false,
  ...patch,
});
