import { z } from "zod";
import { MAX_TEXT, blankToNull, longText, paginationQuery, requiredText } from "./common";
import { sdgListField } from "./sdgs";
import { FINAL_WORK_KINDS } from "./certificates";
import { contentLanguageField } from "./books";

/* Learning: courses and teacher-training courses, chapters, lessons and their blocks, enrolment, progress and quizzes. */

export const COURSE_KINDS = ["course", "teacher_training"] as const;
export type CourseKind = (typeof COURSE_KINDS)[number];
/** A course's page in the web app (the web's paths.learning.course says the same): links the Worker writes (sitemap, credentials). */
export const coursePagePath = (slug: string, kind: CourseKind) => `${kind === "teacher_training" ? "/teacher-training-course" : "/course"}/${encodeURIComponent(slug)}`;
export const COURSE_STATUSES = ["draft", "published"] as const;
export type CourseStatus = (typeof COURSE_STATUSES)[number];
/** How a learner came to the course: enrolled themselves, bought it, or their teacher gave it to the class. */
export const ENROLLMENT_SOURCES = ["self", "purchase", "assignment"] as const;
export type EnrollmentSource = (typeof ENROLLMENT_SOURCES)[number];
export const MEDIA_KINDS = ["video", "poster", "captions", "image", "resource", "program", "cover"] as const;
export type MediaKind = (typeof MEDIA_KINDS)[number];

/** What a challenge asks learners to hand in, and where an entry stands. */
export const SUBMISSION_KINDS = ["text", "image", "file"] as const;
export type SubmissionKind = (typeof SUBMISSION_KINDS)[number];
export const SUBMISSION_STATUSES = ["pending", "approved", "rejected"] as const;
export type SubmissionStatus = (typeof SUBMISSION_STATUSES)[number];
export const SUBMISSION_FILE_LIMITS: Record<Exclude<SubmissionKind, "text">, { maxBytes: number; types: readonly string[]; label: string }> = {
  image: { maxBytes: 5 * 1024 * 1024, types: ["image/png", "image/jpeg", "image/webp"], label: "a PNG, JPEG or WebP picture up to 5 MB" },
  file: { maxBytes: 10 * 1024 * 1024, types: ["application/pdf", "image/png", "image/jpeg"], label: "a PDF, PNG or JPEG up to 10 MB" },
};

export const COURSE_SUBJECTS = ["Citizenship", "English", "Geography", "Maths", "Science", "Teaching practice"] as const;

/** Upload limits, stated in the authoring form and enforced by the API (413 names them). */
export const LEARNING_UPLOAD_LIMITS: Record<MediaKind, { maxBytes: number; types: readonly string[]; label: string }> = {
  video: { maxBytes: 2 * 1024 * 1024 * 1024, types: ["video/mp4", "video/webm"], label: "MP4 or WebM video up to 2 GB" },
  poster: { maxBytes: 5 * 1024 * 1024, types: ["image/png", "image/jpeg", "image/webp"], label: "PNG, JPEG or WebP image up to 5 MB" },
  image: { maxBytes: 5 * 1024 * 1024, types: ["image/png", "image/jpeg", "image/webp"], label: "PNG, JPEG or WebP image up to 5 MB" },
  cover: { maxBytes: 5 * 1024 * 1024, types: ["image/png", "image/jpeg", "image/webp"], label: "PNG, JPEG or WebP image up to 5 MB" },
  captions: { maxBytes: 512 * 1024, types: ["text/vtt"], label: "WebVTT captions (.vtt) up to 512 KB" },
  resource: { maxBytes: 25 * 1024 * 1024, types: ["application/pdf", "application/zip", "image/png", "image/jpeg"], label: "PDF, ZIP, PNG or JPEG up to 25 MB" },
  program: { maxBytes: 25 * 1024 * 1024, types: ["application/pdf", "application/zip"], label: "PDF or ZIP up to 25 MB" },
};

/**
 * One request carries at most this much (below Workers' 100 MB request limit); a larger file goes
 * up in parts (R2 multipart: every part but the last exactly PART bytes, at least 5 MiB), and an
 * interrupted upload resumes with the parts that are missing.
 */
export const LEARNING_MULTIPART = { singleMaxBytes: 95 * 1024 * 1024, partBytes: 10 * 1024 * 1024, maxParts: 10_000 } as const;

export const mediaUploadStartSchema = z.object({
  course: z.string({ error: "Choose a course" }).min(1, { error: "Choose a course" }).max(MAX_TEXT).optional(),
  kind: z.enum(MEDIA_KINDS, { error: "Choose what the file is for" }),
  name: z.string({ error: "Name the file" }).trim().min(1, { error: "Name the file" }).max(200),
  size: z.number({ error: "Give the file's size in bytes" }).int({ error: "Give the file's size in bytes" }).positive({ error: "The file is empty" }),
});
export const uploadPartParams = z.object({
  id: z.string().regex(/^lmu_[a-z0-9_]{1,60}$/, { error: "Unknown upload" }),
  part: z.coerce.number({ error: "Parts are numbered from 1" }).int({ error: "Parts are numbered from 1" }).min(1, { error: "Parts are numbered from 1" }).max(LEARNING_MULTIPART.maxParts, { error: "Too many parts" }),
});

/** An upload in parts: what the browser needs to send (or resume) it. */
export interface MediaUploadOut {
  id: string;
  kind: MediaKind;
  name: string;
  size: number;
  part_size: number;
  parts: number;
  /** Part numbers R2 already holds; a resumed upload sends only the others. */
  uploaded: number[];
}

/* ---------- lesson blocks ---------- */

const mediaId = z.string({ error: "Choose an uploaded file" }).regex(/^lmd_[a-z0-9_]{1,60}$/, { error: "Choose an uploaded file" });
const questionId = z.string().regex(/^[a-z0-9_-]{1,40}$/i, { error: "Question ids are letters, digits, - and _" });

export const quizQuestionSchema = z.discriminatedUnion("kind", [
  z.object({
    id: questionId,
    kind: z.literal("choice"),
    prompt: longText(500).min(1, { error: "Write the question" }),
    options: z.array(longText(200).min(1, { error: "Write the option" })).min(2, { error: "Give at least two options" }).max(6, { error: "At most six options" }),
    answer: z.number({ error: "Choose the right answer" }).int().min(0),
    explanation: longText(1000).default(""),
  }),
  z.object({
    id: questionId,
    kind: z.literal("short"),
    prompt: longText(500).min(1, { error: "Write the question" }),
    explanation: longText(1000).default(""),
  }),
]);
export type QuizQuestion = z.infer<typeof quizQuestionSchema>;

const quizQuestionsField = z
  .array(quizQuestionSchema)
  .min(1, { error: "A quiz needs a question" })
  .max(30, { error: "At most 30 questions" })
  .superRefine((questions, ctx) => {
    const seen = new Set<string>();
    questions.forEach((q, i) => {
      if (seen.has(q.id)) ctx.addIssue({ code: "custom", message: "Each question needs its own id", path: [i, "id"] });
      seen.add(q.id);
      if (q.kind === "choice" && q.answer >= q.options.length) ctx.addIssue({ code: "custom", message: "The right answer must be one of the options", path: [i, "answer"] });
    });
  });

export const lessonBlockSchema = z.discriminatedUnion("type", [
  z.object({ type: z.literal("text"), html: longText(50_000) }),
  z.object({
    type: z.literal("video"),
    media: mediaId,
    poster: mediaId.nullable().default(null),
    captions: mediaId.nullable().default(null),
    title: longText(200).default(""),
    transcript: longText(20_000).default(""),
  }),
  z.object({ type: z.literal("image"), media: mediaId, alt: longText(300).min(1, { error: "Describe the image for people who cannot see it" }), caption: longText(300).default("") }),
  z.object({ type: z.literal("resource"), media: mediaId, title: longText(200).default("") }),
  z.object({ type: z.literal("quiz"), title: longText(200).default(""), questions: quizQuestionsField }),
  z.object({ type: z.literal("teacher_note"), html: longText(10_000) }),
]);
export type LessonBlockInput = z.input<typeof lessonBlockSchema>;
export type LessonBlock = z.infer<typeof lessonBlockSchema>;
export const lessonBlocksField = z.array(lessonBlockSchema).max(40, { error: "At most 40 blocks in a lesson" });

/* ---------- authoring inputs ---------- */

const slugField = z
  .string()
  .trim()
  .toLowerCase()
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, { error: "Use lowercase letters, digits and hyphens" })
  .max(80, { error: "At most 80 characters" });
const ageField = z.preprocess(blankToNull, z.number({ error: "Enter an age" }).int().min(3, { error: "Ages from 3" }).max(99, { error: "Ages up to 99" }).nullable());

const courseFields = z.object({
    kind: z.enum(COURSE_KINDS, { error: "Choose course or teacher training" }).default("course"),
    title: requiredText(),
    slug: slugField.optional(),
    intro: longText(300).optional(),
    description: longText(20_000).optional(),
    subject: z.preprocess(blankToNull, z.enum(COURSE_SUBJECTS, { error: "Choose a subject" }).nullable()).optional(),
    age_min: ageField.optional(),
    age_max: ageField.optional(),
    sdgs: sdgListField.optional(),
    /** The course's own language (BCP 47; its lessons take it); null: unknown. */
    language: contentLanguageField.optional(),
    /** The catalogue item that sells it (staff only); null makes it free. */
    catalog_item_id: z.preprocess(blankToNull, z.string().max(MAX_TEXT).nullable()).optional(),
    program_media_id: mediaId.nullable().optional(),
    cover_media_id: mediaId.nullable().optional(),
    /** The percentage a learner needs on the final quiz (the last quiz lesson) for the certificate; null: none. */
    pass_mark: z.preprocess(blankToNull, z.number({ error: "Enter a percentage" }).int().min(1, { error: "From 1 to 100" }).max(100, { error: "From 1 to 100" }).nullable()).optional(),
    /** What the learner hands in before the certificate (a teacher approves it). */
    final_work: z.enum(FINAL_WORK_KINDS, { error: "Choose what the learner hands in" }).optional(),
    final_work_guidelines: longText(2000).optional(),
    status: z.enum(COURSE_STATUSES, { error: "Choose draft or published" }).optional(),
    /** Staff only: a platform course (every school) when working on a school's host. */
    platform_wide: z.boolean().optional(),
});
const agesInOrder = (v: { age_min?: number | null; age_max?: number | null }) => v.age_min == null || v.age_max == null || v.age_min <= v.age_max;
const agesMessage = { error: "The oldest age must be at least the youngest", path: ["age_max"] };
export const courseCreateSchema = courseFields.refine(agesInOrder, agesMessage);
export const courseUpdateSchema = courseFields.partial().refine(agesInOrder, agesMessage);
export type CourseCreateInput = z.infer<typeof courseCreateSchema>;
export type CourseUpdateInput = z.infer<typeof courseUpdateSchema>;

export const chapterInputSchema = z.object({ title: requiredText(), slug: slugField.optional() });
export const chapterUpdateSchema = chapterInputSchema.partial();
export const lessonInputSchema = z.object({
  title: requiredText(),
  slug: slugField.optional(),
  summary: longText(500).optional(),
  minutes: z.number({ error: "Enter minutes" }).int().min(1, { error: "At least 1 minute" }).max(600, { error: "At most 600 minutes" }).optional(),
  blocks: lessonBlocksField.optional(),
});
export const lessonUpdateSchema = lessonInputSchema.partial().extend({ chapter_id: z.string().max(MAX_TEXT).optional() });
export const reorderSchema = z.object({ ids: z.array(z.string().max(MAX_TEXT)).min(1).max(200) });
export type ChapterInput = z.infer<typeof chapterInputSchema>;
export type LessonInput = z.infer<typeof lessonInputSchema>;
export type LessonUpdateInput = z.infer<typeof lessonUpdateSchema>;

/* ---------- learner inputs ---------- */

export const courseListQuery = paginationQuery(24, 100).extend({
  search: z.string().trim().max(100).optional().catch(undefined),
  kind: z.enum(COURSE_KINDS).optional().catch(undefined),
  sdg: z.coerce.number().int().min(1).max(17).optional().catch(undefined),
  /** A learner's age: courses whose range includes it. */
  age: z.coerce.number().int().min(3).max(99).optional().catch(undefined),
  subject: z.string().trim().max(60).optional().catch(undefined),
  /** Managers: drafts too. */
  all: z.enum(["true", "1"]).transform(() => true).optional().catch(undefined),
});
export type CourseListQuery = z.infer<typeof courseListQuery>;

export const enrollSchema = z.object({ course: z.string({ error: "Choose a course" }).trim().min(1, { error: "Choose a course" }).max(MAX_TEXT) });
export const enrollmentListQuery = z.object({ course: z.string().max(MAX_TEXT).optional() });

export const progressSchema = z
  .object({
    lesson: z.string({ error: "Choose a lesson" }).min(1).max(MAX_TEXT),
    completed: z.boolean().optional(),
    video_position: z.number().min(0).max(86_400).transform(Math.floor).optional(),
  })
  .refine((v) => v.completed !== undefined || v.video_position !== undefined, { error: "Send completed or video_position", path: ["completed"] });
export type ProgressInput = z.infer<typeof progressSchema>;

export const quizAttemptSchema = z.object({
  lesson: z.string({ error: "Choose a lesson" }).min(1).max(MAX_TEXT),
  answers: z.record(questionId, z.union([z.number().int().min(0).max(20), longText(2000)])),
});
export type QuizAttemptInput = z.infer<typeof quizAttemptSchema>;
export const quizMarkSchema = z.object({ marks: z.record(questionId, z.boolean()) });

export const assignmentSchema = z.object({ course: z.string({ error: "Choose a course" }).trim().min(1, { error: "Choose a course" }).max(MAX_TEXT) });

/* ---------- outputs ---------- */

export interface CourseSummaryOut {
  id: string;
  slug: string;
  kind: CourseKind;
  title: string;
  /** Shown on the course card and page; the seed's client reads `name`. */
  name: string;
  intro: string;
  subject: string;
  age_min: number | null;
  age_max: number | null;
  sdgs: number[];
  /** The course's own language (BCP 47), null when unknown; its lessons are in it. */
  language: string | null;
  cover_url: string | null;
  status: CourseStatus;
  platform_wide: boolean;
  /** Price when sold through the catalogue; null for a free course. */
  price: { catalog_item_id: string; amount: number; currency: string } | null;
  chapter_count: number;
  lesson_count: number;
  minutes: number;
}

export interface CourseOut extends CourseSummaryOut {
  description: string;
  /** The free teaching-program download. */
  program: { url: string; name: string; size: number } | null;
}

export interface LessonSummaryOut {
  id: string;
  slug: string;
  title: string;
  summary: string;
  minutes: number;
  position: number;
  completed: boolean;
}

export interface ChapterOut {
  id: string;
  slug: string;
  title: string;
  position: number;
  lessons: LessonSummaryOut[];
}

export interface EnrollmentOut {
  id: string;
  course: string;
  course_slug: string;
  source: EnrollmentSource;
  created_at: string;
  completed_at: string | null;
  last_active_at: string | null;
}

export interface LessonRef {
  chapter: string;
  lesson: string;
  title: string;
}

export interface CourseProgressOut {
  completed: number;
  total: number;
  percent: number;
  /** The first unfinished lesson (the first lesson for a new learner); null when every lesson is done. */
  next_lesson: LessonRef | null;
}

/** What the caller may do with the course's lessons. */
export type CourseAccess = "open" | "enroll" | "sign_in" | "buy" | "preview";

export interface CourseDataOut extends CourseOut {
  chapters: ChapterOut[];
  enrollment: EnrollmentOut | null;
  progress: CourseProgressOut | null;
  access: CourseAccess;
  /** The caller bought it (an active entitlement). */
  owned: boolean;
}

/** A lesson block as a learner receives it: files as URLs, quiz answers withheld. */
export type LessonBlockOut =
  | { type: "text"; html: string }
  | { type: "video"; src: string; content_type: string; poster: string | null; captions: string | null; title: string; transcript: string }
  | { type: "image"; src: string; alt: string; caption: string }
  | { type: "resource"; src: string; title: string; name: string; size: number; content_type: string }
  | { type: "quiz"; title: string; questions: { id: string; kind: "choice" | "short"; prompt: string; options: string[] }[] }
  | { type: "teacher_note"; html: string };

export interface LessonOut {
  id: string;
  slug: string;
  title: string;
  summary: string;
  minutes: number;
  chapter: { id: string; slug: string; title: string };
  course: { id: string; slug: string; title: string; kind: CourseKind; language: string | null };
  blocks: LessonBlockOut[];
  completed: boolean;
  video_position: number;
  previous: LessonRef | null;
  next: LessonRef | null;
  outline: ChapterOut[];
  progress: CourseProgressOut;
  last_attempt: QuizResultOut | null;
  /** A manager previewing without an enrolment: nothing is saved. */
  preview: boolean;
}

/** Authoring: the lesson with its blocks as stored (quiz answers included). */
export interface LessonEditOut {
  id: string;
  slug: string;
  title: string;
  summary: string;
  minutes: number;
  chapter_id: string;
  position: number;
  blocks: LessonBlock[];
  media: MediaOut[];
}

export interface MediaOut {
  id: string;
  kind: MediaKind;
  name: string;
  size: number;
  content_type: string;
  url: string;
}

export interface QuizResultOut {
  id: string;
  score: number;
  max_score: number;
  pending: number;
  created_at: string;
  results: { id: string; kind: "choice" | "short"; your_answer: number | string | null; correct: boolean | null; answer: number | null; explanation: string }[];
}

export interface MyCourseOut {
  course: CourseSummaryOut;
  enrolled: boolean;
  assigned: boolean;
  progress: CourseProgressOut;
  last_active_at: string | null;
}

export interface ClassProgressOut {
  course: { id: string; slug: string; title: string };
  lessons: { id: string; title: string; chapter: string }[];
  /** Students of the class (school adults see full names). */
  students: { id: string; name: string; enrolled: boolean; completed: string[]; percent: number; quiz_score: { score: number; max_score: number } | null }[];
  assigned: boolean;
  /**
   * The class's pupils can open the course: it is free, or paid and bought by every pupil. Only
   * then can it be given to the class (a paid course otherwise asks the children to pay).
   */
  pupils_can_open: boolean;
}

export interface LearningStatsOut {
  enrollments: number;
  completions: number;
  learners: number;
  by_month: { month: string; enrollments: number; completions: number }[];
  courses: { id: string; slug: string; title: string; enrollments: number; completions: number }[];
  drop_off: { course: string; lessons: { id: string; title: string; completed: number }[] } | null;
}

/** Without `course`: a film's file (staff; video, poster or captions), attached when the film is saved. */
export const mediaUploadQuery = z.object({
  course: z.string({ error: "Choose a course" }).min(1, { error: "Choose a course" }).max(MAX_TEXT).optional(),
  kind: z.enum(MEDIA_KINDS, { error: "Choose what the file is for" }),
  name: z.string({ error: "Name the file" }).trim().min(1, { error: "Name the file" }).max(200),
});
export const classProgressQuery = z.object({ course: z.string({ error: "Choose a course" }).min(1, { error: "Choose a course" }).max(MAX_TEXT) });
export const learningStatsQuery = z.object({ tenant: z.string().max(MAX_TEXT).optional() });

/** A lesson in the combined search: where it is; opening it needs an enrolment. */
export interface LessonHit {
  id: string;
  title: string;
  summary: string;
  course_slug: string;
  course_title: string;
  course_kind: CourseKind;
  /** The course's language (BCP 47; null: not known), so the lesson's title is marked with it (lang/dir). */
  language: string | null;
  chapter_slug: string;
  lesson_slug: string;
}

/* ---------- hubs ---------- */

const hubFields = z.object({
  title: requiredText(),
  slug: slugField.optional(),
  summary: longText(500).optional(),
  sdgs: sdgListField.optional(),
  status: z.enum(COURSE_STATUSES, { error: "Choose draft or published" }).optional(),
  platform_wide: z.boolean().optional(),
});
export const hubCreateSchema = hubFields;
export const hubUpdateSchema = hubFields.partial();
/** A hub holds at most this many lessons (its page reads them all, limited by it). */
export const MAX_HUB_LESSONS = 100;
export const hubLessonsSchema = z.object({ lessons: z.array(z.string().max(MAX_TEXT)).max(MAX_HUB_LESSONS, { error: "At most 100 lessons in a hub" }) });
export const hubListQuery = paginationQuery(24, 100).extend({
  all: z.enum(["true", "1"]).transform(() => true).optional().catch(undefined),
  sdg: z.coerce.number().int().min(1).max(17).optional().catch(undefined),
});
export type HubCreateInput = z.infer<typeof hubCreateSchema>;
export type HubUpdateInput = z.infer<typeof hubUpdateSchema>;

export interface HubSummaryOut {
  id: string;
  slug: string;
  title: string;
  summary: string;
  sdgs: number[];
  status: CourseStatus;
  platform_wide: boolean;
  lesson_count: number;
  minutes: number;
}

export interface HubLessonOut extends LessonHit {
  minutes: number;
  completed: boolean;
  /** Its course's price when the course is paid (opening the lesson needs buying it); null for a free course. */
  price: { amount: number; currency: string } | null;
}

export interface HubOut extends HubSummaryOut {
  lessons: HubLessonOut[];
}

/* ---------- challenges ---------- */

const challengeFields = z.object({
  title: requiredText(),
  slug: slugField.optional(),
  sdg: z.number({ error: "Choose a goal" }).int().min(1, { error: "Choose a goal" }).max(17, { error: "Choose a goal" }),
  brief: longText(10_000).optional(),
  prompts: z.array(longText(300).min(1)).max(10, { error: "At most 10 prompts" }).optional(),
  submission: z.enum(SUBMISSION_KINDS, { error: "Choose text, a picture or a file" }),
  deadline: z.iso.date({ error: "Enter the deadline as YYYY-MM-DD" }),
  status: z.enum(COURSE_STATUSES).optional(),
  platform_wide: z.boolean().optional(),
});
export const challengeCreateSchema = challengeFields;
export const challengeUpdateSchema = challengeFields.partial();
export type ChallengeCreateInput = z.infer<typeof challengeCreateSchema>;
export type ChallengeUpdateInput = z.infer<typeof challengeUpdateSchema>;

/** A text entry (multipart adds a `file` for picture and file challenges). */
export const submissionSchema = z.object({
  title: longText(200).optional(),
  body: longText(10_000).optional(),
});
export const reviewSchema = z.object({
  status: z.enum(["approved", "rejected"], { error: "Approve or send back" }),
  note: longText(500).optional(),
});
export const submissionListQuery = paginationQuery(24, 100).extend({ status: z.enum(SUBMISSION_STATUSES).optional().catch(undefined) });

export interface ChallengeOut {
  id: string;
  slug: string;
  title: string;
  sdg: number;
  brief: string;
  prompts: string[];
  submission: SubmissionKind;
  deadline: string;
  open: boolean;
  status: CourseStatus;
  platform_wide: boolean;
  /** Learners of this school who took part (on a school's host), or of every school. */
  participants: number;
  /** Approved entries in the gallery. */
  entries: number;
}

export interface SubmissionOut {
  id: string;
  challenge: { slug: string; title: string };
  /** First name and initial for everyone but the learner's own school's adults (and the learner). */
  author: { id: string | null; first_name: string; last_name: string };
  title: string;
  body: string;
  file: { url: string; name: string; type: string; size: number } | null;
  status: SubmissionStatus;
  review_note: string;
  created_at: string;
}
export const challengeListQuery = paginationQuery(24, 100).extend({
  when: z.enum(["open", "past"]).optional().catch(undefined),
  all: z.enum(["true", "1"]).transform(() => true).optional().catch(undefined),
  sdg: z.coerce.number().int().min(1).max(17).optional().catch(undefined),
});

/* ---------- comprehension corner ---------- */

export const comprehensionAttemptSchema = z.object({ answers: z.record(questionId, z.union([z.number().int().min(0).max(20), longText(2000)])) });
export const comprehensionCreateSchema = z.object({
  title: requiredText(),
  slug: slugField.optional(),
  book_id: z.string({ error: "Choose a book" }).min(1, { error: "Choose a book" }).max(MAX_TEXT),
  summary: longText(500).optional(),
  questions: quizQuestionsField,
  /** The percentage a learner needs to pass; null: no pass mark. */
  pass_mark: z.preprocess(blankToNull, z.number({ error: "Enter a percentage" }).int().min(1, { error: "At least 1%" }).max(100, { error: "At most 100%" }).nullable()).optional(),
  status: z.enum(COURSE_STATUSES).optional(),
  platform_wide: z.boolean().optional(),
});
export type ComprehensionCreateInput = z.infer<typeof comprehensionCreateSchema>;
export const comprehensionUpdateSchema = comprehensionCreateSchema.omit({ platform_wide: true }).partial();
export type ComprehensionUpdateInput = z.infer<typeof comprehensionUpdateSchema>;
export const comprehensionManageQuery = z.object({ all: z.enum(["true", "1"]).transform(() => true).optional().catch(undefined) });
export const comprehensionResultsQuery = z.object({ class: z.string().max(MAX_TEXT).optional() });
export const comprehensionListQuery = z.object({ book: z.string().max(MAX_TEXT).optional() });

export interface ComprehensionOut {
  id: string;
  slug: string;
  title: string;
  summary: string;
  book: { id: string; title: string } | null;
  questions: { id: string; kind: "choice" | "short"; prompt: string; options: string[] }[];
  status: CourseStatus;
  platform_wide: boolean;
  pass_mark: number | null;
  /** The caller's attempts, newest first. */
  attempts: QuizResultOut[];
}

export interface ComprehensionResultsOut {
  quiz: { id: string; slug: string; title: string };
  /** The latest attempt of each learner of the school (or of one class), with short answers to mark. */
  results: { attempt_id: string; student: { id: string; name: string }; score: number; max_score: number; pending: number; created_at: string; short_answers: { id: string; prompt: string; answer: string; mark: boolean | null }[] }[];
}

/* ---------- impact films ---------- */

/** A film's uploaded file by id; `missing` its message, written where it is used so the translations can find it. */
const filmMedia = (missing: { error: string }) => z.string(missing).regex(/^lmd_[a-z0-9_]{1,60}$/, missing);
const filmFields = z.object({
  title: requiredText(),
  slug: slugField.optional(),
  summary: longText(1000).optional(),
  sdgs: sdgListField.optional(),
  project_ids: z.array(z.string().max(MAX_TEXT)).max(10, { error: "At most 10 projects" }).optional(),
  video_media_id: filmMedia({ error: "Upload the video" }),
  poster_media_id: filmMedia({ error: "Upload the poster" }).nullable().optional(),
  captions_media_id: filmMedia({ error: "Upload the captions" }).nullable().optional(),
  status: z.enum(COURSE_STATUSES, { error: "Choose draft or published" }).optional(),
  platform_wide: z.boolean().optional(),
});
export const filmCreateSchema = filmFields;
export const filmUpdateSchema = filmFields.partial();
export type FilmCreateInput = z.infer<typeof filmCreateSchema>;
export type FilmUpdateInput = z.infer<typeof filmUpdateSchema>;
export const filmListQuery = z.object({ all: z.enum(["true", "1"]).transform(() => true).optional().catch(undefined) });

export interface ImpactFilmOut {
  id: string;
  slug: string;
  title: string;
  summary: string;
  sdgs: number[];
  video: { src: string; type: string };
  poster: string | null;
  captions: string | null;
  projects: { id: string; slug: string; title: string }[];
  status: CourseStatus;
  platform_wide: boolean;
}
