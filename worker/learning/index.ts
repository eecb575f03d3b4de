/*
 * Learning: courses and teacher-training courses with chapters and lessons, enrolment, progress,
 * quizzes, class assignments, course files and the learning dashboard (courses, course_chapters,
 * course_lessons, learning_media, course_enrollments, lesson_progress, quiz_attempts,
 * course_assignments, hubs, hub_lessons, challenges, challenge_submissions, comprehension_quizzes,
 * comprehension_attempts, impact_films, entitlements), live sessions and webinars (live_sessions,
 * live_session_registrations, live_session_reminders) and certificates (issued on completion,
 * verifiable as Open Badges 3.0 credentials; certificates/). Paying for a course is commerce's; what a paid or refunded
 * course does here is entitlementFulfilment.
 */

import { composeCertificateNames } from "../identity";
import { printedNameChange, renamedPrintedName } from "./certificates/printed-name-change";

// Routes (mounted by worker/app.ts)
export { courseDataRoutes, courseRoutes } from "./courses/courses.routes";
export { enrollmentRoutes, lessonProgressRoutes } from "./enrollments/enrollments.routes";
export { quizAttemptRoutes } from "./lessons/quiz-attempts.routes";
export { chapterRoutes, lessonRoutes } from "./authoring/authoring.routes";
export { learningRoutes } from "./learning.routes";
export { hubRoutes } from "./hubs/hubs.routes";
export { challengeRoutes, submissionRoutes } from "./challenges/challenges.routes";
export { comprehensionRoutes, filmRoutes } from "./comprehension/comprehension.routes";
export { liveSessionRoutes } from "./live/live.routes";

// The reminders cron (worker/cron.ts)
export { sendLiveSessionReminders } from "./live/reminders";
export { certificateRoutes, didRoutes } from "./certificates/certificates.routes";
export { childCertificates } from "./certificates/certificates.service";

// A parent's link choosing (or no longer choosing) a child's full name, and an adult renaming the
// child, change what the child's certificates print; identity, below learning, writes the links and
// the names with these statements in the same batch (identity/parents/certificate-names.ts).
composeCertificateNames({ linkChange: printedNameChange, rename: renamedPrintedName });
export { printedNameChange };

// For combined search and the sitemap
export { courseGoalCountSelect, publicCourseEntries, searchCourses, searchLessons } from "./courses/course-search";
export { listCourses } from "./courses/courses.service";

// For commerce: what paying for (or refunding) a course does
export { entitlementFulfilment } from "./entitlement-fulfilment";

// For operations: this domain's part of permanently erasing a user
export { learningErasure } from "./erase-user";
// A parent's dashboard (operations) shows a child's courses with the child as the learner
export { myCourses } from "./classes/class-learning.service";

/* Cron: large course-file uploads nobody finished. */
export { sweepStaleUploads } from "./media/multipart.service";
export { foldPendingTitleKeys } from "./title-keys";
/* Cron: quiz attempts scored before their quiz was edited (saves score them again since). */
export { catchUpQuizScores } from "./lessons/quiz-score-catch-up";

/* The goals page (search's /api/sdgs): hubs and challenges per goal. */
export { challengeGoalCountSelect, listChallenges } from "./challenges/challenges.service";
export { hubGoalCountSelect, listHubs } from "./hubs/hubs.service";
