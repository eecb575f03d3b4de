import { lazy } from "react";
import type { RouteObject } from "react-router";
import { CONTENT_PAGE_SLUGS } from "@contracts/content-pages";
import { paths } from "@/config/paths";

/** Operations' pages inside the root layout: the information pages and the public forms. */
const InfoPage = lazy(() => import("./info-page"));
const ReportProblem = lazy(() => import("./report-a-problem"));
const RequestTour = lazy(() => import("./request-a-tour"));
const SystemCheck = lazy(() => import("./system-check"));
const Experiment = lazy(() => import("./experiment"));
const Demo = lazy(() => import("./demo"));
const Canva = lazy(() => import("./canva"));

export const operationsRoutes: RouteObject[] = [
  ...CONTENT_PAGE_SLUGS.map((slug): RouteObject => ({ path: paths.info(slug), element: <InfoPage slug={slug} /> })),
  { path: paths.reportProblem(), element: <ReportProblem /> },
  { path: paths.requestTour, element: <RequestTour /> },
  { path: paths.experiment, element: <Experiment /> },
  { path: paths.demo, element: <Demo /> },
  { path: paths.canva, element: <Canva /> },
];

/** Operations' pages outside the root layout. */
export const bareOperationsRoutes: RouteObject[] = [{ path: paths.systemCheck, element: <SystemCheck /> }];
