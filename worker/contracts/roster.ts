import { z } from "zod";
import { MAX_NAME_LENGTH, MAX_TEXT, NAME_TOO_LONG_MESSAGE, paginationQuery, personName } from "./common";
import { passwordField } from "./passwords";
import { matchKey } from "./text";
import { usernameField } from "./users";

/*
 * Bulk enrolment (/bulk-enrolment) and archived students (/archived-students).
 *
 * A roster file is parsed in the browser and sent in chunks of IMPORT_CHUNK rows; each chunk is
 * validated here again and written in one D1 batch. Re-running a file is idempotent: a row is the
 * same student as an existing active student of the school with the row's username, or, without a
 * username, in the row's class with the same first and last name (case-insensitive).
 */

export const MAX_IMPORT_ROWS = 5000;
/** Rows per request: scrypt hashing of each new password, and the 64 KB JSON body limit. */
export const IMPORT_CHUNK = 25;
export const TOO_MANY_ROWS_MESSAGE = `A roster file can have at most ${MAX_IMPORT_ROWS.toLocaleString("en")} rows`;
export const UNKNOWN_CLASS_MESSAGE = "Unknown class";
export const NOT_YOUR_CLASS_MESSAGE = "Not one of your classes";
export const USERNAME_TAKEN_MESSAGE = "This username is already taken";
export const DUPLICATE_USERNAME_MESSAGE = "This username appears twice in the file";
export const DUPLICATE_STUDENT_MESSAGE = "This student appears twice in this class; add a username to tell them apart";
export const NAME_REQUIRED_MESSAGE = "Required";
export const AMBIGUOUS_CLASS_MESSAGE = "More than one class has this name: write the class code instead";

/** What a row's class names: one class, several with that name (the row must give the code), or none. */
export type ClassMatch<C> = { cls: C } | { ambiguous: C[] } | null;

/**
 * Finds the class a roster row names among `classes`, by name as a reader compares it (case, accents
 * and spacing aside: matchKey) or by code (any case). A name two classes share is never settled by
 * picking one: a school may already have two "Year 4 Blue" classes, and a pupil put in the wrong one
 * gets a second account there.
 */
export function classFinder<C extends { name: string; code: string }>(classes: readonly C[]): (typed: string) => ClassMatch<C> {
  const byName = new Map<string, C[]>();
  for (const c of classes) byName.set(matchKey(c.name), [...(byName.get(matchKey(c.name)) ?? []), c]);
  const byCode = new Map(classes.map((c) => [c.code.toUpperCase(), c]));
  return (typed) => {
    const named = byName.get(matchKey(typed));
    if (named) return named.length === 1 ? { cls: named[0] } : { ambiguous: named };
    const coded = byCode.get(typed.trim().toUpperCase());
    return coded ? { cls: coded } : null;
  };
}

const blankToUndefined = (v: unknown) => (typeof v === "string" && v.trim() === "" ? undefined : v);
const nameField = personName(NAME_REQUIRED_MESSAGE);

export const teacherConflictMessage = (className: string, a: string, b: string) => `${className} has two teachers in this file: ${a} and ${b}. Keep one.`;

/**
 * Rows whose class is given another teacher email elsewhere in the rows (a class has one teacher):
 * row index → the message naming both emails. Classes compare like the import does (trimmed,
 * spaces folded, case-insensitive); emails case-insensitively; rows without a teacher email agree with any.
 */
export function teacherConflicts(rows: { class?: string | null; teacher_email?: string | null }[]): Map<number, string> {
  const k = (s: string) => s.trim().replace(/\s+/g, " ").toLowerCase();
  const emailOf = (r: { teacher_email?: string | null }) => r.teacher_email?.trim().toLowerCase() ?? "";
  const byClass = new Map<string, string[]>();
  for (const r of rows) {
    const email = emailOf(r);
    if (!email || !r.class?.trim()) continue;
    const seen = byClass.get(k(r.class)) ?? [];
    if (!seen.includes(email)) byClass.set(k(r.class), [...seen, email]);
  }
  const out = new Map<number, string>();
  rows.forEach((r, i) => {
    const email = emailOf(r);
    const seen = email && r.class?.trim() ? byClass.get(k(r.class))! : [];
    if (seen.length > 1) out.set(i, teacherConflictMessage(r.class!.trim(), email, seen.find((e) => e !== email)!));
  });
  return out;
}

/** One row of the file as the browser mapped it; `row` is its 1-based line among the data rows. */
export const importRowSchema = z.object({
  row: z.number().int().min(1).max(MAX_IMPORT_ROWS, { error: TOO_MANY_ROWS_MESSAGE }),
  first_name: nameField,
  last_name: nameField,
  class: z
    .string({ error: NAME_REQUIRED_MESSAGE })
    .trim()
    .min(1, { error: NAME_REQUIRED_MESSAGE })
    .max(MAX_TEXT, { error: "Characters too long" }),
  username: z.preprocess(blankToUndefined, usernameField.optional()),
  password: z.preprocess(blankToUndefined, passwordField.optional()),
  parent_email: z.preprocess(
    blankToUndefined,
    z
      .string()
      .trim()
      .max(MAX_TEXT, { error: "Characters too long" })
      .pipe(z.email({ error: "Invalid email" }))
      .transform((v) => v.toLowerCase())
      .optional(),
  ),
  /** The parent's name, for the invitation a school admin can send after the import. */
  parent_first_name: z.preprocess(blankToUndefined, z.string().trim().max(MAX_NAME_LENGTH, { error: NAME_TOO_LONG_MESSAGE }).optional()),
  parent_last_name: z.preprocess(blankToUndefined, z.string().trim().max(MAX_NAME_LENGTH, { error: NAME_TOO_LONG_MESSAGE }).optional()),
  /** The class's teacher, for the invitation a school admin can send after the import. */
  teacher_email: z.preprocess(
    blankToUndefined,
    z
      .string()
      .trim()
      .max(MAX_TEXT, { error: "Characters too long" })
      .pipe(z.email({ error: "Invalid email" }))
      .transform((v) => v.toLowerCase())
      .optional(),
  ),
  teacher_name: z.preprocess(blankToUndefined, z.string().trim().max(MAX_NAME_LENGTH * 2, { error: `At most ${MAX_NAME_LENGTH * 2} characters` }).optional()),
});
export type ImportRow = z.infer<typeof importRowSchema>;
export type ImportRowInput = z.input<typeof importRowSchema>;

export const rosterImportSchema = z.object({
  /** How many data rows the whole file has: the limit is per file, not per chunk. */
  total_rows: z.number().int().min(1).max(MAX_IMPORT_ROWS, { error: TOO_MANY_ROWS_MESSAGE }),
  /** School admins only: classes named in the file that do not exist yet are created. */
  create_missing_classes: z.boolean().default(false),
  rows: z.array(importRowSchema).min(1, { error: "Send at least one row" }).max(IMPORT_CHUNK, { error: `Send at most ${IMPORT_CHUNK} rows at a time` }),
});
export type RosterImportInput = z.infer<typeof rosterImportSchema>;

export interface ImportedStudent {
  row: number;
  /** created: a new account (password shown once); existing: already enrolled, left as it was. */
  status: "created" | "existing";
  id: string;
  username: string;
  first_name: string;
  last_name: string;
  class_name: string;
  class_code: string;
  /** The class's id (its login cards PDF: /api/classes/{id}/login-cards.pdf). */
  class_id: string;
  /** Only for created accounts, and only in this response. */
  password: string | null;
}

export interface RosterImportResult {
  results: ImportedStudent[];
  /** Classes this chunk created (create_missing_classes). */
  created_classes: { name: string; code: string }[];
}

/** The classes the caller may import into: all active classes for admins, their own for teachers. */
export interface ImportClass {
  id: string;
  name: string;
  code: string;
}
export interface ImportTargets {
  classes: ImportClass[];
  /** Whether the caller may create missing classes (school admins). */
  can_create_classes: boolean;
}

/** Which usernames of a file are already someone's: ours (re-run) or anybody else's. */
export const usernameCheckSchema = z.object({
  usernames: z.array(z.string().trim().toLowerCase().max(150)).max(500, { error: "Check at most 500 usernames at a time" }),
});
export interface UsernameCheck {
  /** Active students of this school: the row is the same student (re-run). */
  existing: string[];
  /** Anyone else's: the row cannot use it. */
  taken: string[];
}

/* ---------- archived students ---------- */

export const MAX_ARCHIVE_IDS = 100;
export const archivedListQuery = paginationQuery(20, 100).extend({ search: z.string().trim().max(MAX_TEXT).optional().catch(undefined) });

export const studentIdsSchema = z.object({
  student_ids: z
    .array(z.string().max(MAX_TEXT), { error: "Choose students" })
    .min(1, { error: "Choose at least one student" })
    .max(MAX_ARCHIVE_IDS, { error: `Choose at most ${MAX_ARCHIVE_IDS} students at a time` }),
});
export type StudentIdsInput = z.infer<typeof studentIdsSchema>;

export interface ArchivedStudent {
  id: string;
  username: string;
  first_name: string;
  last_name: string;
  /** The classes they return to on restore. */
  classes: { id: string; name: string }[];
  archived_at: string;
}

export const NAME_MISMATCH_MESSAGE = "Type the student's full name exactly as shown to confirm";
/** Permanent deletion is confirmed by typing the student's full name ("First Last"). */
export const eraseStudentSchema = z.object({ confirm_name: z.string({ error: NAME_MISMATCH_MESSAGE }).trim().max(MAX_TEXT) });
export type EraseStudentInput = z.infer<typeof eraseStudentSchema>;

export const fullName = (u: { first_name: string; last_name: string }) => `${u.first_name} ${u.last_name}`;
export const sameName = (typed: string, u: { first_name: string; last_name: string }) =>
  typed.trim().replace(/\s+/g, " ").toLowerCase() === fullName(u).trim().replace(/\s+/g, " ").toLowerCase();
