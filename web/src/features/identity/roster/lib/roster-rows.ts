import {
  AMBIGUOUS_CLASS_MESSAGE,
  classFinder,
  DUPLICATE_STUDENT_MESSAGE,
  DUPLICATE_USERNAME_MESSAGE,
  UNKNOWN_CLASS_MESSAGE,
  USERNAME_TAKEN_MESSAGE,
  importRowSchema,
  teacherConflicts,
  type ImportClass,
  type ImportRowInput,
} from "@contracts/roster";
import { matchKey } from "@contracts/text";
import { msg } from "@/lib/i18n";

export const ROSTER_FIELDS = ["first_name", "last_name", "class", "username", "password", "parent_email", "parent_first_name", "parent_last_name", "teacher_email", "teacher_name"] as const;
export type RosterField = (typeof ROSTER_FIELDS)[number];
export const REQUIRED_FIELDS: RosterField[] = ["first_name", "last_name", "class"];
/** Shown with t(FIELD_LABELS[field]). */
export const FIELD_LABELS: Record<RosterField, string> = {
  first_name: msg("First name"),
  last_name: msg("Last name"),
  class: msg("Class"),
  username: msg("Username"),
  password: msg("Password"),
  parent_email: msg("Parent email"),
  parent_first_name: msg("Parent first name"),
  parent_last_name: msg("Parent last name"),
  teacher_email: msg("Class teacher's email"),
  teacher_name: msg("Class teacher's name"),
};

/** Which column (zero-based) feeds each field; null: not in the file. */
export type ColumnMapping = Record<RosterField, number | null>;

const SYNONYMS: Record<RosterField, string[]> = {
  first_name: ["firstname", "first", "givenname", "forename", "forenames", "preferredname", "studentfirstname", "pupilfirstname"],
  last_name: ["lastname", "last", "surname", "familyname", "studentlastname", "pupilsurname", "studentsurname"],
  class: ["class", "classname", "classcode", "form", "formgroup", "tutorgroup", "homeroom", "group", "registrationgroup", "section"],
  username: ["username", "user", "login", "loginname", "userid"],
  password: ["password", "pass", "pwd", "initialpassword"],
  parent_email: ["parentemail", "parentsemail", "guardianemail", "parentguardianemail", "careremail", "contactemail", "email", "emailaddress"],
  parent_first_name: ["parentfirstname", "parentsfirstname", "guardianfirstname", "carerfirstname", "parentforename"],
  parent_last_name: ["parentlastname", "parentsurname", "parentslastname", "guardianlastname", "guardiansurname", "carerlastname", "carersurname"],
  teacher_email: ["teacheremail", "teachersemail", "classteacheremail", "tutoremail", "formtutoremail", "teacheremailaddress"],
  teacher_name: ["classteacher", "teacher", "teachername", "classteachername", "formtutor", "tutor", "formteacher"],
};
/** Teacher columns are guessed first: "Teacher email" also contains "email", "Class teacher" also "class". */
const GUESS_ORDER: RosterField[] = ["teacher_email", "teacher_name", ...ROSTER_FIELDS.filter((f) => f !== "teacher_email" && f !== "teacher_name")];
const norm = (s: string) => s.toLowerCase().replace(/[^a-z]/g, "");

/** A first guess from the header row: exact synonyms first, then a header containing one. */
export function guessMapping(header: string[]): ColumnMapping {
  const names = header.map(norm);
  const used = new Set<number>();
  const mapping = Object.fromEntries(ROSTER_FIELDS.map((f) => [f, null])) as ColumnMapping;
  for (const pass of ["exact", "contains"] as const) {
    for (const field of GUESS_ORDER) {
      if (mapping[field] !== null) continue;
      const i = names.findIndex((n, idx) => !used.has(idx) && n !== "" && SYNONYMS[field].some((s) => (pass === "exact" ? n === norm(s) : n.includes(norm(s)))));
      if (i >= 0) {
        mapping[field] = i;
        used.add(i);
      }
    }
  }
  return mapping;
}

export interface DraftRow {
  /** 1-based among the data rows (the header is not counted). */
  row: number;
  values: Record<RosterField, string>;
  skipped: boolean;
}

export function toDraftRows(data: string[][], mapping: ColumnMapping): DraftRow[] {
  return data.map((cells, i) => ({
    row: i + 1,
    values: Object.fromEntries(ROSTER_FIELDS.map((f) => [f, mapping[f] === null ? "" : (cells[mapping[f]] ?? "").trim()])) as Record<RosterField, string>,
    skipped: false,
  }));
}

export const toImportRow = (d: DraftRow): ImportRowInput => ({ row: d.row, ...d.values });

export interface CheckContext {
  classes: ImportClass[];
  /** Classes missing from the school are created (school admins who ticked the option). */
  createMissing: boolean;
  /** Usernames that belong to someone other than this school's active students. */
  taken: ReadonlySet<string>;
}

const key = (s: string) => s.trim().replace(/\s+/g, " ").toLowerCase();
const nameKey = (d: DraftRow) => `${key(d.values.class)}|${key(d.values.first_name)}|${key(d.values.last_name)}`;

/** Every problem of every row that is not skipped, by row number and field; the server checks again. */
export function rowErrors(rows: DraftRow[], ctx: CheckContext): Map<number, Partial<Record<RosterField, string>>> {
  const find = classFinder(ctx.classes);
  const out = new Map<number, Partial<Record<RosterField, string>>>();
  const usernames = new Map<string, number>();
  const names = new Map<string, number>();
  for (const d of rows.filter((r) => !r.skipped)) {
    const u = key(d.values.username);
    if (u) usernames.set(u, (usernames.get(u) ?? 0) + 1);
    else names.set(nameKey(d), (names.get(nameKey(d)) ?? 0) + 1);
  }
  const active = rows.filter((r) => !r.skipped);
  // An email that is not one yet is its row's problem, not a second teacher for the class.
  const validEmail = (v: string) => importRowSchema.shape.teacher_email.safeParse(v).success;
  // A class's code and its name are the same class.
  const nameOf = (typed: string) => {
    const found = find(typed);
    return found && "cls" in found ? found.cls.name : typed;
  };
  const clashes = teacherConflicts(active.map((d) => ({ class: nameOf(d.values.class), teacher_email: validEmail(d.values.teacher_email) ? d.values.teacher_email : "" })));
  const clashOf = new Map([...clashes].map(([i, message]) => [active[i].row, message]));
  for (const d of rows) {
    if (d.skipped) continue;
    const errors: Partial<Record<RosterField, string>> = {};
    const parsed = importRowSchema.safeParse(toImportRow(d));
    if (!parsed.success) for (const issue of parsed.error.issues) errors[issue.path[0] as RosterField] ??= issue.message;
    const found = errors.class ? null : find(d.values.class);
    if (found && "ambiguous" in found) errors.class = AMBIGUOUS_CLASS_MESSAGE;
    else if (!errors.class && !found && !ctx.createMissing) errors.class = UNKNOWN_CLASS_MESSAGE;
    const u = key(d.values.username);
    if (u && !errors.username) {
      if ((usernames.get(u) ?? 0) > 1) errors.username = DUPLICATE_USERNAME_MESSAGE;
      else if (ctx.taken.has(u)) errors.username = USERNAME_TAKEN_MESSAGE;
    }
    if (!u && !errors.first_name && (names.get(nameKey(d)) ?? 0) > 1) errors.first_name = DUPLICATE_STUDENT_MESSAGE;
    if (!errors.teacher_email && clashOf.has(d.row)) errors.teacher_email = clashOf.get(d.row);
    if (Object.keys(errors).length) out.set(d.row, errors);
  }
  return out;
}

/** Classes named in the file that the school does not have yet. */
export function missingClasses(rows: DraftRow[], classes: ImportClass[]): string[] {
  const find = classFinder(classes);
  const missing = new Map<string, string>();
  for (const d of rows) if (!d.skipped && d.values.class.trim() && !find(d.values.class)) missing.set(matchKey(d.values.class), d.values.class.trim().replace(/\s+/g, " "));
  return [...missing.values()];
}

export interface RosterTeacher {
  class: string;
  email: string;
  name: string;
}

/** The file's class teachers: one entry per class and teacher email, with the first name given for that email. */
export function rosterTeachers(rows: DraftRow[]): RosterTeacher[] {
  const names = new Map<string, string>();
  const out = new Map<string, RosterTeacher>();
  for (const d of rows) {
    const email = d.values.teacher_email.trim().toLowerCase();
    if (d.skipped || !email || !d.values.class.trim()) continue;
    if (!names.get(email) && d.values.teacher_name.trim()) names.set(email, d.values.teacher_name.trim());
    const k = `${key(d.values.class)}|${email}`;
    if (!out.has(k)) out.set(k, { class: d.values.class.trim().replace(/\s+/g, " "), email, name: "" });
  }
  return [...out.values()].map((t) => ({ ...t, name: names.get(t.email) ?? "" }));
}
