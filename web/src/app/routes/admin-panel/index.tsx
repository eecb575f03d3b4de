import type { RouteObject } from "react-router";

/** /admin-panel/* children (filled in by the platform admin panel work). */
export const adminPanelRoutes: RouteObject[] = [];
