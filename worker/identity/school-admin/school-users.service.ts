import { asc, count, eq } from "drizzle-orm";
import {
  REQUIRED_MESSAGE,
  SELF_ARCHIVE_MESSAGE,
  SELF_DEMOTE_MESSAGE,
  type SchoolUserCreateInput,
  type SchoolUserUpdateInput,
} from "../../contracts/school-admin";
import type { Role } from "../../contracts/users";
import { users, type NewUser, type User } from "../../db/schema";
import { isUniqueViolation } from "../../lib/d1-errors";
import { dispatchEmails, prepareAuditEntry, prepareEmail } from "../../platform";
import { userUpdateAudit } from "../users/user-audit";
import { AppError, fieldError } from "../../lib/errors";
import { newId, randomToken } from "../../lib/ids";
import { hashPassword } from "../../lib/passwords";
import { deleteObjects, putStaged, stageImage } from "../../lib/storage";
import { assertNotCommon, EMAIL_TAKEN_MESSAGE } from "../accounts/accounts.service";
import { USER_NOT_FOUND } from "../admin-users/admin-users.service";
import { prepareOneTimeToken, revokeAllForUser } from "../auth/tokens.service";
import { archiveStatements, restoreStatements } from "./archived-students.service";
import type { SchoolContext } from "./school-context";
import { allocateUsernames, usernameStem } from "./usernames";
import { readBatch } from "../../lib/db";
import { nameKeys, userSearch } from "../../lib/people";
import { certificateNamesFollowRename } from "../parents/certificate-names";

const USERNAME_TAKEN = "A user with that username already exists.";

export async function listSchoolUsers(ctx: SchoolContext, q: { search?: string; role?: Role; archived?: boolean; limit: number; offset: number }) {
  const where = ctx.scope.where(
    users,
    userSearch(q.search, users.email, users.username),
    q.role ? eq(users.role, q.role) : undefined,
    q.archived !== undefined ? eq(users.archived, q.archived) : undefined,
  );
  const [rows, [{ total }]] = await readBatch(ctx.db, [
    ctx.db.select().from(users).where(where).orderBy(asc(users.lastNameKey), asc(users.firstNameKey), asc(users.id)).limit(q.limit).offset(q.offset),
    ctx.db.select({ total: count() }).from(users).where(where),
  ] as const);
  return { rows, total };
}

export async function getSchoolUser(ctx: SchoolContext, id: string): Promise<User> {
  const user = await ctx.db.select().from(users).where(ctx.scope.where(users, eq(users.id, id))).get();
  if (!user) throw new AppError("NOT_FOUND", USER_NOT_FOUND);
  return user;
}

function conflictToFieldError(err: unknown): never {
  if (isUniqueViolation(err, "email")) throw fieldError("email", EMAIL_TAKEN_MESSAGE);
  if (isUniqueViolation(err, "username")) throw fieldError("username", USERNAME_TAKEN);
  throw err;
}

/** The invitation names the admin who sent it (staff on the school's host sign as the school). */
export async function inviterName(ctx: SchoolContext): Promise<string> {
  const me = ctx.user ? await ctx.db.select({ first: users.firstName, last: users.lastName, staff: users.isStaff }).from(users).where(eq(users.id, ctx.user.id)).get() : undefined;
  return me && !me.staff ? `${me.first} ${me.last}` : `The ${ctx.tenant.schoolName} team`;
}

/**
 * A school admin adds a member of this school. Without a password the user is invited by email to
 * choose one (the stored hash is of a random secret nobody knows); the contract guarantees an email
 * then. A generated username that a concurrent request took first is generated again.
 */
export async function createSchoolUser(ctx: SchoolContext, input: SchoolUserCreateInput, avatarFile?: File): Promise<User> {
  if (input.password) await assertNotCommon(ctx, input.password);
  const id = newId("usr");
  const avatar = await stageImage(avatarFile, "avatar", ctx.scope.tenantId, "avatars");
  const avatarKey = avatar?.key ?? null;
  const passwordHash = await hashPassword(input.password ?? randomToken(32));
  const invitation = input.password || !input.email ? null : await prepareOneTimeToken(ctx.db, id, "invitation");
  const email =
    invitation && input.email
      ? prepareEmail(ctx.db, {
          template: "invitation",
          to: input.email,
          tenantId: ctx.scope.tenantId,
          data: {
            school_name: ctx.tenant.schoolName,
            first_name: input.first_name,
            inviter_name: await inviterName(ctx),
            link: `${ctx.origin}/accept-invitation/${invitation.token}/`,
          },
        })
      : null;
  const stem = usernameStem(ctx.tenant, input.first_name, input.last_name);

  await putStaged(ctx.env.FILES, avatar);
  try {
    for (let attempt = 0; ; attempt++) {
      const username = input.username ?? (await allocateUsernames(ctx.db, [stem]))[0];
      const values: NewUser = ctx.scope.values({
        id,
        firstName: input.first_name,
        lastName: input.last_name,
        ...nameKeys(input.first_name, input.last_name),
        email: input.email ?? null,
        username,
        passwordHash,
        country: input.country ?? null,
        role: input.role,
        avatarKey,
        emailVerifiedAt: input.password && input.email ? Date.now() : null,
      });
      try {
        const audit = prepareAuditEntry(ctx, { action: "user.create", tenantId: ctx.scope.tenantId, target: { type: "user", id, label: `${input.first_name} ${input.last_name}` }, detail: { role: input.role, invited: !!invitation } });
        await ctx.db.batch([ctx.db.insert(users).values(values), audit, ...(invitation && email ? [invitation.insert, email.insert] : [])]);
        break;
      } catch (err) {
        if (!input.username && attempt < 3 && isUniqueViolation(err, "username")) continue;
        throw err;
      }
    }
  } catch (err) {
    await deleteObjects(ctx.env.FILES, [avatarKey]); // nothing half-written: no orphan avatar
    conflictToFieldError(err);
  }
  if (email) ctx.waitUntil(dispatchEmails(ctx.env.EMAIL_QUEUE, [email.outboxId]));
  return getSchoolUser(ctx, id);
}

/** An admin may not lock themselves out: no archiving or demoting their own account. */
function guardSelf(ctx: SchoolContext, target: User, input: SchoolUserUpdateInput) {
  if (ctx.user?.id !== target.id) return;
  if (input.archived === true) throw new AppError("VALIDATION_FAILED", SELF_ARCHIVE_MESSAGE, { archived: [SELF_ARCHIVE_MESSAGE] });
  if (input.role !== undefined && input.role !== "school_admin") throw new AppError("VALIDATION_FAILED", SELF_DEMOTE_MESSAGE, { role: [SELF_DEMOTE_MESSAGE] });
}

/** Teachers, parents and admins sign in with their email and have a country; students need neither. */
function assertRoleRequirements(role: Role | null, email: string | null, country: string | null) {
  if (role === "student") return;
  const fields: Record<string, string[]> = {};
  if (!email) fields.email = [REQUIRED_MESSAGE];
  if (!country) fields.country = [REQUIRED_MESSAGE];
  if (Object.keys(fields).length) throw new AppError("VALIDATION_FAILED", "Please check the highlighted fields", fields);
}

/** Only the fields sent change; is_staff and tenant are not editable here (the contract drops them). */
export async function updateSchoolUser(ctx: SchoolContext, id: string, input: SchoolUserUpdateInput, avatarFile?: File): Promise<User> {
  const current = await getSchoolUser(ctx, id);
  guardSelf(ctx, current, input);
  assertRoleRequirements(
    input.role ?? current.role,
    input.email !== undefined ? input.email : current.email,
    input.country !== undefined ? input.country : current.country,
  );
  if (input.password) await assertNotCommon(ctx, input.password);
  const avatar = await stageImage(avatarFile, "avatar", ctx.scope.tenantId, "avatars");
  const avatarKey = avatar?.key ?? null;

  const set: Partial<NewUser> = { updatedAt: Date.now() };
  if (input.first_name !== undefined) set.firstName = input.first_name;
  if (input.last_name !== undefined) set.lastName = input.last_name;
  if (set.firstName !== undefined || set.lastName !== undefined) Object.assign(set, nameKeys(set.firstName ?? current.firstName, set.lastName ?? current.lastName));
  if (input.email !== undefined && input.email !== current.email) Object.assign(set, { email: input.email, emailVerifiedAt: null });
  if (input.username !== undefined) set.username = input.username;
  if (input.country !== undefined) set.country = input.country;
  if (input.role !== undefined) set.role = input.role;
  if (input.archived !== undefined && input.archived !== current.archived) Object.assign(set, { archived: input.archived, archivedAt: input.archived ? Date.now() : null });
  if (input.password !== undefined) set.passwordHash = await hashPassword(input.password);
  if (avatarKey) set.avatarKey = avatarKey;
  // A new password, archiving or a new role ends every session (tokens carry the role).
  const endSessions = input.password !== undefined || input.archived === true || (input.role !== undefined && input.role !== current.role);

  // A student archived or restored here leaves or rejoins their classes, as on /archived-students.
  const moves =
    current.role === "student" && input.archived !== undefined && input.archived !== current.archived
      ? await (input.archived ? archiveStatements : restoreStatements)(ctx.db, ctx.scope, [id])
      : [];

  // A new name or role can change what the person's certificates print: learning raises their
  // version in this batch, before the user is written (it checks the names read are still there).
  const renamed = certificateNamesFollowRename(ctx.db, id, current, set);

  await putStaged(ctx.env.FILES, avatar);
  try {
    const audit = prepareAuditEntry(ctx, userUpdateAudit(current, input, ctx.scope.tenantId));
    await ctx.db.batch([audit, ...renamed, ctx.db.update(users).set(set).where(ctx.scope.where(users, eq(users.id, id))), ...moves, ...(endSessions ? [revokeAllForUser(ctx.db, id)] : [])]);
  } catch (err) {
    await deleteObjects(ctx.env.FILES, [avatarKey]);
    conflictToFieldError(err);
  }
  if (avatarKey) await deleteObjects(ctx.env.FILES, [current.avatarKey]);
  return getSchoolUser(ctx, id);
}
