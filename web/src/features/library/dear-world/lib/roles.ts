import type { TFunction } from "i18next";
import type { UserProfile } from "@contracts/users";
import { msg } from "@/lib/i18n";

/** Students and teachers write letters (the worker enforces the same rule). */
export const canWriteLetters = (user: UserProfile | null) => !!user && !user.is_staff && (user.role === "student" || user.role === "teacher");

/** Teachers curate their classes' letters; school admins and staff the whole school's. */
export const canCurateLetters = (user: UserProfile | null) => !!user && (user.is_staff || user.role === "teacher" || user.role === "school_admin");

/** What a curation button does, said of a letter with a title and of one without (msg() keys). */
export const LETTER_ACTIONS = {
  include: [msg("Include “{{title}}” by {{name}}"), msg("Include the letter by {{name}}")],
  exclude: [msg("Leave out “{{title}}” by {{name}}"), msg("Leave out the letter by {{name}}")],
  up: [msg("Move “{{title}}” by {{name}} up"), msg("Move the letter by {{name}} up")],
  down: [msg("Move “{{title}}” by {{name}} down"), msg("Move the letter by {{name}} down")],
} as const;

/** A curation button's name for screen readers, naming the letter by its title and writer's first name. */
export const letterActionLabel = (t: TFunction, action: keyof typeof LETTER_ACTIONS, letter: { title: string | null; author: { first_name: string } }) => {
  const [titled, untitled] = LETTER_ACTIONS[action];
  return letter.title ? t(titled, { title: letter.title, name: letter.author.first_name }) : t(untitled, { name: letter.author.first_name });
};
