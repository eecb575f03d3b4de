import { Link, useLocation } from "react-router";
import { useTranslation } from "react-i18next";
import { formatPercent } from "@/lib/format";
import { contentLang } from "@/lib/content-lang";
import { toast } from "@/lib/toast";
import { ArrowLeft, ArrowRight, CheckCircle2, Circle } from "lucide-react";
import { paths } from "@/config/paths";
import { GetCertificateLink } from "@/features/learning/certificates/components/get-certificate-link";
import { ApiError, errorMessage } from "@/lib/api-client";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Progress } from "@/components/ui/progress";
import { ErrorState, LoadingState } from "@/components/ui/query-states";
import type { HubOut } from "@contracts/learning";
import { useEnroll } from "../api/enroll";
import { useLesson } from "../api/get-lesson";
import { useMarkComplete } from "../api/save-progress";
import { minutesLabel } from "../lib/format";
import { CourseOutline } from "./course-outline";
import { HubLessonList, hubLessonPath } from "./hub-pages";
import { LessonBlocks } from "./lesson-blocks";

/** Why a lesson cannot open, with the way forward (sign in, enrol or buy on the course page) and, from a hub, the way back to it. */
/** The way back to the hub a lesson was opened from, under both of the gate's answers. */
function BackToHub({ hub }: { hub: HubOut }) {
  const { t } = useTranslation();
  return (
    <Button asChild variant="outline">
      <Link to={paths.learning.hub(hub.slug)}>{t("Back to the hub")}</Link>
    </Button>
  );
}

function LessonLocked({ error, courseSlug, hub }: { error: unknown; courseSlug: string; hub?: HubOut }) {
  const { t } = useTranslation();
  const location = useLocation();
  const enroll = useEnroll(courseSlug);
  const status = error instanceof ApiError ? error.status : 0;
  if (status === 404) {
    // An unknown course, chapter or lesson (a mistyped or outdated link): the ways on to what there is.
    return (
      <Alert tone="info" className="grid gap-3">
        <p className="font-semibold">{errorMessage(error)}</p>
        <div className="flex flex-wrap gap-2">
          <Button asChild>
            <Link to={paths.learning.courses}>{t("All courses")}</Link>
          </Button>
          <Button asChild variant="outline">
            <Link to={paths.learning.hubs}>{t("All lesson hubs")}</Link>
          </Button>
          {hub ? <BackToHub hub={hub} /> : null}
        </div>
      </Alert>
    );
  }
  if (![401, 402, 403].includes(status)) return <ErrorState error={error} title={t("Could not open this lesson")} />;
  return (
    <Alert tone="info" className="grid gap-3">
      <p className="font-semibold">{status === 401 ? t("Sign in to open this lesson.") : errorMessage(error)}</p>
      <div className="flex flex-wrap gap-2">
        {status === 401 ? (
          <Button asChild>
            <Link to={paths.login} state={{ from: location.pathname }}>
              {t("Sign in")}
            </Link>
          </Button>
        ) : null}
        {status === 403 ? (
          <Button
            disabled={enroll.isPending}
            onClick={() => enroll.mutate(courseSlug, { onSuccess: () => toast.success(t("You are enrolled")), onError: (err) => toast.error(errorMessage(err, t("Could not enrol you. Please try again."))) })}
          >
            {enroll.isPending ? t("Enrolling…") : t("Enrol Now")}
          </Button>
        ) : null}
        <Button asChild variant="outline">
          <Link to={paths.learning.course(courseSlug, hub?.lessons.find((l) => l.course_slug === courseSlug)?.course_kind)}>{t("Go to the course")}</Link>
        </Button>
        {hub ? <BackToHub hub={hub} /> : null}
      </div>
    </Alert>
  );
}

/** A hub's lessons beside the lesson (or its gate), the current one marked. */
function HubAside({ hub, current }: { hub: HubOut; current?: string }) {
  const { t } = useTranslation();
  return (
    <aside aria-label={t("Hub lessons")} className="grid gap-3 rounded-xl border border-line-muted bg-surface p-4 lg:sticky lg:top-20 lg:max-h-[calc(100vh-6rem)] lg:overflow-y-auto">
      <p className="text-sm font-semibold text-ink">{hub.title}</p>
      <HubLessonList hub={hub} current={current} compact />
    </aside>
  );
}

/** /courses/{slug}/{chapter}/{lesson}: the lesson's blocks, Mark complete, previous/next and the outline with ticks. */
export function LessonPage({ courseSlug, chapterSlug, lessonSlug, hub }: { courseSlug: string; chapterSlug: string; lessonSlug: string; hub?: HubOut }) {
  const { t } = useTranslation();
  const query = useLesson(courseSlug, chapterSlug, lessonSlug);
  const mark = useMarkComplete(courseSlug);
  if (query.isPending) return <LoadingState label={t("Loading the lesson")} />;
  if (query.isError) {
    const here = hub?.lessons.find((l) => l.course_slug === courseSlug && l.chapter_slug === chapterSlug && l.lesson_slug === lessonSlug);
    const notFound = query.error instanceof ApiError && query.error.status === 404;
    // The page keeps its one h1 (the tab's title follows it, lib/page-title.ts): the hub's name for the lesson when there is one, else what the page is.
    const gate = (
      <div className="grid gap-4">
        <h1 className="text-2xl font-bold break-words text-ink sm:text-3xl" {...(here ? contentLang(here.language) : {})}>
          {notFound ? t("Lesson not found") : (here?.title ?? t("Lesson"))}
        </h1>
        <LessonLocked error={query.error} courseSlug={courseSlug} hub={hub} />
      </div>
    );
    if (!hub) return gate;
    // From a hub, the gate keeps the hub around it: the way back and its other lessons.
    return (
      <div className="grid gap-6 lg:grid-cols-[1fr_18rem] lg:items-start">
        <div className="min-w-0">{gate}</div>
        <HubAside hub={hub} current={here?.id} />
      </div>
    );
  }
  const lesson = query.data;
  const coursePath = paths.learning.course(lesson.course.slug, lesson.course.kind);
  // In a hub, previous and next follow the hub's order.
  const inHub = hub?.lessons.findIndex((l) => l.id === lesson.id) ?? -1;
  const hubPrevious = hub && inHub > 0 ? hub.lessons[inHub - 1] : null;
  const hubNext = hub && inHub >= 0 && inHub < hub.lessons.length - 1 ? hub.lessons[inHub + 1] : null;
  const previous = hub ? (hubPrevious ? { to: hubLessonPath(hub, hubPrevious), title: hubPrevious.title } : null) : lesson.previous ? { to: paths.learning.lesson(lesson.course.slug, lesson.previous.chapter, lesson.previous.lesson), title: lesson.previous.title } : null;
  const next = hub ? (hubNext ? { to: hubLessonPath(hub, hubNext), title: hubNext.title } : null) : lesson.next ? { to: paths.learning.lesson(lesson.course.slug, lesson.next.chapter, lesson.next.lesson), title: lesson.next.title } : null;

  // A lesson with a quiz is marked complete once its quiz is answered (the server refuses it before).
  const quizFirst = !lesson.completed && !lesson.last_attempt && lesson.blocks.some((b) => b.type === "quiz");

  const toggle = () =>
    mark.mutate(
      { lesson: lesson.id, completed: !lesson.completed },
      {
        onSuccess: (res) => {
          if (res.completed && res.progress?.percent === 100) toast.success(t("Course complete!"), { description: t("You finished {{course}}.", { course: lesson.course.title }) });
          else if (res.completed) toast.success(t("Lesson complete"));
        },
        onError: (err) => toast.error(errorMessage(err, t("Could not save your progress. Please try again."))),
      },
    );

  return (
    <div className="grid gap-6 lg:grid-cols-[1fr_18rem] lg:items-start">
      <article className="grid min-w-0 gap-6">
        <nav aria-label={t("Breadcrumb")} className="text-sm text-ink-muted">
          <ol className="flex flex-wrap items-center gap-1">
            {hub ? (
              <>
                <li>
                  <Link to={paths.learning.hub(hub.slug)} className="font-medium text-primary-dark hover:underline">
                    {hub.title}
                  </Link>
                </li>
                <li aria-hidden>/</li>
              </>
            ) : null}
            <li>
              <Link to={coursePath} className="font-medium text-primary-dark hover:underline" {...contentLang(lesson.course.language)}>
                {lesson.course.title}
              </Link>
            </li>
            <li aria-hidden>/</li>
            <li {...contentLang(lesson.course.language)}>{lesson.chapter.title}</li>
          </ol>
        </nav>
        <header className="grid gap-1">
          <h1 className="text-2xl font-bold break-words text-ink sm:text-3xl" {...contentLang(lesson.course.language)}>
            {lesson.title}
          </h1>
          <p className="text-sm text-ink-muted">
            {minutesLabel(t, lesson.minutes)}
            {lesson.summary ? (
              <>
                {" · "}
                <span {...contentLang(lesson.course.language)}>{lesson.summary}</span>
              </>
            ) : null}
          </p>
        </header>
        {lesson.preview ? <Alert tone="info">{t("Preview: you manage this course. Your progress is not saved.")}</Alert> : null}

        <LessonBlocks lesson={lesson} />

        <div className="flex flex-col gap-3 border-t border-line-muted pt-4 sm:flex-row sm:items-center sm:justify-between">
          {lesson.preview ? null : (
            <div className="grid gap-1">
              <Button
                size="lg"
                className="w-fit"
                variant={lesson.completed ? "outline" : "default"}
                onClick={toggle}
                disabled={mark.isPending || quizFirst}
                aria-pressed={lesson.completed}
                aria-describedby={quizFirst ? `${lesson.id}-quiz-first` : undefined}
              >
                {lesson.completed ? <CheckCircle2 aria-hidden /> : <Circle aria-hidden />}
                {lesson.completed ? t("Completed") : t("Mark complete")}
              </Button>
              {quizFirst ? (
                <p id={`${lesson.id}-quiz-first`} className="text-sm text-ink-muted">
                  {t("Answer the quiz above to mark this lesson complete.")}
                </p>
              ) : null}
            </div>
          )}
          <div className="flex flex-wrap gap-2 sm:ms-auto">
            {previous ? (
              <Button asChild variant="outline">
                <Link to={previous.to} aria-label={t("Previous lesson: {{title}}", { title: previous.title })}>
                  <ArrowLeft aria-hidden /> {t("Previous")}
                </Link>
              </Button>
            ) : null}
            {next ? (
              <Button asChild>
                <Link to={next.to} aria-label={t("Next lesson: {{title}}", { title: next.title })}>
                  {t("Next")} <ArrowRight aria-hidden />
                </Link>
              </Button>
            ) : (
              <Button asChild variant="outline">
                <Link to={hub ? paths.learning.hub(hub.slug) : coursePath}>{hub ? t("Back to the hub") : t("Back to the course")}</Link>
              </Button>
            )}
          </div>
        </div>
      </article>

      {hub ? (
        <HubAside hub={hub} current={lesson.id} />
      ) : (
        <aside aria-label={t("Course outline")} className="grid gap-3 rounded-xl border border-line-muted bg-surface p-4 lg:sticky lg:top-20 lg:max-h-[calc(100vh-6rem)] lg:overflow-y-auto">
          <p className="text-sm font-semibold text-ink">{t("{{percent}} of the course complete", { percent: formatPercent(lesson.progress.percent / 100) })}</p>
          <Progress value={lesson.progress.percent} label={t("{{percent}} of the course complete", { percent: formatPercent(lesson.progress.percent / 100) })} />
          {lesson.progress.percent === 100 && !lesson.preview ? <GetCertificateLink courseId={lesson.course.id} /> : null}
          <CourseOutline courseSlug={lesson.course.slug} chapters={lesson.outline} canOpen current={lesson.id} compact />
        </aside>
      )}
    </div>
  );
}
