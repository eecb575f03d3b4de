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
export { classLoginCardRoutes, LOGIN_CARDS_PRINT_PATH } from "./school-admin/class-login-cards.routes";
export { staffConsoleRoutes } from "./staff-console/staff-console.routes";
export { adminTenantRoutes, currentTenantRoutes, tenantEditRoutes } from "./tenants/tenants.routes";
export { userRoutes } from "./users/users.routes";
export { homeLearningCodeRoutes, parentLinkRoutes, staffParentLinkRoutes } from "./parents/parents.routes";

// Parents: the composed parent dashboard (operations) reads a parent's children here
export { parentChildren } from "./parents/parent-links.service";
// Learning hands in the statements that follow a link change or a rename on the child's certificates
export { composeCertificateNames, type AccountRename, type ParentLinkChange } from "./parents/certificate-names";

// The community cookie, which the library reads to show community books
export { COMMUNITY_COOKIE } from "./community/community.routes";

// Bulk enrolment (/api/roster-import) and, for operations, the parts of erasing an archived student
export { rosterImportRoutes } from "./roster-import/roster-import.routes";
export { eraseUserStatements, findArchivedStudent } from "./school-admin/archived-students.service";
export { schoolContext, schoolHostOnly, type SchoolContext } from "./school-admin/school-context";

// Cron: sign-in history older than two years goes
export { deleteExpiredSignIns } from "./auth/sign-ins-retention";

// Cron: the sort keys of names saved before users and classes had them (migrations 0039, 0040)
export { foldPendingNameKeys } from "./users/name-keys";
