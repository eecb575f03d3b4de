/*
 * Identity: schools (tenants), accounts and sign-in, users, classes, community access, modes,
 * and the school-admin and staff consoles that manage them (tenants, users, classes,
 * class_students, modes, refresh_tokens, one_time_tokens).
 */

// Routes (mounted by worker/app.ts)
export { accountRoutes } from "./accounts/accounts.routes";
export { staffUserRoutes, superAdminRoutes } from "./admin-users/admin-users.routes";
export { authRoutes } from "./auth/auth.routes";
export { twoFactorRoutes } from "./auth/two-factor.routes";
export { studentListRoutes, teacherClassRoutes } from "./classes/classes.routes";
export { communityRoutes } from "./community/community.routes";
export { modeRoutes } from "./modes/modes.routes";
export { schoolAdminRoutes } from "./school-admin/school-admin.routes";
export { staffConsoleRoutes } from "./staff-console/staff-console.routes";
export { adminTenantRoutes, currentTenantRoutes, tenantEditRoutes } from "./tenants/tenants.routes";
export { userRoutes } from "./users/users.routes";

// The community cookie, which the library reads to show community books
export { COMMUNITY_COOKIE } from "./community/community.routes";
