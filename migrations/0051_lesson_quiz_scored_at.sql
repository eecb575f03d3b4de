ALTER TABLE `course_lessons` ADD `quiz_scored_at` integer;--> statement-breakpoint
CREATE INDEX `course_lessons_quiz_unscored_idx` ON `course_lessons` (`id`) WHERE "course_lessons"."quiz_scored_at" is null;--> statement-breakpoint
-- A lesson none of whose attempts is older than its last save had every attempt scored against its
-- questions as they are: known scored now. The rest (a save after an attempt, before saves scored
-- attempts again) stay null for the cron's catch-up (worker/learning/lessons/quiz-score-catch-up.ts).
UPDATE `course_lessons` SET `quiz_scored_at` = `updated_at`
WHERE NOT EXISTS (
  SELECT 1 FROM `quiz_attempts` a
  WHERE a.`course_id` = `course_lessons`.`course_id` AND a.`lesson_id` = `course_lessons`.`id` AND a.`created_at` < `course_lessons`.`updated_at`
);
