import { useTranslation } from "react-i18next";
import { Navigate, useLocation } from "react-router";
import { Download } from "lucide-react";
import type { CourseKind } from "@contracts/learning";
import { paths } from "@/config/paths";
import { ApiError } from "@/lib/api-client";
import { contentLang } from "@/lib/content-lang";
import { BackLink } from "@/components/ui/back-link";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { ErrorState, LoadingState } from "@/components/ui/query-states";
import { SdgTiles } from "@/components/sdgs/sdg-tiles";
import { usePageShown } from "@/lib/page-snapshot";
import { useCourseData } from "../api/get-course-data";
import { agesLabel, formatSize, lessonsLabel, minutesLabel } from "../lib/format";
import { subjectLabel } from "../lib/subjects";
import { CourseActions, useEnrolOnReturn } from "./course-actions";
import { CourseOutline } from "./course-outline";

/** /course/{slug} and /teacher-training-course/{slug}: the intro, what it serves, the outline and the way in. */
export function CoursePage({ slug, kind }: { slug: string; kind: CourseKind }) {
  const { t } = useTranslation();
  const query = useCourseData(slug);
  const { pathname, search, hash } = useLocation();
  useEnrolOnReturn(query.data, query.isFetching);
  usePageShown(!query.isPending);
  const list = kind === "teacher_training" ? { to: paths.learning.teacherTraining, label: t("All teacher training") } : { to: paths.learning.courses, label: t("All courses") };
  if (query.isPending) return <LoadingState label={t("Loading the course")} />;
  if (query.isError) {
    // The page keeps its one h1 (the tab's title follows it, lib/page-title.ts) and the way to the list.
    const notFound = query.error instanceof ApiError && query.error.status === 404;
    return (
      <div className="grid gap-4">
        <BackLink to={list.to}>{list.label}</BackLink>
        <h1 className="text-2xl font-bold text-ink">{notFound ? t("Course not found") : t("Could not load this course")}</h1>
        {notFound ? null : <ErrorState error={query.error} title={t("Could not load this course")} />}
      </div>
    );
  }
  const course = query.data;
  // One address per course: a teacher-training course opened at /course/… (or an old credential's /courses/…) moves to its own.
  const canonical = paths.learning.course(course.slug, course.kind);
  if (pathname !== canonical) return <Navigate to={{ pathname: canonical, search, hash }} replace />;
  const ages = agesLabel(t, course);
  const canOpen = course.access === "open" || course.access === "preview";
  return (
    <div className="grid gap-6">
      <BackLink to={list.to}>{list.label}</BackLink>
      {/* One column on phones (header, enrolment, then the rest); on desktops the enrolment panel sits beside both. */}
      <div className="grid gap-6 lg:grid-cols-[1fr_20rem] lg:items-start">
          <header className="grid gap-3 lg:col-start-1 lg:row-start-1">
            <div className="flex flex-wrap gap-1.5">
              <Badge>{course.kind === "teacher_training" ? t("Teacher training") : t("Course")}</Badge>
              {ages ? <Badge variant="muted">{ages}</Badge> : null}
              {course.subject ? <Badge variant="muted">{t(subjectLabel(course.subject))}</Badge> : null}
              {course.status === "draft" ? <Badge variant="warning">{t("Draft: learners cannot see it yet")}</Badge> : null}
            </div>
            <h1 className="text-3xl font-bold break-words text-ink" {...contentLang(course.language)}>
              {course.title}
            </h1>
            {course.intro ? (
              <p className="text-lg text-ink" {...contentLang(course.language)}>
                {course.intro}
              </p>
            ) : null}
            <p className="text-sm text-ink-muted">
              {t("{{count}} chapters", { count: course.chapters.length })} · {lessonsLabel(t, course.lesson_count)} · {minutesLabel(t, course.minutes)}
            </p>
          </header>

        <aside className="grid gap-4 lg:sticky lg:top-20 lg:col-start-2 lg:row-span-2 lg:row-start-1" aria-label={t("Enrolment")}>
          <CourseActions course={course} />
          {course.program ? (
            <div className="grid gap-2 rounded-xl border border-line-muted bg-surface p-4">
              <h2 className="text-base font-bold text-ink">{t("Teaching program")}</h2>
              <p className="text-sm text-ink-muted">{t("A free plan for teaching this course in class, with timings and activities.")}</p>
              <Button asChild variant="outline">
                <a href={course.program.url} download={course.program.name}>
                  <Download aria-hidden /> {t("Download the teaching program ({{size}})", { size: formatSize(t, course.program.size) })}
                </a>
              </Button>
            </div>
          ) : null}
        </aside>

        <div className="grid gap-6 lg:col-start-1 lg:row-start-2">
          {course.description ? (
            <section aria-labelledby="course-description" className="grid gap-2">
              <h2 id="course-description" className="text-xl font-bold text-ink">
                {t("About this course")}
              </h2>
              {course.description.split(/\n{2,}/).map((p, i) => (
                <p key={i} className="text-ink" {...contentLang(course.language)}>
                  {p}
                </p>
              ))}
            </section>
          ) : null}

          {course.sdgs.length ? (
            <section aria-labelledby="course-sdgs" className="grid gap-2">
              <h2 id="course-sdgs" className="text-xl font-bold text-ink">
                {t("Sustainability details")}
              </h2>
              <p className="text-sm text-ink-muted">{t("The Sustainable Development Goals this course helps learners understand and act on.")}</p>
              <SdgTiles sdgs={course.sdgs} linkTo={(n) => `${paths.learning.sdgs}?goal=${n}`} />
            </section>
          ) : null}

          <section aria-labelledby="course-outline" className="grid gap-3">
            <h2 id="course-outline" className="text-xl font-bold text-ink">
              {t("Chapters and lessons")}
            </h2>
            <CourseOutline courseSlug={course.slug} chapters={course.chapters} canOpen={canOpen} />
          </section>
        </div>


      </div>
    </div>
  );
}
