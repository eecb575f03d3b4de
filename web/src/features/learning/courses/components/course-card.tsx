import { Link } from "react-router";
import { useTranslation } from "react-i18next";
import { BookOpen, Clock, GraduationCap } from "lucide-react";
import type { CourseSummaryOut } from "@contracts/learning";
import { formatMoney, formatPercent } from "@/lib/format";
import { paths } from "@/config/paths";
import { contentLang } from "@/lib/content-lang";
import { Badge } from "@/components/ui/badge";
import { Progress } from "@/components/ui/progress";
import { SdgTiles } from "@/components/sdgs/sdg-tiles";
import { agesLabel, lessonsLabel, minutesLabel } from "../lib/format";
import { subjectLabel } from "../lib/subjects";

/** A course in a list: its goals, who it is for, its size and price, and (on the dashboard) progress. */
export function CourseCard({ course, percent, cta }: { course: CourseSummaryOut; percent?: number; cta?: { label: string; to: string } }) {
  const { t } = useTranslation();
  const ages = agesLabel(t, course);
  return (
    <article className="flex h-full flex-col gap-3 rounded-xl border border-line-muted bg-surface p-4 shadow-sm">
      {course.cover_url ? <img src={course.cover_url} alt="" className="aspect-[16/9] w-full rounded-lg object-cover" loading="lazy" /> : null}
      <div className="flex items-start gap-3">
        <span aria-hidden className="flex size-11 shrink-0 items-center justify-center rounded-lg bg-primary-light text-primary-dark">
          {course.kind === "teacher_training" ? <GraduationCap className="size-6" /> : <BookOpen className="size-6" />}
        </span>
        <div className="grid min-w-0 gap-1">
          <h3 className="text-base leading-snug font-bold text-ink">
            <Link to={paths.learning.course(course.slug, course.kind)} className="hover:underline" {...contentLang(course.language)}>
              {course.title}
            </Link>
          </h3>
          <div className="flex flex-wrap gap-1.5">
            {ages ? <Badge variant="muted">{ages}</Badge> : null}
            {course.subject ? <Badge variant="muted">{t(subjectLabel(course.subject))}</Badge> : null}
            {course.status === "draft" ? <Badge variant="warning">{t("Draft")}</Badge> : null}
          </div>
        </div>
      </div>
      {course.intro ? (
        <p className="text-sm text-ink-muted" {...contentLang(course.language)}>
          {course.intro}
        </p>
      ) : null}
      <SdgTiles sdgs={course.sdgs} size="sm" className="gap-1" />
      <div className="mt-auto flex flex-wrap items-center justify-between gap-2 text-sm text-ink-muted">
        <span className="flex items-center gap-1.5">
          <Clock className="size-4" aria-hidden /> {lessonsLabel(t, course.lesson_count)} · {minutesLabel(t, course.minutes)}
        </span>
        <span className="font-semibold text-ink">{course.price ? formatMoney(course.price.amount, course.price.currency) : t("Free")}</span>
      </div>
      {percent !== undefined ? <Progress value={percent} label={t("{{percent}} complete", { percent: formatPercent(percent / 100) })} /> : null}
      {cta ? (
        <Link to={cta.to} className="inline-flex min-h-10 items-center justify-center rounded-md bg-primary px-4 text-sm font-semibold text-white hover:bg-primary-dark">
          {cta.label}
        </Link>
      ) : null}
    </article>
  );
}
