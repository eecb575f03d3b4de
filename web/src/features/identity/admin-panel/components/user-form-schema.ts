import { z } from "zod";
import { adminCreateUserSchema, usernameField, type AdminUser } from "@contracts/users";
import { passwordField } from "@contracts/passwords";
import { blankOr, messageFor, unchangedOr } from "@/lib/form-schema";
import { imageFileField } from "@/lib/image-file";

const contract = adminCreateUserSchema.shape;
const roleField = contract.role.unwrap();

/**
 * The add/edit user form, built from the contract's field schemas so the messages are the
 * worker's. When editing, a field the account never had (a student's email or country) may stay
 * blank: it is not sent, since only changed fields are.
 */
export function userFormSchema(initial?: AdminUser) {
  const editing = initial !== undefined;
  return z
    .object({
      first_name: contract.first_name,
      last_name: contract.last_name,
      email: editing && !initial.email ? blankOr(contract.email) : contract.email,
      username: editing ? unchangedOr(initial.username, usernameField) : blankOr(usernameField),
      country: editing && !initial.country ? blankOr(contract.country) : contract.country,
      role: blankOr(roleField),
      /** A school id, or "" for a platform account. */
      tenant: z.string(),
      is_staff: z.boolean(),
      archived: z.boolean(),
      password: blankOr(passwordField),
      avatar: imageFileField,
    })
    .superRefine((v, ctx) => {
      // Everyone but staff needs a role; an account that has one cannot be left without it.
      const needsRole = editing ? initial.role !== null : !v.is_staff;
      if (needsRole && !v.role) ctx.addIssue({ code: "custom", path: ["role"], message: messageFor(roleField, "") });
    });
}

export type UserFormInput = z.input<ReturnType<typeof userFormSchema>>;
export type UserFormOutput = z.output<ReturnType<typeof userFormSchema>>;

export const USER_FORM_FIELDS = ["first_name", "last_name", "email", "username", "country", "role", "tenant", "is_staff", "archived", "password", "avatar"] as const;

export function userFormDefaults(user?: AdminUser): UserFormInput {
  return {
    first_name: user?.first_name ?? "",
    last_name: user?.last_name ?? "",
    email: user?.email ?? "",
    username: user?.username ?? "",
    country: user?.country ?? "",
    role: user?.role ?? "",
    tenant: user?.tenant ?? "",
    is_staff: user?.is_staff ?? false,
    archived: user?.archived ?? false,
    password: "",
    avatar: null,
  };
}
