import { sql } from "drizzle-orm";
import { index, integer, primaryKey, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { CATALOG_KINDS } from "../../contracts/commerce";
import { FINAL_WORK_KINDS } from "../../contracts/certificates";
import { COURSE_KINDS, COURSE_STATUSES, ENROLLMENT_SOURCES, MEDIA_KINDS, SUBMISSION_KINDS, SUBMISSION_STATUSES } from "../../contracts/learning";
import { classes } from "./classes";
import { epochMs, sortKey, tenantIdColumn, timestamps } from "./columns";
import { tenants } from "./tenants";
import { users } from "./users";

/* Learning (owned by worker/learning). */

/**
 * What a paid course or training item grants once paid (revoked on refund). The learning area
 * turns these into course enrolments.
 */
export const entitlements = sqliteTable(
  "entitlements",
  {
    id: text("id").primaryKey(),
    tenantId: tenantIdColumn().references(() => tenants.id, { onDelete: "cascade" }),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    catalogItemId: text("catalog_item_id").notNull(),
    kind: text("kind", { enum: CATALOG_KINDS }).notNull(),
    refId: text("ref_id"),
    orderId: text("order_id").notNull(),
    revokedAt: epochMs("revoked_at"),
    createdAt: timestamps.createdAt,
  },
  (t) => [uniqueIndex("entitlements_order_item_unique").on(t.orderId, t.catalogItemId), index("entitlements_user_idx").on(t.userId, t.kind)],
);



/**
 * A course or a teacher-training course. tenant_id null is a platform course (every school shows
 * it); a school's own course shows only on its host. Paid when catalog_item_id names the
 * catalogue item that sells it (commerce owns the price); access then follows the entitlement.
 */
export const courses = sqliteTable(
  "courses",
  {
    id: text("id").primaryKey(),
    tenantId: tenantIdColumn().references(() => tenants.id, { onDelete: "cascade" }),
    kind: text("kind", { enum: COURSE_KINDS }).notNull(),
    slug: text("slug").notNull(),
    title: text("title").notNull(),
    titleKey: sortKey("title_key"),
    intro: text("intro").notNull().default(""),
    description: text("description").notNull().default(""),
    subject: text("subject").notNull().default(""),
    ageMin: integer("age_min"),
    ageMax: integer("age_max"),
    /** JSON list of goal numbers, sorted. */
    sdgs: text("sdgs").notNull().default("[]"),
    /** The course's own language (BCP 47, lower case), which its lessons take; null: unknown. */
    language: text("language"),
    coverMediaId: text("cover_media_id"),
    /** The free teaching-program download (learning media id). */
    programMediaId: text("program_media_id"),
    catalogItemId: text("catalog_item_id"),
    /** The percentage a learner needs on the course's final quiz (its last quiz lesson); null: no pass mark. */
    passMark: integer("pass_mark"),
    /** What the learner hands in before the certificate (contracts/certificates.ts FINAL_WORK_KINDS). */
    finalWork: text("final_work", { enum: FINAL_WORK_KINDS }).notNull().default("none"),
    finalWorkGuidelines: text("final_work_guidelines").notNull().default(""),
    status: text("status", { enum: COURSE_STATUSES }).notNull().default("draft"),
    publishedAt: epochMs("published_at"),
    createdBy: text("created_by").references(() => users.id, { onDelete: "set null" }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex("courses_slug_unique").on(t.slug),
    index("courses_tenant_idx").on(t.tenantId, t.kind, t.status),
    index("courses_title_key_pending_idx").on(t.id).where(sql`${t.titleKey} = ''`),
  ],
);

export const courseChapters = sqliteTable(
  "course_chapters",
  {
    id: text("id").primaryKey(),
    courseId: text("course_id")
      .notNull()
      .references(() => courses.id, { onDelete: "cascade" }),
    slug: text("slug").notNull(),
    title: text("title").notNull(),
    position: integer("position").notNull(),
    ...timestamps,
  },
  (t) => [uniqueIndex("course_chapters_slug_unique").on(t.courseId, t.slug), index("course_chapters_position_idx").on(t.courseId, t.position)],
);

export const courseLessons = sqliteTable(
  "course_lessons",
  {
    id: text("id").primaryKey(),
    courseId: text("course_id")
      .notNull()
      .references(() => courses.id, { onDelete: "cascade" }),
    chapterId: text("chapter_id")
      .notNull()
      .references(() => courseChapters.id, { onDelete: "cascade" }),
    slug: text("slug").notNull(),
    title: text("title").notNull(),
    summary: text("summary").notNull().default(""),
    minutes: integer("minutes").notNull().default(10),
    position: integer("position").notNull(),
    /** JSON list of lesson blocks (contracts/learning.ts lessonBlockSchema), validated on write. */
    blocks: text("blocks").notNull().default("[]"),
    /**
     * When its quiz's attempts were last known to be scored against its questions as they are: set
     * when the lesson is made (no attempts yet) and by every save after that (a save whose questions
     * change scores the attempts again: authoring's updateLesson). Null: lessons from before
     * (migration 0051), whose attempts may have been scored against questions a save later changed;
     * the cron's catch-up (lessons/quiz-score-catch-up.ts) checks those, a bounded number a run, and
     * sets it (partial index course_lessons_quiz_unscored_idx: the rest cost nothing).
     */
    quizScoredAt: epochMs("quiz_scored_at").$defaultFn(() => Date.now()),
    ...timestamps,
  },
  (t) => [
    uniqueIndex("course_lessons_slug_unique").on(t.chapterId, t.slug),
    index("course_lessons_course_idx").on(t.courseId, t.position),
    index("course_lessons_quiz_unscored_idx").on(t.id).where(sql`${t.quizScoredAt} is null`),
  ],
);

/** Files a course uses (videos, posters, captions, images, resources, the teaching program), in R2. */
export const learningMedia = sqliteTable(
  "learning_media",
  {
    id: text("id").primaryKey(),
    tenantId: tenantIdColumn().references(() => tenants.id, { onDelete: "cascade" }),
    courseId: text("course_id").references(() => courses.id, { onDelete: "cascade" }),
    kind: text("kind", { enum: MEDIA_KINDS }).notNull(),
    key: text("key").notNull(),
    name: text("name").notNull(),
    contentType: text("content_type").notNull(),
    size: integer("size").notNull(),
    createdBy: text("created_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamps.createdAt,
  },
  (t) => [index("learning_media_course_idx").on(t.courseId)],
);

/**
 * A large course file on its way to R2 in parts (R2 multipart upload): resumable until it is
 * completed into a learning_media row or aborted; the sweep aborts what is left after 7 days.
 */
export const learningMediaUploads = sqliteTable(
  "learning_media_uploads",
  {
    id: text("id").primaryKey(),
    tenantId: tenantIdColumn().references(() => tenants.id, { onDelete: "cascade" }),
    courseId: text("course_id").references(() => courses.id, { onDelete: "cascade" }),
    kind: text("kind", { enum: MEDIA_KINDS }).notNull(),
    key: text("key").notNull(),
    r2UploadId: text("r2_upload_id").notNull(),
    name: text("name").notNull(),
    size: integer("size").notNull(),
    partSize: integer("part_size").notNull(),
    /** Read from the first part's bytes; null until part 1 has arrived. */
    contentType: text("content_type"),
    createdBy: text("created_by")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: timestamps.createdAt,
  },
  (t) => [index("learning_media_uploads_tenant_idx").on(t.tenantId), index("learning_media_uploads_created_idx").on(t.createdAt)],
);

/** The parts R2 has acknowledged (its ETag), so an interrupted upload resumes with the missing ones. */
export const learningMediaUploadParts = sqliteTable(
  "learning_media_upload_parts",
  {
    uploadId: text("upload_id")
      .notNull()
      .references(() => learningMediaUploads.id, { onDelete: "cascade" }),
    partNumber: integer("part_number").notNull(),
    etag: text("etag").notNull(),
    size: integer("size").notNull(),
  },
  (t) => [primaryKey({ columns: [t.uploadId, t.partNumber] })],
);

/** One per learner and course; tenant_id is the host it was made on. */
export const courseEnrollments = sqliteTable(
  "course_enrollments",
  {
    id: text("id").primaryKey(),
    tenantId: tenantIdColumn().references(() => tenants.id, { onDelete: "cascade" }),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    courseId: text("course_id")
      .notNull()
      .references(() => courses.id, { onDelete: "cascade" }),
    source: text("source", { enum: ENROLLMENT_SOURCES }).notNull(),
    completedAt: epochMs("completed_at"),
    lastLessonId: text("last_lesson_id"),
    lastActiveAt: epochMs("last_active_at"),
    createdAt: timestamps.createdAt,
  },
  (t) => [uniqueIndex("course_enrollments_user_course_unique").on(t.userId, t.courseId), index("course_enrollments_course_idx").on(t.courseId, t.createdAt)],
);

export const lessonProgress = sqliteTable(
  "lesson_progress",
  {
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    lessonId: text("lesson_id")
      .notNull()
      .references(() => courseLessons.id, { onDelete: "cascade" }),
    courseId: text("course_id")
      .notNull()
      .references(() => courses.id, { onDelete: "cascade" }),
    completedAt: epochMs("completed_at"),
    /** Seconds into the lesson's video where the learner stopped. */
    videoPosition: integer("video_position").notNull().default(0),
    updatedAt: timestamps.updatedAt,
  },
  (t) => [primaryKey({ columns: [t.userId, t.lessonId] }), index("lesson_progress_course_idx").on(t.courseId, t.userId)],
);

/** Every submitted quiz (all attempts kept); short answers wait for a teacher's mark. */
export const quizAttempts = sqliteTable(
  "quiz_attempts",
  {
    id: text("id").primaryKey(),
    tenantId: tenantIdColumn().references(() => tenants.id, { onDelete: "cascade" }),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    lessonId: text("lesson_id")
      .notNull()
      .references(() => courseLessons.id, { onDelete: "cascade" }),
    courseId: text("course_id")
      .notNull()
      .references(() => courses.id, { onDelete: "cascade" }),
    /** JSON: { questionId: chosen option index | written answer }. */
    answers: text("answers").notNull(),
    score: integer("score").notNull(),
    maxScore: integer("max_score").notNull(),
    /** Short answers not yet marked. */
    pending: integer("pending").notNull().default(0),
    /** JSON: { questionId: true | false } marks a teacher gave to short answers. */
    marks: text("marks").notNull().default("{}"),
    markedBy: text("marked_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamps.createdAt,
  },
  (t) => [index("quiz_attempts_user_idx").on(t.userId, t.lessonId, t.createdAt), index("quiz_attempts_course_idx").on(t.courseId)],
);

/** A teacher gives a course to a class: its students see it first in their dashboard. */
export const courseAssignments = sqliteTable(
  "course_assignments",
  {
    id: text("id").primaryKey(),
    tenantId: text("tenant_id")
      .notNull()
      .references(() => tenants.id, { onDelete: "cascade" }),
    classId: text("class_id")
      .notNull()
      .references(() => classes.id, { onDelete: "cascade" }),
    courseId: text("course_id")
      .notNull()
      .references(() => courses.id, { onDelete: "cascade" }),
    assignedBy: text("assigned_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamps.createdAt,
  },
  (t) => [uniqueIndex("course_assignments_unique").on(t.classId, t.courseId)],
);

export type Course = typeof courses.$inferSelect;
export type CourseChapter = typeof courseChapters.$inferSelect;
export type CourseLesson = typeof courseLessons.$inferSelect;
export type CourseEnrollment = typeof courseEnrollments.$inferSelect;
export type LearningMedia = typeof learningMedia.$inferSelect;
export type LearningMediaUpload = typeof learningMediaUploads.$inferSelect;

/** A thematic hub ("Climate action"): lessons drawn from courses, in the hub's order. */
export const hubs = sqliteTable(
  "hubs",
  {
    id: text("id").primaryKey(),
    tenantId: tenantIdColumn().references(() => tenants.id, { onDelete: "cascade" }),
    slug: text("slug").notNull(),
    title: text("title").notNull(),
    titleKey: sortKey("title_key"),
    summary: text("summary").notNull().default(""),
    sdgs: text("sdgs").notNull().default("[]"),
    status: text("status", { enum: COURSE_STATUSES }).notNull().default("draft"),
    ...timestamps,
  },
  (t) => [
    uniqueIndex("hubs_slug_unique").on(t.slug),
    index("hubs_tenant_idx").on(t.tenantId, t.status),
    index("hubs_title_key_pending_idx").on(t.id).where(sql`${t.titleKey} = ''`),
  ],
);

export const hubLessons = sqliteTable(
  "hub_lessons",
  {
    hubId: text("hub_id")
      .notNull()
      .references(() => hubs.id, { onDelete: "cascade" }),
    lessonId: text("lesson_id")
      .notNull()
      .references(() => courseLessons.id, { onDelete: "cascade" }),
    position: integer("position").notNull(),
  },
  (t) => [primaryKey({ columns: [t.hubId, t.lessonId] }), index("hub_lessons_lesson_idx").on(t.lessonId)],
);

export type Hub = typeof hubs.$inferSelect;

/** An SDG challenge: a brief tied to one goal, a deadline and what a learner hands in. */
export const challenges = sqliteTable(
  "challenges",
  {
    id: text("id").primaryKey(),
    tenantId: tenantIdColumn().references(() => tenants.id, { onDelete: "cascade" }),
    slug: text("slug").notNull(),
    title: text("title").notNull(),
    sdg: integer("sdg").notNull(),
    brief: text("brief").notNull().default(""),
    /** JSON list of prompts that help a learner start. */
    prompts: text("prompts").notNull().default("[]"),
    submission: text("submission", { enum: SUBMISSION_KINDS }).notNull(),
    deadline: epochMs("deadline").notNull(),
    status: text("status", { enum: COURSE_STATUSES }).notNull().default("draft"),
    ...timestamps,
  },
  (t) => [uniqueIndex("challenges_slug_unique").on(t.slug), index("challenges_tenant_idx").on(t.tenantId, t.status, t.deadline)],
);

/** A learner's entry; their school's teachers approve it for the gallery or send it back. */
export const challengeSubmissions = sqliteTable(
  "challenge_submissions",
  {
    id: text("id").primaryKey(),
    tenantId: text("tenant_id")
      .notNull()
      .references(() => tenants.id, { onDelete: "cascade" }),
    challengeId: text("challenge_id")
      .notNull()
      .references(() => challenges.id, { onDelete: "cascade" }),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    title: text("title").notNull().default(""),
    body: text("body").notNull().default(""),
    fileKey: text("file_key"),
    fileType: text("file_type"),
    fileName: text("file_name"),
    fileSize: integer("file_size"),
    status: text("status", { enum: SUBMISSION_STATUSES }).notNull().default("pending"),
    reviewNote: text("review_note").notNull().default(""),
    reviewedBy: text("reviewed_by").references(() => users.id, { onDelete: "set null" }),
    reviewedAt: epochMs("reviewed_at"),
    ...timestamps,
  },
  (t) => [
    uniqueIndex("challenge_submissions_user_unique").on(t.challengeId, t.userId),
    index("challenge_submissions_review_idx").on(t.tenantId, t.challengeId, t.status),
    index("challenge_submissions_gallery_idx").on(t.challengeId, t.status, t.reviewedAt),
  ],
);

export type Challenge = typeof challenges.$inferSelect;
export type ChallengeSubmission = typeof challengeSubmissions.$inferSelect;

/** A reading-comprehension quiz on a library book (the comprehension corner). */
export const comprehensionQuizzes = sqliteTable(
  "comprehension_quizzes",
  {
    id: text("id").primaryKey(),
    tenantId: tenantIdColumn().references(() => tenants.id, { onDelete: "cascade" }),
    slug: text("slug").notNull(),
    bookId: text("book_id").notNull(),
    title: text("title").notNull(),
    titleKey: sortKey("title_key"),
    summary: text("summary").notNull().default(""),
    /** JSON list of quiz questions (contracts/learning.ts quizQuestionSchema). */
    questions: text("questions").notNull().default("[]"),
    /** The percentage a learner needs to pass; null: no pass mark. */
    passMark: integer("pass_mark"),
    status: text("status", { enum: COURSE_STATUSES }).notNull().default("draft"),
    ...timestamps,
  },
  (t) => [
    uniqueIndex("comprehension_quizzes_slug_unique").on(t.slug),
    index("comprehension_quizzes_tenant_idx").on(t.tenantId, t.status),
    index("comprehension_quizzes_title_key_pending_idx").on(t.id).where(sql`${t.titleKey} = ''`),
  ],
);

/** Every attempt is kept; short answers wait for a teacher of the learner's school. */
export const comprehensionAttempts = sqliteTable(
  "comprehension_attempts",
  {
    id: text("id").primaryKey(),
    tenantId: tenantIdColumn().references(() => tenants.id, { onDelete: "cascade" }),
    quizId: text("quiz_id")
      .notNull()
      .references(() => comprehensionQuizzes.id, { onDelete: "cascade" }),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    answers: text("answers").notNull(),
    score: integer("score").notNull(),
    maxScore: integer("max_score").notNull(),
    pending: integer("pending").notNull().default(0),
    marks: text("marks").notNull().default("{}"),
    markedBy: text("marked_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamps.createdAt,
  },
  (t) => [index("comprehension_attempts_user_idx").on(t.quizId, t.userId, t.createdAt), index("comprehension_attempts_school_idx").on(t.tenantId, t.quizId)],
);

/** A short film about a project or a goal: video, poster and captions in R2, public. */
export const impactFilms = sqliteTable(
  "impact_films",
  {
    id: text("id").primaryKey(),
    tenantId: tenantIdColumn().references(() => tenants.id, { onDelete: "cascade" }),
    slug: text("slug").notNull(),
    title: text("title").notNull(),
    titleKey: sortKey("title_key"),
    summary: text("summary").notNull().default(""),
    sdgs: text("sdgs").notNull().default("[]"),
    /** JSON list of charity project ids the film is about. */
    projectIds: text("project_ids").notNull().default("[]"),
    videoKey: text("video_key").notNull(),
    videoType: text("video_type").notNull(),
    posterKey: text("poster_key"),
    captionsKey: text("captions_key"),
    durationSeconds: integer("duration_seconds"),
    status: text("status", { enum: COURSE_STATUSES }).notNull().default("draft"),
    ...timestamps,
  },
  (t) => [
    uniqueIndex("impact_films_slug_unique").on(t.slug),
    index("impact_films_tenant_idx").on(t.tenantId, t.status),
    index("impact_films_title_key_pending_idx").on(t.id).where(sql`${t.titleKey} = ''`),
  ],
);

export type ComprehensionQuiz = typeof comprehensionQuizzes.$inferSelect;
export type ImpactFilm = typeof impactFilms.$inferSelect;
