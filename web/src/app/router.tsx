import { lazy, Suspense, type ReactNode } from "react";
import { Navigate, createBrowserRouter, type RouteObject } from "react-router";
import { paths } from "@/config/paths";
import { BareLayout, RootLayout } from "@/app/layouts/root-layout";
import { PageLoader } from "@/components/ui/spinner";
import { RequireAuth, RequireSchoolAdmin, RequireSchoolStaff, RequireStaff } from "@/components/guards";
import { SessionWatcher } from "@/features/identity/auth/session-watcher";
import { accountRoutes, authRoutes } from "./routes/auth";
import { adminPanelRoutes } from "./routes/admin-panel";
import { archivedStudentsRoute, bulkEnrolmentRoute, certificateReviewsRoute, homeLearningCodesRoute, schoolAdminRoutes } from "./routes/school-admin";
import { libraryRoutes } from "./routes/library";
import { givingRoutes } from "./routes/giving";
// Loaded with the app (not lazily): it must show even when loading a page's chunk fails.
import RouteError from "./routes/shell/route-error";
import { bareLearningRoutes, learningRoutes, liveManageRoute } from "./routes/learning";
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


export const routes: RouteObject[] = [
  {
    element: <SessionWatcher />,
    errorElement: <RouteError />,
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
        path: paths.adminPanel.root,
        element: (
          <RequireStaff>
            <Loading>
              <AdminPanelLayout />
            </Loading>
          </RequireStaff>
        ),
        children: [{ index: true, element: <Navigate to={paths.adminPanel.dashboard} replace /> }, ...adminPanelRoutes, { path: "*", element: <NotFound /> }],
      },
      {
        path: paths.schoolAdmin.root,
        element: (
          <RequireSchoolAdmin>
            <Loading>
              <SchoolAdminLayout />
            </Loading>
          </RequireSchoolAdmin>
        ),
        children: [{ index: true, element: <Navigate to={paths.schoolAdmin.dashboard} replace /> }, ...schoolAdminRoutes, { path: "*", element: <NotFound /> }],
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
        children: [bulkEnrolmentRoute, homeLearningCodesRoute, liveManageRoute, certificateReviewsRoute],
      },
    ],
  },
];

export const createAppRouter = () => createBrowserRouter(routes);
