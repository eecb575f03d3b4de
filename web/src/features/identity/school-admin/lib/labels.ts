import type { Role } from "@contracts/users";

export const ROLE_PLURALS: Record<Role, string> = { student: "Students", teacher: "Teachers", parent: "Parents", school_admin: "School admins" };

export const fullName = (p: { first_name: string; last_name: string; username?: string }) => `${p.first_name} ${p.last_name}`.trim() || p.username || "—";

const dateFormat = new Intl.DateTimeFormat(undefined, { dateStyle: "medium" });
export const formatDate = (iso: string | null | undefined) => (iso ? dateFormat.format(new Date(iso)) : "—");
