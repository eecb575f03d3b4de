import { useParams } from "react-router";
import type { TFunction } from "i18next";
import { useTranslation } from "react-i18next";
import { paths } from "@/config/paths";
import { adminPanelPaths } from "@/config/admin-panel-paths";
import { useCourseEditor } from "../../api/course-editor";
import { CourseCreateForm } from "./course-create-form";
import { CourseEditor } from "./course-editor";
import { CoursesAdminList } from "./courses-admin-list";
import { LessonEditor } from "./lesson-editor";
import { QuizAuthoring, QuizzesAdminList } from "./quiz-authoring";
import { ChallengeAuthoring, ChallengesAdminList } from "./challenge-authoring";
import { HubCreate, HubEditor, HubsAdminList, type AreaLinks } from "./hub-authoring";

/** Where the authoring pages live: the platform panel (staff) or a school's admin area. */
export type AuthoringArea = "admin-panel" | "school-admin";

const areaPaths = (area: AuthoringArea) => (area === "admin-panel" ? adminPanelPaths : paths.schoolAdmin);

/** /admin-panel/courses, /admin/courses */
export function CoursesAuthoringPage({ area }: { area: AuthoringArea }) {
  const { t } = useTranslation();
  const p = areaPaths(area);
  return (
    <CoursesAdminList
      description={area === "admin-panel" ? t("Every course and teacher-training course: the platform's, shown on every school's site, and each school's own.") : t("Your school's own courses (only your site shows them), and the platform's courses (read-only).")}
      newPath={p.course()}
      editPath={(c) => (area === "school-admin" && c.platform_wide ? null : p.course(c.id))}
    />
  );
}

/** /…/course (new) and /…/course/{id} (edit) */
export function CourseAuthoringPage({ area }: { area: AuthoringArea }) {
  const { t } = useTranslation();
  const { courseId } = useParams();
  const p = areaPaths(area);
  if (!courseId)
    return (
      <CourseCreateForm
        listPath={p.courses}
        editPath={(id) => p.course(id)}
        scopeNote={area === "admin-panel" ? t("A platform course, offered on every school's site once published.") : t("A course of your school, shown only on your school's site once published.")}
      />
    );
  return <CourseEditor key={courseId} courseId={courseId} listPath={p.courses} lessonPath={(lessonId) => p.courseLesson(courseId, lessonId)} />;
}

/** /…/course/{courseId}/lesson/{lessonId} */
export function LessonAuthoringPage({ area }: { area: AuthoringArea }) {
  const { courseId = "", lessonId = "" } = useParams();
  const p = areaPaths(area);
  const course = useCourseEditor(courseId);
  const chapter = course.data?.chapters.find((c) => c.lessons.some((l) => l.id === lessonId));
  const lesson = chapter?.lessons.find((l) => l.id === lessonId);
  const preview = course.data && chapter && lesson ? paths.learning.lesson(course.data.slug, chapter.slug, lesson.slug) : null;
  return <LessonEditor key={lessonId} courseId={courseId} lessonId={lessonId} backPath={p.course(courseId)} previewPath={preview} />;
}

const hubLinks = (t: TFunction, area: AuthoringArea): AreaLinks => {
  const p = areaPaths(area);
  return area === "admin-panel"
    ? { list: p.hubs, edit: p.hub, canEdit: () => true, platformNote: t("Hubs made here show on every school's site.") }
    : { list: p.hubs, edit: p.hub, canEdit: (row) => !row.platform_wide, platformNote: t("Your school's hubs show only on your site; the platform's are read-only.") };
};

/** /admin-panel/hubs, /admin/hubs */
export function HubsAuthoringPage({ area }: { area: AuthoringArea }) {
  const { t } = useTranslation();
  return <HubsAdminList links={hubLinks(t, area)} />;
}

/** /…/hub (new) and /…/hub/{id} (edit) */
export function HubAuthoringPage({ area }: { area: AuthoringArea }) {
  const { t } = useTranslation();
  const { hubId } = useParams();
  return hubId ? <HubEditor key={hubId} hubId={hubId} links={hubLinks(t, area)} /> : <HubCreate links={hubLinks(t, area)} />;
}

/** /admin-panel/challenges, /admin/challenges */
export function ChallengesAuthoringPage({ area }: { area: AuthoringArea }) {
  const { t } = useTranslation();
  return <ChallengesAdminList links={{ ...hubLinks(t, area), ...challengeLinks(t, area) }} />;
}

/** /…/challenge (new) and /…/challenge/{id} (edit) */
export function ChallengeAuthoringPage({ area }: { area: AuthoringArea }) {
  const { t } = useTranslation();
  const { challengeId } = useParams();
  return <ChallengeAuthoring key={challengeId ?? NEW} challengeId={challengeId} links={{ ...hubLinks(t, area), ...challengeLinks(t, area) }} />;
}

const challengeLinks = (t: TFunction, area: AuthoringArea) => {
  const p = areaPaths(area);
  return { list: p.challenges, edit: p.challenge, platformNote: area === "admin-panel" ? t("Challenges made here are open to every school.") : t("Your school's challenges are open to your learners only; the platform's are read-only.") };
};

const quizLinks = (t: TFunction, area: AuthoringArea) => {
  const p = areaPaths(area);
  return { ...hubLinks(t, area), list: p.quizzes, edit: p.quiz, platformNote: area === "admin-panel" ? t("Quizzes made here (on platform books) show on every school's site.") : t("Your school's quizzes show on your site only; the platform's are read-only.") };
};

/** The key of a create form (a new item has no id yet). */
const NEW = "new";

/** /admin-panel/comprehension-quizzes, /admin/comprehension-quizzes */
export function QuizzesAuthoringPage({ area }: { area: AuthoringArea }) {
  const { t } = useTranslation();
  return <QuizzesAdminList links={quizLinks(t, area)} />;
}

/** /…/comprehension-quiz (new) and /…/comprehension-quiz/{id} (edit) */
export function QuizAuthoringPage({ area }: { area: AuthoringArea }) {
  const { t } = useTranslation();
  const { quizId } = useParams();
  return <QuizAuthoring key={quizId ?? NEW} quizId={quizId} links={quizLinks(t, area)} />;
}
