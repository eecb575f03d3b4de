import { lazy, Suspense, type ReactNode } from "react";
import { Navigate, createBrowserRouter, type PatchRoutesOnNavigationFunction, type RouteObject } from "react-router";
import { paths } from "@/config/paths";
import { BareLayout, RootLayout } from "@/app/layouts/root-layout";
import { PageLoader } from "@/components/ui/page-loader";
import { RequireAuth, RequireSchoolAdmin, RequireSchoolStaff, RequireStaff } from "@/components/guards";
import { SessionWatcher } from "@/features/identity/auth/session-watcher";
import { accountRoutes, authRoutes } from "./routes/auth";
import { archivedStudentsRoute, bulkEnrolmentRoute, certificateReviewsRoute, homeLearningCodesRoute } from "./routes/school-admin/staff-routes";
import { libraryRoutes } from "./routes/library";
import { givingRoutes } from "./routes/giving";
// Loaded with the app (not lazily): it must show even when loading a page's chunk fails.
import RouteError from "./routes/shell/route-error";
import { bareLearningRoutes, learningRoutes, liveManageRoute, quizMarkingRoute } from "./routes/learning";
import { bareOperationsRoutes, operationsRoutes } from "./routes/operations";

/**
 * The route table of ../shared/ROUTES.md. Every page is its own chunk (React.lazy) behind a
 * loading fallback. Paths that belong to areas not built yet are absent, so they show the
 * not-found page until those areas add them.
 */
const NotFound = lazy(() => import("./routes/shell/not-found"));
const Dashboard = lazy(() => import("./routes/shell/dashboard"));
const Logout = lazy(() => import("./routes/shell/logout"));
// The signed-in areas' side-navigation layouts are chunks of their own too (issue #15: the entry
// JavaScript of / carries only what a visitor of the public pages needs).
const AdminPanelLayout = lazy(() => import("@/app/layouts/admin-panel-layout").then((m) => ({ default: m.AdminPanelLayout })));
const SchoolAdminLayout = lazy(() => import("@/app/layouts/school-admin-layout").then((m) => ({ default: m.SchoolAdminLayout })));
const SchoolStaffLayout = lazy(() => import("@/app/layouts/school-staff-layout").then((m) => ({ default: m.SchoolStaffLayout })));
const Loading = ({ children }: { children: ReactNode }) => <Suspense fallback={<PageLoader />}>{children}</Suspense>;

/**
 * The two admin areas' route tables (/admin-panel/*, /admin/*: 80 lazy pages and the lists of
 * what each preloads) are chunks of their own too, added under their layout's route the first time
 * a path there is visited. Until then those routes hold only their index redirect and not-found page.
 */
const AREA_TABLES = [
  { id: "admin-panel", root: paths.adminPanelRoot, load: () => import("./routes/admin-panel").then((m) => m.adminPanelRoutes) },
  { id: "school-admin", root: paths.schoolAdmin.root, load: () => import("./routes/school-admin").then((m) => m.schoolAdminRoutes) },
];

/** React Router asks this when a path matches no route, or only a splat or dynamic one (then it may be an admin page not added yet). */
export const patchRoutesOnNavigation: PatchRoutesOnNavigationFunction = async ({ path, patch }) => {
  const area = AREA_TABLES.find((a) => path === a.root || path.startsWith(`${a.root}/`));
  // Patching again is a no-op: React Router skips routes it already has.
  if (area) patch(area.id, await area.load());
};

export const routes: RouteObject[] = [
  {
    element: <SessionWatcher />,
    errorElement: <RouteError />,
    // While an admin area's route table loads on a first visit straight to one of its pages.
    hydrateFallbackElement: <PageLoader />,
    children: [
      {
        element: <RootLayout />,
        errorElement: <RouteError />,
        children: [
          ...accountRoutes,
          ...libraryRoutes,
          ...givingRoutes,
          ...learningRoutes,
          ...operationsRoutes,
          {
            path: paths.dashboard,
            element: (
              <RequireAuth>
                <Dashboard />
              </RequireAuth>
            ),
          },
          { path: "*", element: <NotFound /> },
        ],
      },
      {
        element: <BareLayout />,
        children: [...authRoutes, ...bareOperationsRoutes, ...bareLearningRoutes, { path: paths.logout, element: <Logout /> }],
      },
      {
        id: "admin-panel",
        path: paths.adminPanelRoot,
        element: (
          <RequireStaff>
            <Loading>
              <AdminPanelLayout />
            </Loading>
          </RequireStaff>
        ),
        children: [{ index: true, element: <Navigate to={paths.adminPanelDashboard} replace /> }, { path: "*", element: <NotFound /> }],
      },
      {
        id: "school-admin",
        path: paths.schoolAdmin.root,
        element: (
          <RequireSchoolAdmin>
            <Loading>
              <SchoolAdminLayout />
            </Loading>
          </RequireSchoolAdmin>
        ),
        children: [{ index: true, element: <Navigate to={paths.schoolAdmin.dashboard} replace /> }, { path: "*", element: <NotFound /> }],
      },
      {
        // Outside /admin (../shared/ROUTES.md), inside the school admin's side navigation.
        element: (
          <RequireSchoolAdmin>
            <Loading>
              <SchoolAdminLayout />
            </Loading>
          </RequireSchoolAdmin>
        ),
        children: [archivedStudentsRoute],
      },
      {
        element: (
          <RequireSchoolStaff>
            <Loading>
              <SchoolStaffLayout />
            </Loading>
          </RequireSchoolStaff>
        ),
        children: [bulkEnrolmentRoute, homeLearningCodesRoute, liveManageRoute, certificateReviewsRoute, quizMarkingRoute],
      },
    ],
  },
];

export const createAppRouter = () => createBrowserRouter(routes, { patchRoutesOnNavigation });
