import { Link } from "react-router";
import { useTranslation } from "react-i18next";
import { CheckCircle2, Circle, Lock } from "lucide-react";
import type { ChapterOut } from "@contracts/learning";
import { paths } from "@/config/paths";
import { cn } from "@/lib/cn";
import { minutesLabel } from "../lib/format";

/**
 * Chapters and their lessons with durations and ticks. Lessons are links when the caller may open
 * them; `current` marks the lesson being read (the lesson page's outline). Titles are isolated
 * (<bdi>): an English "What are the Global Goals?" on an Arabic page keeps its question mark at its end.
 */
export function CourseOutline({ courseSlug, chapters, canOpen, current, compact }: { courseSlug: string; chapters: ChapterOut[]; canOpen: boolean; current?: string; compact?: boolean }) {
  const { t } = useTranslation();
  return (
    <ol className="grid gap-4">
      {chapters.map((chapter, c) => (
        <li key={chapter.id} className="grid gap-2">
          <h3 className={cn("font-bold text-ink", compact ? "text-sm" : "text-base")}>
            <span className="text-ink-muted">{t("Chapter {{n}}:", { n: c + 1 })}</span> <bdi>{chapter.title}</bdi>
          </h3>
          <ol className="grid gap-1">
            {chapter.lessons.map((lesson) => {
              const icon = lesson.completed ? (
                <CheckCircle2 className="size-5 shrink-0 text-green-700" aria-label={t("Completed")} />
              ) : canOpen ? (
                <Circle className="size-5 shrink-0 text-ink-muted" aria-label={t("Not completed yet")} />
              ) : (
                <Lock className="size-4 shrink-0 text-ink-muted" aria-label={t("Enrol to open")} />
              );
              const body = (
                <>
                  {icon}
                  <bdi className="min-w-0 flex-1">{lesson.title}</bdi>
                  <span className={cn("shrink-0 text-xs", current === lesson.id ? "text-primary-dark" : "text-ink-muted")}>{minutesLabel(t, lesson.minutes)}</span>
                </>
              );
              const row = cn("flex min-h-10 items-center gap-2 rounded-md px-2 py-1.5 text-sm", current === lesson.id ? "bg-primary-light font-semibold text-primary-dark" : "text-ink");
              return (
                <li key={lesson.id}>
                  {canOpen ? (
                    <Link to={paths.learning.lesson(courseSlug, chapter.slug, lesson.slug)} className={cn(row, "hover:bg-surface-alt")} aria-current={current === lesson.id ? "page" : undefined}>
                      {body}
                    </Link>
                  ) : (
                    <div className={row}>{body}</div>
                  )}
                </li>
              );
            })}
          </ol>
        </li>
      ))}
    </ol>
  );
}
