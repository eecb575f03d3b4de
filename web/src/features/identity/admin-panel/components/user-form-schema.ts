import { z } from "zod";
import { adminCreateUserSchema, usernameField, type AdminUser } from "@contracts/users";
import { passwordField } from "@contracts/passwords";
import { CHILDREN_REQUIRED_MESSAGE, CHOOSE_SCHOOL_MESSAGE, INVITATION_ROLE_VALUES, invitationInputSchema } from "@contracts/people";
import { blankOr, messageFor, unchangedOr } from "@/lib/form-schema";
import { imageFileField } from "@/lib/image-file";

const contract = adminCreateUserSchema.shape;
const roleField = contract.role.unwrap();

/** How a new user is added: a school's invitation (they choose their password) or the account now. */
export const ADD_MODES = ["invite", "create"] as const;
export type AddMode = (typeof ADD_MODES)[number];
/** An invitation is for an adult of a school; students and platform staff are created now. */
export const canInvite = (v: { role?: string | null; is_staff: boolean }) => !v.is_staff && v.role !== "student";
export const childUsernames = (text: string) => text.split(/[\s,;]+/).map((u) => u.trim().toLowerCase()).filter(Boolean);
const invitationRoleMessage = messageFor(invitationInputSchema.shape.role, "");

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
      // Required when an account is made (checked below): an invitation does not ask for it.
      country: editing && !initial.country ? blankOr(contract.country) : blankOr(contract.country),
      role: blankOr(roleField),
      /** A school id, or "" for a platform account. */
      tenant: z.string(),
      is_staff: z.boolean(),
      archived: z.boolean(),
      password: blankOr(passwordField),
      avatar: imageFileField,
      mode: z.enum(ADD_MODES),
      /** A parent invitation's children: student usernames, separated by commas or spaces. */
      children: z.string(),
    })
    .superRefine((v, ctx) => {
      const inviting = !editing && v.mode === "invite" && canInvite(v);
      if (inviting) {
        if (!v.tenant) ctx.addIssue({ code: "custom", path: ["tenant"], message: CHOOSE_SCHOOL_MESSAGE });
        if (v.role && !(INVITATION_ROLE_VALUES as readonly string[]).includes(v.role)) ctx.addIssue({ code: "custom", path: ["role"], message: invitationRoleMessage });
        if (v.role === "parent" && childUsernames(v.children).length === 0) ctx.addIssue({ code: "custom", path: ["children"], message: CHILDREN_REQUIRED_MESSAGE });
      } else if (!v.country && !(editing && !initial.country)) {
        ctx.addIssue({ code: "custom", path: ["country"], message: messageFor(contract.country, "") });
      }
      // Everyone but staff needs a role; an account that has one cannot be left without it.
      const needsRole = editing ? initial.role !== null : !v.is_staff;
      if (needsRole && !v.role) ctx.addIssue({ code: "custom", path: ["role"], message: messageFor(roleField, "") });
    });
}

export type UserFormInput = z.input<ReturnType<typeof userFormSchema>>;
export type UserFormOutput = z.output<ReturnType<typeof userFormSchema>>;

export const USER_FORM_FIELDS = ["first_name", "last_name", "email", "username", "country", "role", "tenant", "is_staff", "archived", "password", "avatar", "children"] as const;

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
    mode: "invite",
    children: "",
  };
}
