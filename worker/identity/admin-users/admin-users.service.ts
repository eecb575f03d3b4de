import { and, desc, count, eq } from "drizzle-orm";
import type { z } from "zod";
import type { adminCreateUserSchema, adminUpdateUserSchema } from "../../contracts/users";
import { brandName } from "../../contracts/brand";
import { SELF_ARCHIVE_MESSAGE } from "../../contracts/school-admin";
import { archivedClassStudents, classes, classStudents, tenants, users, type NewUser, type User } from "../../db/schema";
import type { ServiceContext } from "../../lib/context";
import { isSchoolScope, tenantScope, readBatch, type SchoolScope } from "../../lib/db";
import { siteOrigin } from "../../lib/origins";
import { staffView } from "../../lib/tenancy";
import { isUniqueViolation } from "../../lib/d1-errors";
import { dispatchEmails, prepareAuditEntry, prepareEmail } from "../../platform";
import { userUpdateAudit } from "../users/user-audit";
import { AppError, fieldError } from "../../lib/errors";
import { newId, randomToken } from "../../lib/ids";
import { hashPassword } from "../../lib/passwords";
import { deleteObjects, putStaged, stageImage } from "../../lib/storage";
import { assertNotCommon, EMAIL_TAKEN_MESSAGE } from "../accounts/accounts.service";
import { prepareOneTimeToken, revokeAllForUser } from "../auth/tokens.service";
import { archiveStatements, restoreStatements } from "../school-admin/archived-students.service";
import { nameKeys, userSearch } from "../../lib/people";
import { certificateNamesFollowRename } from "../parents/certificate-names";

type CreateInput = z.infer<typeof adminCreateUserSchema>;
type UpdateInput = z.infer<typeof adminUpdateUserSchema>;

export const USER_NOT_FOUND = "User not found";
const USERNAME_TAKEN = "A user with that username already exists.";

export async function listUsers(ctx: ServiceContext, q: { search?: string; role?: string; tenant?: string; limit: number; offset: number }) {
  const where = and(
    userSearch(q.search, users.email, users.username),
    q.role === "staff" ? eq(users.isStaff, true) : q.role ? eq(users.role, q.role as User["role"] & string) : undefined,
    staffView(ctx, q.tenant).where(users),
  );
  const [rows, [{ total }]] = await readBatch(ctx.db, [
    ctx.db
      .select({ user: users, tenantName: tenants.schoolName })
      .from(users)
      .leftJoin(tenants, eq(tenants.id, users.tenantId))
      .where(where)
      .orderBy(desc(users.createdAt), users.id)
      .limit(q.limit)
      .offset(q.offset),
    ctx.db.select({ total: count() }).from(users).where(where),
  ] as const);
  return { rows, total };
}

export async function getUserWithTenant(ctx: ServiceContext, id: string) {
  const row = await ctx.db
    .select({ user: users, tenantName: tenants.schoolName })
    .from(users)
    .leftJoin(tenants, eq(tenants.id, users.tenantId))
    .where(eq(users.id, id))
    .get();
  if (!row) throw new AppError("NOT_FOUND", USER_NOT_FOUND);
  return row;
}

async function assertTenantExists(ctx: ServiceContext, tenantId: string | undefined) {
  if (!tenantId) return;
  const found = await ctx.db.select({ id: tenants.id }).from(tenants).where(eq(tenants.id, tenantId)).get();
  if (!found) throw fieldError("tenant", "Choose an existing school");
}

function conflictToFieldError(err: unknown): never {
  if (isUniqueViolation(err, "email")) throw fieldError("email", EMAIL_TAKEN_MESSAGE);
  if (isUniqueViolation(err, "username")) throw fieldError("username", USERNAME_TAKEN);
  throw err;
}

/**
 * Staff create an account. Without a password the user gets an invitation email to choose one
 * (the stored hash is of a random secret nobody knows).
 */
export async function createUser(ctx: ServiceContext, input: CreateInput, avatarFile?: File) {
  await assertTenantExists(ctx, input.tenant);
  if (input.password) await assertNotCommon(ctx, input.password);
  if (!input.role && !input.is_staff) throw fieldError("role", "Choose a role");
  const id = newId("usr");
  const tenantId = input.tenant || null;
  const avatar = await stageImage(avatarFile, "avatar", tenantId, "avatars");
  const avatarKey = avatar?.key ?? null;
  const values: NewUser = {
    id,
    tenantId,
    firstName: input.first_name,
    lastName: input.last_name,
    ...nameKeys(input.first_name, input.last_name),
    email: input.email,
    username: input.username ?? input.email,
    passwordHash: await hashPassword(input.password ?? randomToken(32)),
    isStaff: input.is_staff,
    country: input.country,
    role: input.role ?? null,
    avatarKey,
    emailVerifiedAt: input.password ? Date.now() : null,
  };
  const invitation = input.password ? null : await prepareOneTimeToken(ctx.db, id, "invitation");
  const email = invitation
    ? prepareEmail(ctx.db, {
        template: "invitation",
        to: input.email,
        tenantId,
        data: {
          school_name: brandName(await schoolName(ctx, tenantId)),
          first_name: input.first_name,
          inviter_name: "The platform team",
          link: `${await originFor(ctx, tenantId)}/accept-invitation/${invitation.token}/`,
        },
      })
    : null;
  await putStaged(ctx.env.FILES, avatar);
  try {
    const audit = prepareAuditEntry(ctx, {
      action: "user.create",
      tenantId,
      target: { type: "user", id, label: `${input.first_name} ${input.last_name}` },
      detail: { role: input.role ?? null, is_staff: input.is_staff, invited: !!invitation },
    });
    await ctx.db.batch([ctx.db.insert(users).values(values), audit, ...(invitation && email ? [invitation.insert, email.insert] : [])]);
  } catch (err) {
    await deleteObjects(ctx.env.FILES, [avatarKey]);
    conflictToFieldError(err);
  }
  if (email) ctx.waitUntil(dispatchEmails(ctx.env.EMAIL_QUEUE, [email.outboxId]));
  return getUserWithTenant(ctx, id);
}

export async function updateUser(ctx: ServiceContext, id: string, input: UpdateInput, avatarFile?: File) {
  const { user: current } = await getUserWithTenant(ctx, id);
  assertNotLockingOutSelf(ctx, id, input);
  await assertTenantExists(ctx, input.tenant);
  if (input.password) await assertNotCommon(ctx, input.password);
  const tenantId = input.tenant !== undefined ? input.tenant || null : current.tenantId;
  const avatar = await stageImage(avatarFile, "avatar", tenantId, "avatars");
  const avatarKey = avatar?.key ?? null;

  const set: Partial<NewUser> = { updatedAt: Date.now() };
  if (input.first_name !== undefined) set.firstName = input.first_name;
  if (input.last_name !== undefined) set.lastName = input.last_name;
  if (set.firstName !== undefined || set.lastName !== undefined) Object.assign(set, nameKeys(set.firstName ?? current.firstName, set.lastName ?? current.lastName));
  if (input.email !== undefined) set.email = input.email;
  if (input.username !== undefined) set.username = input.username;
  if (input.country !== undefined) set.country = input.country;
  if (input.role !== undefined) set.role = input.role;
  if (input.tenant !== undefined) set.tenantId = tenantId;
  if (input.is_staff !== undefined) set.isStaff = input.is_staff;
  if (input.archived !== undefined && input.archived !== current.archived) Object.assign(set, { archived: input.archived, archivedAt: input.archived ? Date.now() : null });
  if (input.password !== undefined) set.passwordHash = await hashPassword(input.password);
  if (avatarKey) set.avatarKey = avatarKey;
  // A student archived or restored here leaves or rejoins their classes, as on /archived-students.
  const scope = tenantScope(current.tenantId);
  const moves =
    current.role === "student" && isSchoolScope(scope) && input.archived !== undefined && input.archived !== current.archived
      ? await (input.archived ? archiveStatements : restoreStatements)(ctx.db, scope, [id])
      : [];
  // Moved to another school (or to the platform): out of the old school's classes, so that its
  // teachers' rosters, class progress and sign-in tiles no longer show them, and no longer
  // teaching its classes (the classes stay, without a teacher, for the school to give one).
  const leaves = input.tenant !== undefined && tenantId !== current.tenantId && isSchoolScope(scope) ? leaveSchool(ctx, scope, id) : [];
  // Sessions end when the password, the school, the role, staff rights or the archive flag change
  // (access tokens carry the role and staff flag, and die with their session: middleware/auth.ts).
  const endSessions =
    input.password !== undefined || input.tenant !== undefined || (input.role !== undefined && input.role !== current.role) || input.is_staff !== undefined || input.archived === true;

  // A new name or role can change what the person's certificates print: learning raises their
  // version in this batch, before the user is written (it checks the names read are still there).
  const renamed = certificateNamesFollowRename(ctx.db, id, current, set);

  await putStaged(ctx.env.FILES, avatar);
  try {
    const audit = prepareAuditEntry(ctx, userUpdateAudit(current, input, tenantId));
    await ctx.db.batch([audit, ...renamed, ctx.db.update(users).set(set).where(eq(users.id, id)), ...moves, ...leaves, ...(endSessions ? [revokeAllForUser(ctx.db, id)] : [])]);
  } catch (err) {
    await deleteObjects(ctx.env.FILES, [avatarKey]);
    conflictToFieldError(err);
  }
  if (avatarKey) await deleteObjects(ctx.env.FILES, [current.avatarKey]);
  return getUserWithTenant(ctx, id);
}

/** A person's class memberships in the school they leave (current and kept while archived), and its classes they taught. */
function leaveSchool(ctx: ServiceContext, school: SchoolScope, id: string) {
  return [
    ctx.db.delete(classStudents).where(school.where(classStudents, eq(classStudents.studentId, id))),
    ctx.db.delete(archivedClassStudents).where(school.where(archivedClassStudents, eq(archivedClassStudents.studentId, id))),
    ctx.db.update(classes).set({ teacherId: null, updatedAt: Date.now() }).where(school.where(classes, eq(classes.teacherId, id))),
  ] as const;
}

/**
 * A staff member who archived themselves or dropped their own staff rights would be signed out of
 * the panel for good (and, the last one, leave the platform without staff): a colleague does it.
 */
function assertNotLockingOutSelf(ctx: ServiceContext, id: string, input: UpdateInput) {
  if (ctx.user?.id !== id) return;
  if (input.archived === true) throw fieldError("archived", SELF_ARCHIVE_MESSAGE);
  if (input.is_staff === false) throw fieldError("is_staff", "You cannot remove your own staff access.");
}

async function schoolName(ctx: ServiceContext, tenantId: string | null) {
  if (!tenantId) return null;
  const row = await ctx.db.select({ name: tenants.schoolName }).from(tenants).where(eq(tenants.id, tenantId)).get();
  return row?.name ?? null;
}

/** Invitation links open on the user's own school host (its canonical name). */
async function originFor(ctx: ServiceContext, tenantId: string | null): Promise<string> {
  if (!tenantId) return ctx.origin;
  const t = await ctx.db.select().from(tenants).where(eq(tenants.id, tenantId)).get();
  return siteOrigin(ctx.env, t ?? null, { host: "", url: ctx.origin });
}
