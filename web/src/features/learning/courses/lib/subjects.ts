import type { COURSE_SUBJECTS } from "@contracts/learning";
import { msg } from "@/lib/i18n";

/** A course's subject as the interface names it; the value sent to the API stays the English one. */
export const SUBJECT_LABEL: Record<(typeof COURSE_SUBJECTS)[number], string> = {
  Citizenship: msg("Citizenship"),
  English: msg("English"),
  Geography: msg("Geography"),
  Maths: msg("Maths"),
  Science: msg("Science"),
  "Teaching practice": msg("Teaching practice"),
};

/** The label of a subject value (one the list does not know shows as it is). */
export const subjectLabel = (subject: string): string => (subject in SUBJECT_LABEL ? SUBJECT_LABEL[subject as keyof typeof SUBJECT_LABEL] : subject);
