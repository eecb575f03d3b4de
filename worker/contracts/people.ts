import { z } from "zod";
import { MAX_TEXT, formBoolean, paginationQuery, personName } from "./common";
import { emailField } from "./auth";
import { passwordField } from "./passwords";
import type { MyCourseOut } from "./learning";
import type { MoneyRaisedOut } from "./giving";

export const INVITATION_ROLE_VALUES = ["teacher", "school_admin", "parent"] as const;
export type InvitationRoleValue = (typeof INVITATION_ROLE_VALUES)[number];
export const INVITATION_STATES = ["pending", "accepted", "revoked", "expired"] as const;
export type InvitationState = (typeof INVITATION_STATES)[number];
export const MAX_BULK_INVITATIONS = 200;
export const MAX_CHILDREN_PER_INVITATION = 10;
export const CHILDREN_REQUIRED_MESSAGE = "A parent invitation needs at least one child (their username).";

const invitationFields = {
  email: emailField,
  role: z.enum(INVITATION_ROLE_VALUES, { error: "Choose Teacher, School admin or Parent" }),
  first_name: personName(),
  last_name: personName(),
  children: z
    .array(z.string().trim().toLowerCase().min(1, { error: "Required" }).max(150, { error: "Characters too long" }))
    .max(MAX_CHILDREN_PER_INVITATION, { error: `At most ${MAX_CHILDREN_PER_INVITATION} children` })
    .optional()
    .default([]),
};
/** One field of an invitation on its own: a list's line whose name is wrong is still checked against the school by its email, role and children. */
export const invitationField = <K extends keyof typeof invitationFields>(name: K) => invitationFields[name];
const childrenMatchRole = (v: { role: InvitationRoleValue; children: string[] }, ctx: z.RefinementCtx) => {
  if (v.role === "parent" && v.children.length === 0) ctx.addIssue({ code: "custom", path: ["children"], message: CHILDREN_REQUIRED_MESSAGE });
  if (v.role !== "parent" && v.children.length > 0) ctx.addIssue({ code: "custom", path: ["children"], message: "Only a parent invitation links children." });
};

/** One invitation: the children (student usernames) only for a parent. */
export const invitationInputSchema = z.object(invitationFields).superRefine(childrenMatchRole);
export type InvitationInput = z.infer<typeof invitationInputSchema>;

export const CHOOSE_SCHOOL_MESSAGE = "Choose the school to invite to";

/** POST /api/super-admin/invitations: staff invite an adult to a school (the admin panel's add-user form). */
export const staffInvitationSchema = z
  .object({ ...invitationFields, tenant: z.string({ error: CHOOSE_SCHOOL_MESSAGE }).trim().min(1, { error: CHOOSE_SCHOOL_MESSAGE }).max(MAX_TEXT) })
  .superRefine(childrenMatchRole);
export type StaffInvitationInput = z.infer<typeof staffInvitationSchema>;

/**
 * POST /api/school-admin/invitations/bulk: the list as a whole (1 to 200 rows). Each row is then
 * checked on its own with `invitationInputSchema` beside the school's checks, so every problem of
 * every line comes back in one answer ("rows.3.email"), not the first kind first.
 */
export const bulkInvitationSchema = z.object({
  rows: z
    .array(z.unknown(), { error: "Add at least one row." })
    .min(1, { error: "Add at least one row." })
    .max(MAX_BULK_INVITATIONS, { error: `At most ${MAX_BULK_INVITATIONS} invitations at a time.` }),
});

/** A pasted line as the browser read it: its role may be a word the server refuses, named with the line's other problems. */
export interface BulkInvitationLine {
  email: string;
  role: string;
  first_name: string;
  last_name: string;
  children: string[];
}

export const invitationListQuery = paginationQuery(50, 200).extend({
  state: z.enum(INVITATION_STATES).optional().catch(undefined),
  role: z.enum(INVITATION_ROLE_VALUES).optional().catch(undefined),
  search: z.string().trim().max(MAX_TEXT).optional(),
});

export interface InvitationOut {
  id: string;
  email: string;
  role: InvitationRoleValue;
  first_name: string;
  last_name: string;
  /** The children a parent invitation links, as the school sees them. */
  children: { id: string; name: string; username: string }[];
  /** The classes a teacher invitation makes theirs on acceptance. */
  classes: { id: string; name: string }[];
  state: InvitationState;
  invited_by: string | null;
  created_at: string;
  expires_at: string;
  accepted_at: string | null;
  revoked_at: string | null;
  sent_count: number;
  last_sent_at: string;
}

/** POST /api/accept-invitation/: a new account sends password + password2; an existing one its password (or nothing when signed in as it). */
export const acceptInvitationSchema = z
  .object({
    token: z.string({ error: "Required" }).trim().min(1, { error: "Required" }).max(200),
    password: passwordField.optional(),
    password2: z.string().max(MAX_TEXT).optional(),
  })
  .refine((v) => v.password2 === undefined || v.password === v.password2, { error: "Passwords does not match", path: ["password2"] });

export interface AcceptInvitationOut {
  success: true;
  /** The username to sign in with on this site, or null when the account belongs to another school's site. */
  username: string | null;
  /** Which school's site the account signs in on (a parent linked from another school). */
  home_school: string | null;
}

/* ---------- parents ---------- */

export const HOME_LEARNING_CODE_LENGTH = 8;
export const homeLearningCodeSchema = z.object({
  code: z
    .string({ error: "Enter the code from the card" })
    .trim()
    .toUpperCase()
    .transform((v) => v.replace(/[\s-]/g, ""))
    .pipe(z.string().length(HOME_LEARNING_CODE_LENGTH, { error: "A home-learning code has 8 letters and digits" })),
});

export const parentLinkUpdateSchema = z.object({ show_full_name_on_certificates: formBoolean });

export interface HomeLearningCodeOut {
  student_id: string;
  name: string;
  username: string;
  code: string;
  parents: number;
}

export interface ParentChildOut {
  link_id: string;
  student_id: string;
  first_name: string;
  last_name: string;
  school_name: string;
  classes: string[];
  show_full_name_on_certificates: boolean;
  linked_at: string;
}

export interface ParentChildCertificateOut {
  id: string;
  course_title: string;
  /** awaiting_claim: the child has finished and can claim it; pending_review / returned: their final work is with or back from the teacher. */
  status: "awaiting_claim" | "pending_review" | "returned" | "issued";
  issued_at: string | null;
}

export interface ParentChildDashboardOut extends ParentChildOut {
  reading: { books_read: number; stories_read: number };
  uploads: { kind: "book" | "story"; id: string; title: string; status: string; created_at: string }[];
  courses: MyCourseOut[];
  money_raised: MoneyRaisedOut;
  /** The child's certificates, newest first (a revoked one is left out); each opens at /certificate/{id}. */
  certificates: ParentChildCertificateOut[];
}

export const staffParentLinkQuery = paginationQuery(50, 200).extend({
  search: z.string().trim().max(MAX_TEXT).optional(),
  tenant: z.string().trim().max(MAX_TEXT).optional(),
});

export interface StaffParentLinkOut {
  id: string;
  parent: { id: string; name: string; email: string | null; school_name: string | null };
  child: { id: string; name: string; school_name: string };
  source: "invitation" | "home_learning_code";
  created_at: string;
}

/**
 * POST /api/roster-import/parent-invitations: after a roster import, one parent invitation per
 * parent email of the file (children merged), skipping — not refusing — those already invited or
 * that cannot be invited, so running it again sends nothing twice.
 */
export const rosterParentInvitationsSchema = z.object({
  rows: z
    .array(
      z.object({
        email: emailField,
        first_name: personName(),
        last_name: personName(),
        children: z.array(z.string().trim().toLowerCase().min(1).max(150)).min(1, { error: CHILDREN_REQUIRED_MESSAGE }).max(MAX_CHILDREN_PER_INVITATION),
      }),
    )
    .min(1, { error: "Add at least one row." })
    .max(MAX_BULK_INVITATIONS, { error: `At most ${MAX_BULK_INVITATIONS} invitations at a time.` }),
});
export type RosterParentInvitationRow = z.infer<typeof rosterParentInvitationsSchema>["rows"][number];

export interface RosterParentInvitationsOut {
  invited: InvitationOut[];
  /** Parents not invited this time, each with why (already invited, already linked, an account that cannot take it, an unknown child). */
  skipped: { email: string; reasons: string[] }[];
}

export const MAX_ROSTER_TEACHER_ROWS = 500;

/**
 * POST /api/roster-import/teacher-invitations: after a roster import, the file's class teachers,
 * one entry per class (and teacher). One invitation per distinct email, for the classes it teaches;
 * an adult of the school is made those classes' teacher without one; anyone already invited and
 * waiting is skipped with the reason, so running it again sends nothing twice.
 */
export const rosterTeacherInvitationsSchema = z.object({
  rows: z
    .array(
      z.object({
        class: z.string({ error: "Required" }).trim().min(1, { error: "Required" }).max(MAX_TEXT, { error: "Characters too long" }),
        email: emailField,
        /** The teacher's name as the file has it ("Ms Jane Smith", "Smith"), optional. */
        name: z.string().trim().max(200, { error: "At most 200 characters" }).optional().default(""),
      }),
    )
    .min(1, { error: "Add at least one row." })
    .max(MAX_ROSTER_TEACHER_ROWS, { error: `At most ${MAX_ROSTER_TEACHER_ROWS} classes at a time.` }),
});
export type RosterTeacherInvitationRow = z.infer<typeof rosterTeacherInvitationsSchema>["rows"][number];

export interface RosterTeacherInvitationsOut {
  invited: InvitationOut[];
  /** Adults of this school who now teach these classes (no invitation needed). */
  linked: { email: string; name: string; classes: string[] }[];
  /** Teachers already invited and waiting whose invitation now also carries these classes (the ones it lacked; no new email: the link is the same, and the acceptance page lists every class). */
  extended: { email: string; classes: string[] }[];
  /** Teachers not invited this time, each with why (already invited and waiting, an account elsewhere …). */
  skipped: { email: string; classes: string[]; reasons: string[] }[];
}
