import { z } from "zod";
import { MAX_TEXT, formBoolean, personName, requiredText } from "./common";
import { isCountryCode } from "./countries";
import { passwordConfirmField, passwordField, withPasswordConfirmation } from "./passwords";

export const loginSchema = z.object({
  username: z
    .string({ error: "Please enter your password." })
    .trim()
    .min(1, { error: "Please enter your password." })
    .max(MAX_TEXT),
  password: z
    .string({ error: "Please enter your password." })
    .min(1, { error: "Please enter your password." })
    .max(MAX_TEXT),
  remember: formBoolean.optional().default(false),
  /** Turnstile's answer, asked for only once an account or address has had its free failures. */
  turnstile_token: z.string().max(4096).optional(),
});
export type LoginInput = z.infer<typeof loginSchema>;

/**
 * A student's sign-in from the class list: the class code, the opaque tile id the list gave and
 * the password. The child's username never reaches the page.
 */
export const classLoginSchema = z.object({
  class_code: z.string({ error: "Invalid class code." }).trim().toUpperCase().regex(/^[A-Z0-9]{4,12}$/, { error: "Invalid class code." }),
  tile: z.string({ error: "Required" }).trim().regex(/^t_[A-Za-z0-9_-]{16,64}$/, { error: "Required" }),
  password: loginSchema.shape.password,
  turnstile_token: z.string().max(4096).optional(),
});
export type ClassLoginInput = z.infer<typeof classLoginSchema>;

export const refreshSchema = z.object({
  refresh: z.string({ error: "Required" }).min(1, { error: "Required" }).max(200),
});

export const logoutSchema = z.object({
  refresh: z.string().min(1).max(200).optional(),
});

export const emailField = requiredText()
  .pipe(z.email({ error: "Invalid email" }))
  .transform((v) => v.toLowerCase());

export const countryField = z
  .string({ error: "Required" })
  .trim()
  .min(1, { error: "Required" })
  .transform((v) => v.toUpperCase())
  .refine(isCountryCode, { error: "Select a country from the list" });

export const SIGNUP_ROLES = ["student", "teacher"] as const;

export const signupSchema = withPasswordConfirmation(
  z.object({
    first_name: personName(),
    last_name: personName(),
    email: emailField,
    password: passwordField,
    password2: passwordConfirmField,
    country: countryField,
    role: z.enum(SIGNUP_ROLES, { error: "Choose Student or Teacher" }),
    canvaAccount: formBoolean.optional().default(false),
    agreeToTerms: z.literal(true, { error: "You must agree to the terms and conditions" }),
    turnstile_token: z.string().max(4096).optional(),
  }),
);
export type SignupInput = z.infer<typeof signupSchema>;

export const tokenSchema = z.object({
  token: z.string({ error: "Required" }).trim().min(1, { error: "Required" }).max(200),
});

export const passwordResetRequestSchema = z.object({ email: emailField });

export const passwordResetConfirmSchema = withPasswordConfirmation(
  z.object({
    token: z.string({ error: "Required" }).trim().min(1, { error: "Required" }).max(200),
    password: passwordField,
    password2: passwordConfirmField,
  }),
);

export const communityLoginSchema = z.object({
  password: z
    .string({ error: "Please enter your password." })
    .min(1, { error: "Please enter your password." })
    .max(MAX_TEXT),
  turnstile_token: z.string().max(4096).optional(),
});

/**
 * GET /api/accept-invitation/{token}/: what the invitation page shows before the password is
 * chosen. Only a valid invitation names the person and the school.
 */
export interface InvitationInfoOut {
  /** superseded: the link of an email that a resend replaced (the newest email's link is the one that works). */
  state: "valid" | "used" | "expired" | "revoked" | "invalid" | "other_school" | "superseded";
  school_name: string | null;
  first_name: string | null;
  email: string | null;
  username: string | null;
  role: "student" | "teacher" | "parent" | "school_admin" | "staff" | null;
  expires_at: string | null;
  /** Invitations of the invitations model (school admins' invitations) also say: */
  inviter_name?: string;
  /** An account with this email exists: the person signs in to accept instead of choosing a password. */
  existing_account?: boolean;
  signed_in_as_invitee?: boolean;
  /** A parent invitation's children, as first name + last initial. */
  children?: string[];
  /** A teacher invitation's classes (from a roster), which become theirs on acceptance. */
  classes?: string[];
}

/** A TOTP code (6 digits) or a recovery code ("abcde-fghij"). */
export const twoFactorCode = z
  .string({ error: "Enter the code from your authenticator app." })
  .trim()
  .min(6, { error: "Enter the code from your authenticator app." })
  .max(32, { error: "Enter the code from your authenticator app." });

const mfaToken = z.string({ error: "Required" }).min(1, { error: "Required" }).max(2000);

/** POST /api/auth/second-factor/: the code step after the password. */
export const secondFactorSchema = z.object({ mfa_token: mfaToken, code: twoFactorCode });
/** POST /api/auth/second-factor/enrol/: a staff member without TOTP starts enrolling. */
export const secondFactorEnrolSchema = z.object({ mfa_token: mfaToken });
/** POST /api/user/two-factor/confirm/ and /disable/ (signed in). */
export const twoFactorCodeSchema = z.object({ code: twoFactorCode });

/** The password step's answer when a second factor is needed (no session yet). */
export interface SecondFactorPendingOut {
  second_factor: "verify" | "enrol";
  mfa_token: string;
}

/** An enrolment's secret: shown once, as text and as the otpauth:// link the QR code carries. */
export interface TwoFactorSetupOut {
  secret: string;
  otpauth_url: string;
}

export interface TwoFactorStatusOut {
  available: boolean;
  required: boolean;
  enabled: boolean;
  recovery_codes_left: number;
}
