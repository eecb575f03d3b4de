import type { RouteObject } from "react-router";

/** /admin/* children (filled in by the school admin area work). */
export const schoolAdminRoutes: RouteObject[] = [];
