import { lazy } from "react";
import type { RouteObject } from "react-router";
import { paths } from "@/config/paths";

// Part of the entry's route table (the /admin/* table in ./index.tsx is loaded on demand).
const HomeLearningCodes = lazy(() => import("./home-learning-codes"));
const CertificateReviews = lazy(() => import("./certificate-reviews"));
const BulkEnrolment = lazy(() => import("./bulk-enrolment"));
const ArchivedStudents = lazy(() => import("./archived-students"));

/** Top-level paths of the school's staff, mounted by the router in their own layouts. */
export const certificateReviewsRoute: RouteObject = { path: paths.schoolAdmin.certificateReviews, element: <CertificateReviews /> };
export const bulkEnrolmentRoute: RouteObject = { path: paths.schoolAdmin.bulkEnrolment, element: <BulkEnrolment /> };
export const homeLearningCodesRoute: RouteObject = { path: paths.schoolAdmin.homeLearningCodes(), element: <HomeLearningCodes /> };
export const archivedStudentsRoute: RouteObject = { path: paths.schoolAdmin.archivedStudents, element: <ArchivedStudents /> };
