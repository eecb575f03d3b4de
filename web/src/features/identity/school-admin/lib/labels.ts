import type { Role } from "@contracts/users";
import { msg } from "@/lib/i18n";

/** Shown with t(ROLE_PLURALS[role]). */
export const ROLE_PLURALS: Record<Role, string> = { student: msg("Students"), teacher: msg("Teachers"), parent: msg("Parents"), school_admin: msg("School admins") };

export const fullName = (p: { first_name: string; last_name: string; username?: string }) => `${p.first_name} ${p.last_name}`.trim() || p.username || "—";
