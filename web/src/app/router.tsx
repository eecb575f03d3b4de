import { lazy } from "react";
import { Navigate, createBrowserRouter, type RouteObject } from "react-router";
import { paths } from "@/config/paths";
import { BareLayout, RootLayout } from "@/app/layouts/root-layout";
import { AdminPanelLayout } from "@/app/layouts/admin-panel-layout";
import { SchoolAdminLayout } from "@/app/layouts/school-admin-layout";
import { SchoolStaffLayout } from "@/app/layouts/school-staff-layout";
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
            <AdminPanelLayout />
          </RequireStaff>
        ),
        children: [{ index: true, element: <Navigate to={paths.adminPanel.dashboard} replace /> }, ...adminPanelRoutes, { path: "*", element: <NotFound /> }],
      },
      {
        path: paths.schoolAdmin.root,
        element: (
          <RequireSchoolAdmin>
            <SchoolAdminLayout />
          </RequireSchoolAdmin>
        ),
        children: [{ index: true, element: <Navigate to={paths.schoolAdmin.dashboard} replace /> }, ...schoolAdminRoutes, { path: "*", element: <NotFound /> }],
      },
      {
        // Outside /admin (../shared/ROUTES.md), inside the school admin's side navigation.
        element: (
          <RequireSchoolAdmin>
            <SchoolAdminLayout />
          </RequireSchoolAdmin>
        ),
        children: [archivedStudentsRoute],
      },
      {
        element: (
          <RequireSchoolStaff>
            <SchoolStaffLayout />
          </RequireSchoolStaff>
        ),
        children: [bulkEnrolmentRoute, homeLearningCodesRoute, liveManageRoute, certificateReviewsRoute],
      },
    ],
  },
];

export const createAppRouter = () => createBrowserRouter(routes);
