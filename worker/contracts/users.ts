import { z } from "zod";
import { MAX_TEXT, formBoolean, personName } from "./common";
import { countryField, emailField } from "./auth";
import { passwordField } from "./passwords";
import type { Locale } from "./regions";

export const ROLES = ["student", "teacher", "parent", "school_admin"] as const;
export type Role = (typeof ROLES)[number];

export interface UserProfile {
  id: string;
  first_name: string;
  last_name: string;
  email: string | null;
  username: string;
  is_staff: boolean;
  country: string | null;
  avatar: string | null;
  role: Role | null;
  tenant: string | null;
  /** The user's own language choice, or null (the school's default and the browser decide). */
  locale?: Locale | null;
}

export interface AdminUser extends UserProfile {
  tenant_name: string | null;
  archived: boolean;
  email_verified: boolean;
  created_at: string;
}

export const usernameField = z
  .string()
  .trim()
  .toLowerCase()
  .min(3, { error: "Username must have at least 3 characters" })
  .max(150, { error: "Characters too long" })
  .regex(/^[a-z0-9][a-z0-9._-]*$/, { error: "Use letters, digits, dots, dashes or underscores" });

const roleField = z.enum(ROLES, { error: "Choose a role" });

/** Staff add-user form (multipart). The avatar file is checked separately by lib/storage. */
export const adminCreateUserSchema = z.object({
  first_name: personName(),
  last_name: personName(),
  email: emailField,
  username: usernameField.optional(),
  country: countryField,
  role: roleField.optional(),
  tenant: z.string().trim().max(MAX_TEXT).optional(),
  is_staff: formBoolean.optional().default(false),
  password: passwordField.optional(),
});

/** Staff edit-user form: only the changed fields are sent, so every field is optional. */
export const adminUpdateUserSchema = z
  .object({
    first_name: personName(),
    last_name: personName(),
    email: emailField,
    username: usernameField,
    country: countryField,
    role: roleField,
    tenant: z.string().trim().max(MAX_TEXT),
    is_staff: formBoolean,
    archived: formBoolean,
    password: passwordField,
  })
  .partial();

export const adminUserListQuery = z.object({
  search: z.string().trim().max(MAX_TEXT).optional(),
  role: z.enum([...ROLES, "staff"]).optional().catch(undefined),
  tenant: z.string().trim().max(MAX_TEXT).optional(),
});
