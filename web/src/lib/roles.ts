import type { Role } from "@contracts/users";

/** How a role is named on screen (both admin areas and their filters). */
export const ROLE_LABELS: Record<Role, string> = { student: "Student", teacher: "Teacher", parent: "Parent", school_admin: "School admin" };
