import { lazy } from "react";
import type { RouteObject } from "react-router";

const Dashboard = lazy(() => import("./dashboard"));
const SuperpowerParent = lazy(() => import("./superpower-parent"));
const SuperpowerTeacher = lazy(() => import("./superpower-teacher"));
const UserDashboard = lazy(() => import("./user-dashboard"));
const UsersDashboard = lazy(() => import("./users-dashboard"));
const Students = lazy(() => import("./students"));
const Teachers = lazy(() => import("./teachers"));
const ActionLog = lazy(() => import("./action-log"));
const AllUsers = lazy(() => import("./all-users"));
const User = lazy(() => import("./user"));
const AllTenants = lazy(() => import("./all-tenants"));
const Tenant = lazy(() => import("./tenant"));
const Modes = lazy(() => import("./modes"));
const EmailMonitoring = lazy(() => import("./email-monitoring"));
const BookMonitoring = lazy(() => import("./book-monitoring"));
const AllBooks = lazy(() => import("./all-books"));
const BooksDashboard = lazy(() => import("./books-dashboard"));
const AllBookCategories = lazy(() => import("./all-book-categories"));
const BookCategory = lazy(() => import("./book-category"));
const AdminBook = lazy(() => import("./book"));
const ViewBook = lazy(() => import("./view-book"));
const CharitiesDashboard = lazy(() => import("./charities-dashboard"));
const AllCharities = lazy(() => import("./all-charities"));
const Charity = lazy(() => import("./charity"));
const CharityDetailsView = lazy(() => import("./charity-details-view"));
const AllProjects = lazy(() => import("./all-projects"));
const Project = lazy(() => import("./project"));
const ProjectDetailsView = lazy(() => import("./project-details-view"));
const Donations = lazy(() => import("./donations"));
const PaymentHistory = lazy(() => import("./payment-history"));
const Orders = lazy(() => import("./orders"));
const Courses = lazy(() => import("./courses"));
const Course = lazy(() => import("./course"));
const CourseLesson = lazy(() => import("./course-lesson"));
const Hubs = lazy(() => import("./hubs"));
const LiveSessions = lazy(() => import("./live-sessions"));
const Hub = lazy(() => import("./hub"));
const Challenges = lazy(() => import("./challenges"));
const Certificates = lazy(() => import("./certificates"));
const Challenge = lazy(() => import("./challenge"));
const Quizzes = lazy(() => import("./comprehension-quizzes"));
const Quiz = lazy(() => import("./comprehension-quiz"));
const ImpactFilms = lazy(() => import("./impact-films"));
const ImpactFilm = lazy(() => import("./impact-film"));
const LearningDashboard = lazy(() => import("./learning-dashboard"));
const Pages = lazy(() => import("./pages"));
const PageEditor = lazy(() => import("./page-editor"));
const Inbox = lazy(() => import("./inbox"));
const InboxItem = lazy(() => import("./inbox-item"));

/** /admin-panel/* children; every page is its own chunk. user/ and userprofile/ share one form. */
export const adminPanelRoutes: RouteObject[] = [
  { path: "dashboard", element: <Dashboard /> },
  { path: "all-users", element: <AllUsers /> },
  { path: "user/:userId?", element: <User /> },
  { path: "userprofile/:userId?", element: <User /> },
  { path: "all-tenants", element: <AllTenants /> },
  { path: "tenant/:tenantId?", element: <Tenant /> },
  { path: "modes", element: <Modes /> },
  { path: "email-monitoring", element: <EmailMonitoring /> },
  { path: "book-monitoring", element: <BookMonitoring /> },
  { path: "all-books", element: <AllBooks /> },
  { path: "books-dashboard", element: <BooksDashboard /> },
  { path: "all-book-categories", element: <AllBookCategories /> },
  { path: "book-category/:categoryId?", element: <BookCategory /> },
  { path: "book/:bookId?", element: <AdminBook /> },
  { path: "view-book/:bookId?", element: <ViewBook /> },
  { path: "charities-dashboard", element: <CharitiesDashboard /> },
  { path: "all-charities", element: <AllCharities /> },
  { path: "charity/:charityId?", element: <Charity /> },
  { path: "charity-details-view/:charityId", element: <CharityDetailsView /> },
  { path: "all-projects", element: <AllProjects /> },
  { path: "project/:projectId?", element: <Project /> },
  { path: "project-details-view/:projectId", element: <ProjectDetailsView /> },
  { path: "donations", element: <Donations /> },
  { path: "payment-history", element: <PaymentHistory /> },
  { path: "orders", element: <Orders /> },
  { path: "courses", element: <Courses /> },
  { path: "course/:courseId?", element: <Course /> },
  { path: "course/:courseId/lesson/:lessonId", element: <CourseLesson /> },
  { path: "hubs", element: <Hubs /> },
  { path: "live-sessions", element: <LiveSessions /> },
  { path: "hub/:hubId?", element: <Hub /> },
  { path: "challenges", element: <Challenges /> },
  { path: "certificates", element: <Certificates /> },
  { path: "challenge/:challengeId?", element: <Challenge /> },
  { path: "comprehension-quizzes", element: <Quizzes /> },
  { path: "comprehension-quiz/:quizId?", element: <Quiz /> },
  { path: "impact-films", element: <ImpactFilms /> },
  { path: "impact-film/:filmId?", element: <ImpactFilm /> },
  { path: "learning-dashboard", element: <LearningDashboard /> },
  { path: "pages", element: <Pages /> },
  { path: "page/:slug", element: <PageEditor /> },
  { path: "inbox", element: <Inbox /> },
  { path: "superpower-parent", element: <SuperpowerParent /> },
  { path: "superpower-teacher", element: <SuperpowerTeacher /> },
  { path: "user-dashboard", element: <UserDashboard /> },
  { path: "users-dashboard", element: <UsersDashboard /> },
  { path: "students", element: <Students /> },
  { path: "teachers", element: <Teachers /> },
  { path: "action-log", element: <ActionLog /> },
  { path: "inbox/:kind/:id", element: <InboxItem /> },
];
