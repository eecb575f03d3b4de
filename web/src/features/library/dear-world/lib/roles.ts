import type { UserProfile } from "@contracts/users";

/** Students and teachers write letters (the worker enforces the same rule). */
export const canWriteLetters = (user: UserProfile | null) => !!user && !user.is_staff && (user.role === "student" || user.role === "teacher");

/** Teachers curate their classes' letters; school admins and staff the whole school's. */
export const canCurateLetters = (user: UserProfile | null) => !!user && (user.is_staff || user.role === "teacher" || user.role === "school_admin");

/** How a letter is named to screen readers and in the curation list. */
export const letterName = (letter: { title: string | null; author: { first_name: string } }) =>
  letter.title ? `“${letter.title}” by ${letter.author.first_name}` : `the letter by ${letter.author.first_name}`;
