import { z } from "zod";
import { REQUIRED_MESSAGE, schoolUserCreateSchema, schoolUserUpdateSchema, type SchoolUserCreateInput, type SchoolUserUpdateInput } from "@contracts/school-admin";
import type { AdminUser } from "@contracts/users";
import { imageFileProblem } from "@/lib/image-file";

/** What the inputs hold: text as typed, the archived box, the picked avatar. */
const formFields = z.object({
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  username: z.string(),
  role: z.string(),
  country: z.string(),
  password: z.string(),
  archived: z.boolean(),
  avatar: z.custom<File | null>((v) => v === null || v instanceof File),
});

export type UserFormInput = z.input<typeof formFields>;
export type UserFormOutput =
  | { mode: "create"; values: SchoolUserCreateInput; avatar: File | null }
  | { mode: "edit"; values: SchoolUserUpdateInput; avatar: File | null };

export const USER_FORM_FIELDS = ["first_name", "last_name", "email", "username", "role", "country", "password", "archived", "avatar"] as const;

type Issue = { path: PropertyKey[]; message: string };
const report = (ctx: z.RefinementCtx, issues: Issue[]) => {
  for (const i of issues) ctx.addIssue({ code: "custom", path: i.path, message: i.message });
};
const avatarIssues = (avatar: File | null): Issue[] => {
  const problem = avatar ? imageFileProblem(avatar) : null;
  return problem ? [{ path: ["avatar"], message: problem }] : [];
};

/**
 * The add/edit form runs the worker's own contract, so every rule and message is the server's:
 * email and country are required except for students, and a student without an email needs a
 * password. When editing, a blank email or country clears it (allowed for students only), a blank
 * password keeps the current one.
 */
export function userFormSchema(initial?: AdminUser) {
  return formFields.transform((v, ctx): UserFormOutput => {
    const { avatar, archived, password, ...text } = v;
    const issues = avatarIssues(avatar);
    if (!initial) {
      const parsed = schoolUserCreateSchema.safeParse({ ...text, password });
      if (!parsed.success) issues.push(...parsed.error.issues);
      report(ctx, issues);
      return issues.length || !parsed.success ? z.NEVER : { mode: "create", values: parsed.data, avatar };
    }
    // An untouched username is not sent, so it is not checked: accounts made elsewhere use their
    // email as username, which the school's username rule would refuse.
    const { username, ...rest } = text;
    const keepUsername = username === initial.username;
    const parsed = schoolUserUpdateSchema.safeParse({ ...rest, archived, ...(keepUsername ? {} : { username }), ...(password ? { password } : {}) });
    if (!parsed.success) issues.push(...parsed.error.issues);
    else if (parsed.data.role !== "student") {
      // The worker's rule for the account as it will be (assertRoleRequirements).
      if (!parsed.data.email) issues.push({ path: ["email"], message: REQUIRED_MESSAGE });
      if (!parsed.data.country) issues.push({ path: ["country"], message: REQUIRED_MESSAGE });
    }
    report(ctx, issues);
    return issues.length || !parsed.success ? z.NEVER : { mode: "edit", values: { username: initial.username, ...parsed.data }, avatar };
  });
}

export function userFormDefaults(user?: AdminUser): UserFormInput {
  return {
    first_name: user?.first_name ?? "",
    last_name: user?.last_name ?? "",
    email: user?.email ?? "",
    username: user?.username ?? "",
    role: user?.role ?? "",
    country: user?.country ?? "",
    password: "",
    archived: user?.archived ?? false,
    avatar: null,
  };
}

/** The loaded account as an edit compares it (null means "no value"). */
export const loadedUserValues = (u: AdminUser): Record<string, unknown> => ({
  first_name: u.first_name,
  last_name: u.last_name,
  email: u.email,
  username: u.username,
  role: u.role,
  country: u.country,
  archived: u.archived,
});
