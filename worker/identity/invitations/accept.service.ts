import { and, eq, gt, inArray, or } from "drizzle-orm";
import type { InvitationInfoOut } from "../../contracts/auth";
import { brandName } from "../../contracts/brand";
import type { AcceptInvitationOut, acceptInvitationSchema } from "../../contracts/people";
import { classes, invitationReplacedTokens, invitations, parentLinks, tenants, users, type Invitation, type User } from "../../db/schema";
import type { ServiceContext } from "../../lib/context";
import { chunk, IN_LIST_SIZE, inChunks } from "../../lib/d1-limits";
import { AppError, fieldError } from "../../lib/errors";
import { said } from "../../lib/said";
import { STATE_REFUSALS, SUPERSEDED_REFUSAL, otherSchoolRefusal } from "./refusals";
import { newId, sha256Hex } from "../../lib/ids";
import { burnPasswordCheck, hashPassword, verifyPassword } from "../../lib/passwords";
import { tenantScope, type SchoolScope } from "../../lib/db";
import type { z } from "zod";
import { acceptInvitation as acceptLegacyInvitation, assertNotCommon, INVALID_LINK_MESSAGE, invitationInfo as legacyInvitationInfo } from "../accounts/accounts.service";
import { LOGIN_THROTTLE } from "../auth/auth.service";
import { clearThrottle, enforceThrottle, recordFailure } from "../../lib/throttle";
import { revokeAllForUser } from "../auth/tokens.service";
import { certificateNamesFollow, childNameColumns } from "../parents/certificate-names";
import { existingAccountProblem } from "./invitation-rules";
import { stateOf } from "./invitations.service";
import { firstAndInitial, nameKeys } from "../../lib/people";

type AcceptInput = z.infer<typeof acceptInvitationSchema>;


/**
 * The invitation of a link: its current one, or (superseded) one that a resend replaced — any of
 * them, not only the latest — which is never accepted and only says that a newer email was sent.
 */
async function findByToken(ctx: ServiceContext, token: string): Promise<{ inv: Invitation; superseded: boolean } | undefined> {
  if (token.length > 200) return undefined;
  const hash = await sha256Hex(token);
  const replaced = ctx.db.select({ id: invitationReplacedTokens.invitationId }).from(invitationReplacedTokens).where(eq(invitationReplacedTokens.tokenHash, hash));
  const inv = await ctx.db.select().from(invitations).where(or(eq(invitations.tokenHash, hash), inArray(invitations.id, replaced))).get();
  return inv && { inv, superseded: inv.tokenHash !== hash };
}

const schoolName = async (ctx: ServiceContext, tenantId: string | null) =>
  tenantId ? ((await ctx.db.select({ name: tenants.schoolName }).from(tenants).where(eq(tenants.id, tenantId)).get())?.name ?? null) : null;

/** GET /api/accept-invitation/{token}/: an invitation of the invitations model, else an account's invitation link. */
export async function invitationInfo(ctx: ServiceContext, token: string): Promise<InvitationInfoOut> {
  const found = await findByToken(ctx, token);
  if (!found) return legacyInvitationInfo(ctx, token);
  const { inv } = found;
  const none = { school_name: null, first_name: null, email: null, username: null, role: null, expires_at: null };
  const state = stateOf(inv);
  if (state === "accepted") return { state: "used", ...none };
  if (state === "revoked" || state === "expired") return { state, ...none };
  if (found.superseded) return { state: "superseded", ...none };
  const school = await schoolName(ctx, inv.tenantId);
  if (inv.tenantId !== ctx.scope.tenantId) return { state: "other_school", ...none, school_name: school };
  const ids = JSON.parse(inv.childIds) as string[];
  const people = await ctx.db
    .select({ id: users.id, first: users.firstName, last: users.lastName })
    .from(users)
    .where(inArray(users.id, [...ids, ...(inv.invitedBy ? [inv.invitedBy] : [])]))
    .all();
  const inviter = people.find((p) => p.id === inv.invitedBy);
  const account = await ctx.db.select().from(users).where(eq(users.email, inv.email)).get();
  const classIds = JSON.parse(inv.classIds) as string[];
  // A roster's teacher invitation may carry hundreds of classes: read in slices within D1's 100 bound parameters.
  const taught = (
    await inChunks(classIds, (part) => ctx.db.select({ name: classes.name, key: classes.nameKey }).from(classes).where((tenantScope(inv.tenantId) as SchoolScope).where(classes, inArray(classes.id, part), eq(classes.archived, false))).all())
  )
    .sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0)) // as ORDER BY name_key
    .map((c) => c.name);
  return {
    state: "valid",
    school_name: brandName(school),
    first_name: inv.firstName,
    email: inv.email,
    username: account?.username ?? inv.email,
    role: inv.role,
    expires_at: new Date(inv.expiresAt).toISOString(),
    inviter_name: inviter ? `${inviter.first} ${inviter.last}` : `The ${school} team`,
    existing_account: !!account,
    signed_in_as_invitee: !!account && ctx.user?.id === account.id,
    // The person holding the link sees a child as first name + last initial only.
    children: people.filter((p) => ids.includes(p.id)).map(firstAndInitial),
    classes: taught,
  };
}

/** An existing account proves it is theirs: signed in as it here, or its password (throttled like a sign-in). */
async function proveAccount(ctx: ServiceContext, account: User, password: string | undefined) {
  if (ctx.user?.id === account.id) return;
  if (!password) throw fieldError("password", said("Enter the password of your account ({{email}}) to accept.", { email: account.email ?? "" }));
  // The same per-account counter and waits as a sign-in (lib/throttle.ts): guesses here add to it.
  const key = `login:user:${account.id}`;
  const check = { db: ctx.db, turnstileSecret: ctx.env.TURNSTILE_SECRET_KEY, challengeToken: undefined, clientAddress: ctx.clientAddress };
  await enforceThrottle(check, key, LOGIN_THROTTLE.account);
  if (account.archived) await burnPasswordCheck(password);
  if (account.archived || !(await verifyPassword(password, account.passwordHash))) {
    await recordFailure(ctx.db, key, LOGIN_THROTTLE.account);
    throw fieldError("password", "That is not the password of this account.");
  }
  await clearThrottle(ctx.db, key);
}

/**
 * POST /api/accept-invitation/: joins the school in the invitation's role. The invitation is
 * claimed first by one guarded UPDATE (so a token works once, even twice at the same moment); the
 * account and the parent links then go in one batch, and a failure hands the claim back.
 */
export async function acceptInvitation(ctx: ServiceContext, input: AcceptInput): Promise<AcceptInvitationOut> {
  const found = await findByToken(ctx, input.token);
  if (!found) {
    if (!input.password || input.password2 === undefined) throw fieldError("password2", "Please re-type your password");
    const user = await acceptLegacyInvitation(ctx, { token: input.token, password: input.password, password2: input.password2 });
    return { success: true, username: user.username, home_school: null };
  }
  const { inv } = found;
  const state = stateOf(inv);
  if (state !== "pending") throw new AppError("BAD_REQUEST", STATE_REFUSALS[state]);
  if (found.superseded) throw new AppError("BAD_REQUEST", SUPERSEDED_REFUSAL);
  if (inv.tenantId !== ctx.scope.tenantId) {
    throw new AppError("FORBIDDEN", otherSchoolRefusal(await schoolName(ctx, inv.tenantId)));
  }
  const account = await ctx.db.select().from(users).where(eq(users.email, inv.email)).get();
  let passwordHash: string | null = null;
  if (account) {
    await proveAccount(ctx, account, input.password);
    const problem = existingAccountProblem(account, inv.tenantId, inv.role);
    if (problem) throw new AppError("CONFLICT", problem);
  } else {
    if (!input.password) throw fieldError("password", "Please enter a password");
    if (input.password2 === undefined) throw fieldError("password2", "Please re-type your password");
    await assertNotCommon(ctx, input.password);
    passwordHash = await hashPassword(input.password);
  }

  const now = Date.now();
  const userId = account?.id ?? newId("usr");
  const claimed = await ctx.db
    .update(invitations)
    .set({ state: "accepted", acceptedAt: now, acceptedUserId: account?.id ?? null })
    .where(and(eq(invitations.id, inv.id), eq(invitations.tokenHash, inv.tokenHash), eq(invitations.state, "pending"), gt(invitations.expiresAt, now)))
    .returning({ id: invitations.id });
  if (claimed.length === 0) throw new AppError("BAD_REQUEST", INVALID_LINK_MESSAGE);
  try {
    const school = tenantScope(inv.tenantId) as SchoolScope;
    const children = JSON.parse(inv.childIds) as string[];
    const taught = inv.role === "parent" ? [] : (JSON.parse(inv.classIds) as string[]);
    const stillStudents = children.length
      ? await ctx.db.select({ id: users.id, child: childNameColumns }).from(users).where(school.where(users, inArray(users.id, children), eq(users.role, "student"), eq(users.archived, false))).all()
      : [];
    // An account already linked to a child keeps that link (the insert does nothing): only a new
    // link may change what the child's certificates print.
    const linkedAlready = new Set(
      account && stillStudents.length
        ? (await ctx.db.select({ id: parentLinks.studentId }).from(parentLinks).where(and(eq(parentLinks.parentId, account.id), inArray(parentLinks.studentId, stillStudents.map((c) => c.id)))).all()).map((l) => l.id)
        : [],
    );
    const writes = [
      account
        ? ctx.db.update(users).set(account.role === inv.role ? { updatedAt: now } : { role: inv.role }).where(eq(users.id, account.id))
        : ctx.db.insert(users).values(
            school.values({ id: userId, firstName: inv.firstName, lastName: inv.lastName, ...nameKeys(inv.firstName, inv.lastName), email: inv.email, username: inv.email, passwordHash: passwordHash!, role: inv.role, emailVerifiedAt: now }),
          ),
      // A role change ends the account's sessions, whose tokens carry the old role.
      ...(account && account.role !== inv.role ? [revokeAllForUser(ctx.db, account.id, now)] : []),
      ctx.db.update(invitations).set({ acceptedUserId: userId }).where(eq(invitations.id, inv.id)),
      ...stillStudents
        .filter((c) => !linkedAlready.has(c.id))
        .flatMap((c) => {
          const linkId = newId("plk");
          return [
            // A new link has not chosen the full name: a child whose parents all had stops printing it (old credentials are superseded).
            certificateNamesFollow(ctx.db, { kind: "add", studentId: c.id, linkId, child: c.child, show: false }),
            ctx.db.insert(parentLinks).values(school.values({ id: linkId, parentId: userId, studentId: c.id, source: "invitation" as const, createdAt: now })).onConflictDoNothing(),
          ];
        }),
      // A roster's teacher invitation: its classes (still active) become the new teacher's.
      ...chunk(taught, IN_LIST_SIZE).map((part) => ctx.db.update(classes).set({ teacherId: userId, updatedAt: now }).where(school.where(classes, inArray(classes.id, part), eq(classes.archived, false)))),
    ];
    await ctx.db.batch(writes as [(typeof writes)[number], ...typeof writes]);
  } catch (err) {
    await ctx.db.update(invitations).set({ state: "pending", acceptedAt: null, acceptedUserId: null }).where(eq(invitations.id, inv.id));
    throw err;
  }
  const signsInHere = !account || account.tenantId === inv.tenantId;
  return { success: true, username: signsInHere ? (account?.username ?? inv.email) : null, home_school: signsInHere ? null : ((await schoolName(ctx, account!.tenantId)) ?? "the platform") };
}
