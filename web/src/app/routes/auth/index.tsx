import type { RouteObject } from "react-router";

/** Sign-in, registration and account-recovery pages (filled in by the auth pages work). */
export const authRoutes: RouteObject[] = [];
export const accountRoutes: RouteObject[] = [];
