import { z } from "zod";
import { regionSettingsSchema } from "./regions";
import { MAX_TEXT, blankToNull, formBoolean, paginationQuery, personName, requiredText } from "./common";
import { countryField, emailField } from "./auth";
import { passwordField } from "./passwords";
import { ROLES, usernameField, type Role } from "./users";
import { tenantCountryField } from "./tenants";

/** A blank form field means "not given" (multipart sends "" for an empty input). */
const blankTo =
  <T>(empty: T) =>
  (v: unknown) =>
    typeof v === "string" && v.trim() === "" ? empty : v;
const optionalField = <S extends z.ZodType>(schema: S) => z.preprocess(blankTo(undefined), schema.optional());
const clearableField = <S extends z.ZodType>(schema: S) => z.preprocess(blankTo(null), schema.nullable());

const searchParam = z.string().trim().max(MAX_TEXT).optional().catch(undefined);
const archivedParam = formBoolean.optional().catch(undefined);
const roleField = z.enum(ROLES, { error: "Choose a role" });

export const REQUIRED_MESSAGE = "Required";
export const STUDENT_PASSWORD_MESSAGE = "Set a password for a student without an email";
export const TEACHER_CHOICE_MESSAGE = "Choose a teacher from this school";
export const STUDENT_CHOICE_MESSAGE = "Choose students from this school";
export const SELF_ARCHIVE_MESSAGE = "You cannot archive your own account.";
export const SELF_DEMOTE_MESSAGE = "You cannot remove your own school admin role.";

/* ---------- dashboard ---------- */

export interface SchoolDashboard {
  /** Active (not archived) users of the school by role. */
  users: Record<Role, number>;
  /** Classes that are not archived. */
  classes: number;
  archived_users: number;
}

export interface PlatformDashboard {
  tenants: number;
  /** Active users by role across all schools; staff counts platform staff. */
  users: Record<Role | "staff", number>;
  classes: number;
  emails: { queued: number; sent: number; failed: number };
}

/* ---------- users of a school ---------- */

export const schoolUserListQuery = paginationQuery(20, 100).extend({
  search: searchParam,
  /** Blank means everyone; an unknown role is refused (it used to list everyone, as if no filter were asked). */
  role: optionalField(roleField),
  /** true: archived only; false: active only; absent: both. */
  archived: archivedParam,
});

type RoleRule = { value: unknown; issues: { path?: PropertyKey[] }[] };
/** Runs a cross-field rule once the role is known and the named fields parsed cleanly. */
const onceRoleKnown = (...fields: string[]) => ({
  when: ({ value, issues }: RoleRule) =>
    (ROLES as readonly unknown[]).includes((value as { role?: unknown } | undefined)?.role) &&
    !issues.some((i) => fields.includes(String(i.path?.[0]))),
});

/** Add-user form (multipart). Email and country are required except for students. */
export const schoolUserCreateSchema = z
  .object({
    first_name: personName(),
    last_name: personName(),
    email: optionalField(emailField),
    username: optionalField(usernameField),
    role: roleField,
    country: optionalField(countryField),
    password: optionalField(passwordField),
  })
  .refine((v) => v.role === "student" || v.email !== undefined, { error: REQUIRED_MESSAGE, path: ["email"], ...onceRoleKnown("email") })
  .refine((v) => v.role === "student" || v.country !== undefined, { error: REQUIRED_MESSAGE, path: ["country"], ...onceRoleKnown("country") })
  .refine((v) => v.email !== undefined || v.password !== undefined, {
    error: STUDENT_PASSWORD_MESSAGE,
    path: ["password"],
    ...onceRoleKnown("email", "password"),
  });
export type SchoolUserCreateInput = z.infer<typeof schoolUserCreateSchema>;

/** Edit-user form: only changed fields. A blank email or country clears it (students only). */
export const schoolUserUpdateSchema = z
  .object({
    first_name: personName(),
    last_name: personName(),
    email: clearableField(emailField),
    username: usernameField,
    country: clearableField(countryField),
    role: roleField,
    archived: formBoolean,
    password: passwordField,
  })
  .partial();
export type SchoolUserUpdateInput = z.infer<typeof schoolUserUpdateSchema>;

/** Reset a student's password: the given one, or (absent) a generated one returned once. */
export const studentPasswordResetSchema = z.object({ password: optionalField(passwordField) });

export interface GeneratedPassword {
  password: string;
}

/* ---------- classes ---------- */

export interface AdminClass {
  id: string;
  name: string;
  code: string;
  teacher: { id: string; first_name: string; last_name: string } | null;
  student_count: number;
  archived: boolean;
  created_at: string;
}

export const schoolClassListQuery = paginationQuery(20, 100).extend({ search: searchParam, archived: archivedParam });

const teacherIdField = clearableField(z.string({ error: TEACHER_CHOICE_MESSAGE }).trim().max(MAX_TEXT, { error: TEACHER_CHOICE_MESSAGE }));

export const schoolClassCreateSchema = z.object({ name: requiredText(), teacher_id: teacherIdField.optional() });
export const schoolClassUpdateSchema = z.object({ name: requiredText(), teacher_id: teacherIdField, archived: formBoolean }).partial();
export type SchoolClassCreateInput = z.infer<typeof schoolClassCreateSchema>;
export type SchoolClassUpdateInput = z.infer<typeof schoolClassUpdateSchema>;

/* ---------- roster ---------- */

export interface RosterStudent {
  id: string;
  username: string;
  first_name: string;
  last_name: string;
  avatar: string | null;
  archived: boolean;
}

export const rosterListQuery = paginationQuery(20, 100).extend({ search: searchParam });

/** Keeps one request within D1's 100 bound parameters per query and a few seconds of hashing. */
export const MAX_ROSTER_IDS = 50;

export const SCHOOL_ADDRESS_MAX = 300;
export const SCHOOL_TAX_ID_MAX = 40;
/** The postal address and tax id printed on the school's invoices and receipts; blank clears them. */
export const schoolAddressField = z.preprocess(
  blankToNull,
  z.string({ error: "Enter the school's postal address" }).trim().max(SCHOOL_ADDRESS_MAX, { error: `Keep the address within ${SCHOOL_ADDRESS_MAX} characters` }).nullable(),
);
export const schoolTaxIdField = z.preprocess(
  blankToNull,
  z
    .string({ error: "Enter the school's tax id" })
    .trim()
    .max(SCHOOL_TAX_ID_MAX, { error: `Keep the tax id within ${SCHOOL_TAX_ID_MAX} characters` })
    .refine((v) => !/[\r\n]/.test(v), { error: "Write the tax id on one line" })
    .nullable(),
);

/** A school's own settings, changed by its admins. */
export const schoolSettingsSchema = z.object({
  review_teacher_uploads: formBoolean,
  country: tenantCountryField,
  ...regionSettingsSchema.shape,
  address: schoolAddressField,
  tax_id: schoolTaxIdField,
});
export const schoolSettingsUpdateSchema = schoolSettingsSchema.partial();
export type SchoolSettings = z.output<typeof schoolSettingsSchema>;
export const MAX_NEW_STUDENTS = 30;

export const newStudentSchema = z.object({ first_name: personName(), last_name: personName(), password: passwordField });

/** Either existing students by id, or new student accounts to create; never both. */
export const rosterAddSchema = z
  .object({
    student_ids: z
      .array(z.string({ error: STUDENT_CHOICE_MESSAGE }).max(MAX_TEXT, { error: STUDENT_CHOICE_MESSAGE }), { error: STUDENT_CHOICE_MESSAGE })
      .min(1, { error: "Choose at least one student" })
      .max(MAX_ROSTER_IDS, { error: `Add at most ${MAX_ROSTER_IDS} students at a time` })
      .optional(),
    students: z
      .array(newStudentSchema, { error: "Enter the new students" })
      .min(1, { error: "Enter at least one student" })
      .max(MAX_NEW_STUDENTS, { error: `Create at most ${MAX_NEW_STUDENTS} students at a time` })
      .optional(),
  })
  .refine((v) => (v.student_ids === undefined) !== (v.students === undefined), { error: "Send either student_ids or students" });
export type RosterAddInput = z.infer<typeof rosterAddSchema>;

export interface LoginCards {
  school_name: string;
  class_name: string;
  code: string;
  /** The QR code target: the school's sign-in page with the class preselected. */
  login_url: string;
  students: { username: string; first_name: string; last_name: string }[];
}

/* ---------- modes (switchboard) ---------- */

export const MODE_STATUSES = ["ACTIVE", "INACTIVE"] as const;
export type ModeStatus = (typeof MODE_STATUSES)[number];

export interface AdminMode {
  id: string;
  name: string;
  image: string | null;
  locked: boolean;
  active: boolean;
  status: ModeStatus;
  sort_order: number;
}

const SORT_ORDER_MESSAGE = "Enter a whole number from 0 to 10000";
const modeFields = {
  name: requiredText(),
  locked: formBoolean,
  active: formBoolean,
  status: z.enum(MODE_STATUSES, { error: "Choose ACTIVE or INACTIVE" }),
  sort_order: z.coerce.number({ error: SORT_ORDER_MESSAGE }).int({ error: SORT_ORDER_MESSAGE }).min(0, { error: SORT_ORDER_MESSAGE }).max(10000, { error: SORT_ORDER_MESSAGE }),
};

/** Mode form (multipart, optional `image` file). */
export const modeCreateSchema = z.object({
  name: modeFields.name,
  locked: optionalField(modeFields.locked),
  active: optionalField(modeFields.active),
  status: optionalField(modeFields.status),
  sort_order: optionalField(modeFields.sort_order),
});
export const modeUpdateSchema = z.object(modeFields).partial();
export type ModeCreateInput = z.infer<typeof modeCreateSchema>;
export type ModeUpdateInput = z.infer<typeof modeUpdateSchema>;

/** Staff manage any school's modes: the school is named in the form or the query. */
export const staffModeCreateSchema = modeCreateSchema.extend({ tenant: requiredText() });
export const staffModeListQuery = z.object({ tenant: requiredText() });

/** POST /api/classes/{id}/login-cards.pdf: the one-time passwords of a bulk enrolment, printed on the cards and never stored. */
export const LOGIN_CARDS_MAX_STUDENTS = 5000;
export const LOGIN_CARD_PASSWORD_MAX = 128;
export const loginCardsPrintSchema = z.object({
  students: z
    .array(
      z.object({
        id: z.string({ error: STUDENT_CHOICE_MESSAGE }).trim().min(1, { error: STUDENT_CHOICE_MESSAGE }).max(MAX_TEXT, { error: STUDENT_CHOICE_MESSAGE }),
        password: z.string({ error: "Enter the password" }).max(LOGIN_CARD_PASSWORD_MAX, { error: `A password is at most ${LOGIN_CARD_PASSWORD_MAX} characters` }),
      }),
      { error: "List the students to print" },
    )
    .min(1, { error: "List at least one student" })
    .max(LOGIN_CARDS_MAX_STUDENTS, { error: `Print at most ${LOGIN_CARDS_MAX_STUDENTS} cards at a time` }),
});
export type LoginCardsPrintInput = z.infer<typeof loginCardsPrintSchema>;
