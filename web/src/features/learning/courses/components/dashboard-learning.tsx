import { Link } from "react-router";
import { Trans, useTranslation } from "react-i18next";
import { PlayCircle } from "lucide-react";
import { paths } from "@/config/paths";
import { Button } from "@/components/ui/button";
import { EmptyState, ErrorState, LoadingState } from "@/components/ui/query-states";
import { MyCertificates } from "@/features/learning/certificates/components/my-certificates";
import { useMyCourses } from "../api/get-my-courses";
import { ClassProgress } from "./class-progress";
import { CourseCard } from "./course-card";
import { DashboardQuizMarking } from "./dashboard-quiz-marking";

/**
 * The dashboard's learning: "Continue where you left off" and "My courses" (the class's courses
 * first); on a school's site, teachers and school admins also see the quiz answers waiting for their
 * mark and follow their classes' progress.
 */
export function DashboardLearning({ teaches = false }: { teaches?: boolean }) {
  const { t } = useTranslation();
  const query = useMyCourses();
  const resume = query.data?.find((m) => m.enrolled && m.progress.next_lesson && m.last_active_at);
  return (
    <section aria-labelledby="dashboard-learning" className="grid gap-4">
      <h2 id="dashboard-learning" className="text-xl font-bold text-ink">
        {t("My courses")}
      </h2>
      {query.isPending ? (
        <LoadingState label={t("Loading your courses")} />
      ) : query.isError ? (
        <ErrorState error={query.error} title={t("Could not load your courses")} />
      ) : query.data.length === 0 ? (
        <EmptyState>
          {t("You have not started a course yet.")}{" "}
          <Link to={paths.learning.courses} className="font-semibold text-primary-dark underline">
            {t("Find a course")}
          </Link>
        </EmptyState>
      ) : (
        <>
          {resume?.progress.next_lesson ? (
            <div className="flex flex-col gap-3 rounded-xl bg-primary-light p-4 sm:flex-row sm:items-center">
              <div className="grid min-w-0 flex-1 gap-0.5">
                <p className="text-sm font-semibold text-primary-dark">{t("Continue where you left off")}</p>
                <p className="font-bold break-words text-ink">
                  {t("{{course}}: {{lesson}}", { course: resume.course.title, lesson: resume.progress.next_lesson.title })}
                </p>
              </div>
              <Button asChild>
                <Link to={paths.learning.lesson(resume.course.slug, resume.progress.next_lesson.chapter, resume.progress.next_lesson.lesson)}>
                  <PlayCircle aria-hidden /> {t("Continue")}
                </Link>
              </Button>
            </div>
          ) : null}
          <ul aria-label={t("My courses")} className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {query.data.map((m) => {
              const next = m.progress.next_lesson;
              // A course given to their class opens at its first lesson (the server enrols them there).
              const cta = !m.enrolled
                ? { label: t("Start this course"), to: m.assigned && next ? paths.learning.lesson(m.course.slug, next.chapter, next.lesson) : paths.learning.course(m.course.slug, m.course.kind) }
                : next
                  ? { label: m.progress.completed ? t("Continue") : t("Start"), to: paths.learning.lesson(m.course.slug, next.chapter, next.lesson) }
                  : { label: t("Review the course"), to: paths.learning.course(m.course.slug, m.course.kind) };
              return (
                <li key={m.course.id} className="grid gap-1">
                  {m.assigned ? <p className="text-xs font-semibold tracking-wide text-primary-dark uppercase">{t("From your class")}</p> : null}
                  <CourseCard course={m.course} percent={m.enrolled ? m.progress.percent : undefined} cta={cta} />
                </li>
              );
            })}
          </ul>
        </>
      )}
      <MyCertificates />
      {teaches ? (
        <p className="text-sm text-ink">
          <Trans
            i18nKey="<0>Certificate claims to review</0> — final work your learners sent before their certificates."
            components={[<Link key="reviews" to={paths.schoolAdmin.certificateReviews} className="font-semibold text-primary-dark underline" />]}
          />
        </p>
      ) : null}
      {teaches ? <DashboardQuizMarking /> : null}
      {teaches ? <ClassProgress /> : null}
    </section>
  );
}
