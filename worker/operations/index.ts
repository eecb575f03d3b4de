/*
 * Operations: the information pages (a versioned content store staff and school admins edit), the
 * public forms (contact, problem reports, tour requests) and the staff inbox that works through
 * them. Nothing imports this domain but the composition root.
 */

// Routes (mounted by worker/app.ts)
export { pageRoutes } from "./pages/pages.routes";
export { contactRoutes, problemReportRoutes, tourRequestRoutes } from "./forms/forms.routes";
export { inboxRoutes } from "./inbox/inbox.routes";
export { reachRoutes } from "./reach/reach.routes";
export { demoRoutes } from "./demo/demo.routes";

// For the seed and the sitemap

// Permanent deletion of an archived student (composes every domain's erasure)
export { eraseStudentRoutes } from "./erasure/erasure.routes";
// The parent dashboard: a parent's linked children with their reading, courses and giving
export { parentDashboardRoutes } from "./parents/parent-dashboard.routes";
// The staff people dashboards: one user's activity, sign-ups and active users, teachers and students across schools
export { staffPeopleRoutes } from "./people/people.routes";
