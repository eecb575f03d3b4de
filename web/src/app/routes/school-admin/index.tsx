import { lazy } from "react";
import type { RouteObject } from "react-router";

const Dashboard = lazy(() => import("./dashboard"));
const Users = lazy(() => import("./users"));
const AddUser = lazy(() => import("./add-user"));
const Invitations = lazy(() => import("./invitations"));
const ActionLog = lazy(() => import("./action-log"));
const Messages = lazy(() => import("./messages"));
const Message = lazy(() => import("./message"));
const Classes = lazy(() => import("./classes"));
const AddClass = lazy(() => import("./add-class"));
const ClassStudents = lazy(() => import("./class-students"));
const SchoolModes = lazy(() => import("./school-modes"));
const Books = lazy(() => import("./books"));
const Stories = lazy(() => import("./stories"));
const BookCategories = lazy(() => import("./book-categories"));
const AddBookCategory = lazy(() => import("./add-book-category"));
const Charities = lazy(() => import("./charities"));
const AddCharity = lazy(() => import("./add-charity"));
const Donations = lazy(() => import("./donations"));
const Courses = lazy(() => import("./courses"));
const Course = lazy(() => import("./course"));
const CourseLesson = lazy(() => import("./course-lesson"));
const Hubs = lazy(() => import("./hubs"));
const Hub = lazy(() => import("./hub"));
const Challenges = lazy(() => import("./challenges"));
const Certificates = lazy(() => import("./certificates"));
const Challenge = lazy(() => import("./challenge"));
const Quizzes = lazy(() => import("./comprehension-quizzes"));
const Quiz = lazy(() => import("./comprehension-quiz"));
const Learning = lazy(() => import("./learning"));
const Pages = lazy(() => import("./pages"));
const PageEditor = lazy(() => import("./page-editor"));

/**
 * /admin/* children (the school admin area); every page is its own chunk, and so is this table:
 * the router adds it when a path under /admin is first visited (router.tsx#patchRoutesOnNavigation).
 */
export const schoolAdminRoutes: RouteObject[] = [
  { path: "dashboard", element: <Dashboard /> },
  { path: "users", element: <Users /> },
  { path: "adduser/:userId?", element: <AddUser /> },
  { path: "invitations", element: <Invitations /> },
  { path: "action-log", element: <ActionLog /> },
  { path: "messages", element: <Messages /> },
  { path: "messages/:id", element: <Message /> },
  { path: "addclass/:classId?", element: <AddClass /> },
  { path: "classes", element: <Classes /> },
  { path: "class-students/:classId", element: <ClassStudents /> },
  { path: "school-modes", element: <SchoolModes /> },
  { path: "books", element: <Books /> },
  { path: "stories", element: <Stories /> },
  { path: "book-categories", element: <BookCategories /> },
  { path: "add-book-category/:categoryId?", element: <AddBookCategory /> },
  { path: "charities", element: <Charities /> },
  { path: "addcharities/:charityId?", element: <AddCharity /> },
  { path: "donations", element: <Donations /> },
  { path: "courses", element: <Courses /> },
  { path: "course/:courseId?", element: <Course /> },
  { path: "course/:courseId/lesson/:lessonId", element: <CourseLesson /> },
  { path: "hubs", element: <Hubs /> },
  { path: "hub/:hubId?", element: <Hub /> },
  { path: "challenges", element: <Challenges /> },
  { path: "certificates", element: <Certificates /> },
  { path: "challenge/:challengeId?", element: <Challenge /> },
  { path: "comprehension-quizzes", element: <Quizzes /> },
  { path: "comprehension-quiz/:quizId?", element: <Quiz /> },
  { path: "learning", element: <Learning /> },
  { path: "pages", element: <Pages /> },
  { path: "page/:slug", element: <PageEditor /> },
];
