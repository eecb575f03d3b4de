import { lazy } from "react";
import type { RouteObject } from "react-router";

const Dashboard = lazy(() => import("./dashboard"));
const AllUsers = lazy(() => import("./all-users"));
const User = lazy(() => import("./user"));
const AllTenants = lazy(() => import("./all-tenants"));
const Tenant = lazy(() => import("./tenant"));
const Modes = lazy(() => import("./modes"));
const EmailMonitoring = lazy(() => import("./email-monitoring"));

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
];
