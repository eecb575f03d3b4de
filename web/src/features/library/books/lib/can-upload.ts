import type { UserProfile } from "@contracts/users";

/** Who may upload a book: students (their own), teachers (for a class), school admins and staff. */
export function canUploadBooks(user: UserProfile | null): user is UserProfile {
  if (!user) return false;
  return user.is_staff || user.role === "student" || user.role === "teacher" || user.role === "school_admin";
}
