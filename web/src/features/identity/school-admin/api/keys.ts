import { modeKeys } from "@/features/identity/modes/keys";

/** Query keys of the school admin area; lists are invalidated by their prefix after a change. */
export const schoolAdminKeys = {
  all: ["school-admin"] as const,
  dashboard: () => [...schoolAdminKeys.all, "dashboard"] as const,
  users: () => [...schoolAdminKeys.all, "users"] as const,
  user: (id: string) => [...schoolAdminKeys.all, "user", id] as const,
  teachers: () => [...schoolAdminKeys.all, "teacher-options"] as const,
  classes: () => [...schoolAdminKeys.all, "classes"] as const,
  class: (id: string) => [...schoolAdminKeys.all, "class", id] as const,
  roster: (classId: string) => [...schoolAdminKeys.all, "roster", classId] as const,
  loginCards: (classId: string) => [...schoolAdminKeys.all, "login-cards", classId] as const,
  modes: () => [...schoolAdminKeys.all, "modes"] as const,
  settings: () => [...schoolAdminKeys.all, "settings"] as const,
  features: (school: string) => [...schoolAdminKeys.all, "features", school] as const,
  invitations: () => [...schoolAdminKeys.all, "invitations"] as const,
  homeLearningCodes: (classId: string) => [...schoolAdminKeys.all, "home-learning-codes", classId] as const,
};

/** The header's switchboard list (/api/modes/), refreshed when the school's modes change. */
export const SWITCHBOARD_MODES_KEY = modeKeys.switchboard();
