import { lazy } from "react";
import type { RouteObject } from "react-router";
import { paths } from "@/config/paths";
import { RequireAuth } from "@/components/guards";

/** Learning's pages inside the root layout; each page is its own chunk. */
const Courses = lazy(() => import("./courses"));
const TeacherTraining = lazy(() => import("./teacher-training"));
const Course = lazy(() => import("./course"));
const Lesson = lazy(() => import("./lesson"));
const Sdgs = lazy(() => import("./sdgs"));
const Hubs = lazy(() => import("./hubs"));
const Hub = lazy(() => import("./hub"));
const HubLesson = lazy(() => import("./hub-lesson"));
const Challenges = lazy(() => import("./challenges"));
const SdgChallenge = lazy(() => import("./sdg-challenge"));
const LetterChallenge = lazy(() => import("./letter-challenge"));
const ImpactFilms = lazy(() => import("./impact-films"));
const Comprehension = lazy(() => import("./comprehension"));
const Live = lazy(() => import("./live"));
const Webinar = lazy(() => import("./webinar"));
const LiveManage = lazy(() => import("./live-manage"));
const QuizMarking = lazy(() => import("./quiz-marking"));
const Certificate = lazy(() => import("./certificate"));
const CertificateVerification = lazy(() => import("./certificate-verification"));

export const learningRoutes: RouteObject[] = [
  { path: paths.learning.courses, element: <Courses /> },
  { path: paths.learning.teacherTraining, element: <TeacherTraining /> },
  { path: "/course/:slug", element: <Course kind="course" /> },
  { path: "/teacher-training-course/:slug", element: <Course kind="teacher_training" /> },
  { path: "/courses/:slug/:chapter/:lesson", element: <Lesson /> },
  // Course links of certificate credentials issued before they said /course/ (they are signed, so they stay).
  { path: "/courses/:slug", element: <Course kind="course" /> },
  { path: paths.learning.sdgs, element: <Sdgs /> },
  { path: paths.learning.hubs, element: <Hubs /> },
  { path: "/hubs/:slug", element: <Hub /> },
  { path: "/hubs/:slug/:chapter/:lesson", element: <HubLesson /> },
  { path: paths.learning.challenges, element: <Challenges /> },
  { path: "/challenges/write-a-letter-and-change-the-world-with-upschool", element: <LetterChallenge /> },
  { path: "/sdg-challenge/:slug", element: <SdgChallenge /> },
  { path: paths.learning.impactFilms, element: <ImpactFilms /> },
  { path: "/comprehension-corner/:slug", element: <Comprehension /> },
  { path: paths.learning.live, element: <Live /> },
  { path: "/webinar/:slug", element: <Webinar /> },
  {
    path: "/certificate/:id",
    element: (
      <RequireAuth>
        <Certificate />
      </RequireAuth>
    ),
  },
];

/** Scheduling, inside the school staff layout (admins keep their side navigation). */
export const liveManageRoute: RouteObject = { path: paths.learning.manageLive, element: <LiveManage /> };

/** Marking the written answers of course quizzes, inside the school staff layout too. */
export const quizMarkingRoute: RouteObject = { path: paths.learning.quizMarking(), element: <QuizMarking /> };

/** Learning's pages outside the root layout: public certificate verification. */
export const bareLearningRoutes: RouteObject[] = [{ path: "/certificates/:id", element: <CertificateVerification /> }];
