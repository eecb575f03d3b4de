import { eq } from "drizzle-orm";
import type { z } from "zod";
import type { InvitationInfoOut, passwordResetConfirmSchema, SignupInput } from "../../contracts/auth";
import { brandName } from "../../contracts/brand";
import { COMMON_PASSWORD_MESSAGE } from "../../contracts/passwords";
import { tenants, users, type User } from "../../db/schema";
import type { ServiceContext } from "../../lib/context";
import { isCommonPassword } from "../../lib/common-passwords";
import { isUniqueViolation } from "../../lib/d1-errors";
import { dispatchEmails, prepareEmail } from "../../platform";
import { AppError, fieldError } from "../../lib/errors";
import { otherSchoolRefusal } from "../invitations/refusals";
import { newId } from "../../lib/ids";
import { hashPassword } from "../../lib/passwords";
import { countEvent, rateLimited, type LimitRule } from "../../lib/rate-limit";
import { verifyTurnstile } from "../../lib/turnstile";
import { consumeOneTimeToken, peekOneTimeToken, prepareOneTimeToken, retireOneTimeTokens, revokeAllForUser } from "../auth/tokens.service";
import { findUserByLogin } from "../users/users.service";
import { nameKeys } from "../../lib/people";

export const EMAIL_TAKEN_MESSAGE = "A user with that email already exists.";
export const INVALID_LINK_MESSAGE = "This link is invalid or has expired. Please ask for a new one.";
export const SIGNUP_ON_SCHOOL_MESSAGE = "Accounts for this school are created by the school. Please ask your teacher or school administrator.";

export const RESET_LIMITS = {
  perEmail: { limit: 3, windowMs: 60 * 60 * 1000 },
  perAddress: { limit: 20, windowMs: 60 * 60 * 1000 },
} satisfies Record<string, LimitRule>;

/**
 * Sign-up keeps the spec's "already exists" answer for someone who typed their own address, but
 * makes probing many addresses expensive: ten tries an hour from an address, three "already
 * registered" answers an hour per address and a hundred an hour platform-wide (beyond them the
 * answer is 429 and says nothing about the email), and Turnstile when configured.
 */
export const SIGNUP_LIMITS = {
  perAddress: { limit: 10, windowMs: 60 * 60 * 1000 },
  takenPerAddress: { limit: 3, windowMs: 60 * 60 * 1000 },
  takenGlobal: { limit: 100, windowMs: 60 * 60 * 1000 },
} satisfies Record<string, LimitRule>;
export const SIGNUP_RATE_MESSAGE = "Too many sign-up attempts. Please wait a while and try again.";

/** Counts an "email already registered" answer; throws 429 (saying nothing of the email) past the limits. */
async function answerEmailTaken(ctx: ServiceContext): Promise<never> {
  const [address, global] = await Promise.all([
    countEvent(ctx.db, `signup:taken:ip:${ctx.clientAddress}`, SIGNUP_LIMITS.takenPerAddress),
    countEvent(ctx.db, "signup:taken:global", SIGNUP_LIMITS.takenGlobal),
  ]);
  if (address.count > SIGNUP_LIMITS.takenPerAddress.limit) throw rateLimited(address.resetAt, SIGNUP_RATE_MESSAGE);
  if (global.count > SIGNUP_LIMITS.takenGlobal.limit) throw rateLimited(global.resetAt, SIGNUP_RATE_MESSAGE);
  throw fieldError("email", EMAIL_TAKEN_MESSAGE);
}

const brandOf = (ctx: ServiceContext) => brandName(ctx.tenant?.schoolName);

export async function assertNotCommon(ctx: Pick<ServiceContext, "env">, password: string): Promise<void> {
  if (await isCommonPassword(ctx.env.FILES, password)) throw fieldError("password", COMMON_PASSWORD_MESSAGE);
}

export async function signup(ctx: ServiceContext, input: SignupInput): Promise<void> {
  if (ctx.scope.tenantId !== null) throw new AppError("FORBIDDEN", SIGNUP_ON_SCHOOL_MESSAGE);
  const attempts = await countEvent(ctx.db, `signup:ip:${ctx.clientAddress}`, SIGNUP_LIMITS.perAddress);
  if (attempts.count > SIGNUP_LIMITS.perAddress.limit) throw rateLimited(attempts.resetAt, SIGNUP_RATE_MESSAGE);
  if (!(await verifyTurnstile(ctx.env.TURNSTILE_SECRET_KEY, input.turnstile_token, ctx.clientAddress))) {
    throw fieldError("turnstile_token", "Please complete the security check and try again.");
  }
  await assertNotCommon(ctx, input.password);
  const existing = await ctx.db.select({ id: users.id }).from(users).where(eq(users.email, input.email)).get();
  if (existing) await answerEmailTaken(ctx);

  const userId = newId("usr");
  const verification = await prepareOneTimeToken(ctx.db, userId, "verify_email");
  const email = prepareEmail(ctx.db, {
    template: "verification",
    to: input.email,
    tenantId: null,
    // The new account has no language of its own yet: the one its owner is signing up in.
    locale: ctx.locale,
    data: { school_name: brandOf(ctx), first_name: input.first_name, link: `${ctx.origin}/verification/?token=${verification.token}` },
  });
  try {
    await ctx.db.batch([
      ctx.db.insert(users).values(
        ctx.scope.values({
          id: userId,
          firstName: input.first_name,
          lastName: input.last_name,
          ...nameKeys(input.first_name, input.last_name),
          email: input.email,
          username: input.email,
          passwordHash: await hashPassword(input.password),
          country: input.country,
          role: input.role,
          canvaAccount: input.canvaAccount,
        }),
      ),
      verification.insert,
      email.insert,
    ]);
  } catch (err) {
    if (isUniqueViolation(err)) await answerEmailTaken(ctx);
    throw err;
  }
  ctx.waitUntil(dispatchEmails(ctx.env.EMAIL_QUEUE, [email.outboxId]));
}

export async function verifyEmail(ctx: ServiceContext, token: string): Promise<void> {
  const userId = await consumeOneTimeToken(ctx.db, token, "verify_email");
  if (!userId) throw new AppError("BAD_REQUEST", INVALID_LINK_MESSAGE);
  await ctx.db.update(users).set({ emailVerifiedAt: Date.now() }).where(eq(users.id, userId));
}

/** Always succeeds from the caller's view, so the answer never reveals whether an account exists. */
export async function requestPasswordReset(ctx: ServiceContext, email: string): Promise<void> {
  const address = await countEvent(ctx.db, `reset:ip:${ctx.clientAddress}`, RESET_LIMITS.perAddress);
  if (address.count > RESET_LIMITS.perAddress.limit) throw rateLimited(address.resetAt);
  const perEmail = await countEvent(ctx.db, `reset:email:${email}`, RESET_LIMITS.perEmail);
  if (perEmail.count > RESET_LIMITS.perEmail.limit) return; // silently: no email bombing, no enumeration

  const user = await findUserByLogin(ctx, email);
  if (!user || user.archived || !user.email) return;
  const reset = await prepareOneTimeToken(ctx.db, user.id, "password_reset");
  const message = prepareEmail(ctx.db, {
    template: "password_reset",
    to: user.email,
    tenantId: ctx.scope.tenantId,
    data: { school_name: brandOf(ctx), first_name: user.firstName, link: `${ctx.origin}/password-reset-confirm/?token=${reset.token}` },
  });
  await ctx.db.batch([retireOneTimeTokens(ctx.db, user.id, "password_reset"), reset.insert, message.insert]);
  ctx.waitUntil(dispatchEmails(ctx.env.EMAIL_QUEUE, [message.outboxId]));
}

type PasswordConfirm = z.infer<typeof passwordResetConfirmSchema>;

/** Sets a new password from a reset or invitation link and ends every existing session. */
export async function setPasswordWithToken(ctx: ServiceContext, input: PasswordConfirm, purpose: "password_reset" | "invitation"): Promise<User> {
  await assertNotCommon(ctx, input.password);
  const passwordHash = await hashPassword(input.password);
  const userId = await consumeOneTimeToken(ctx.db, input.token, purpose);
  if (!userId) throw new AppError("BAD_REQUEST", INVALID_LINK_MESSAGE);
  const now = Date.now();
  const [, [user]] = await ctx.db.batch([
    revokeAllForUser(ctx.db, userId, now),
    ctx.db
      .update(users)
      .set({ passwordHash, ...(purpose === "invitation" ? { emailVerifiedAt: now } : {}) })
      .where(eq(users.id, userId))
      .returning(),
  ]);
  return user;
}

/**
 * What an invitation link is for, without using it: valid ones name the person, their role and
 * the school; used, expired and unknown ones say only that. A link opened on another school's
 * site is refused there (accounts belong to one school; the email's link points at the right one).
 */
export async function invitationInfo(ctx: ServiceContext, token: string): Promise<InvitationInfoOut> {
  const none = { school_name: null, first_name: null, email: null, username: null, role: null, expires_at: null };
  const row = token.length <= 200 ? await peekOneTimeToken(ctx.db, token, "invitation") : undefined;
  if (!row) return { state: "invalid", ...none };
  if (row.usedAt !== null) return { state: "used", ...none };
  if (row.expiresAt <= Date.now()) return { state: "expired", ...none };
  const user = await ctx.db.select().from(users).where(eq(users.id, row.userId)).get();
  if (!user || user.archived) return { state: "invalid", ...none };
  const school = user.tenantId ? await ctx.db.select({ name: tenants.schoolName }).from(tenants).where(eq(tenants.id, user.tenantId)).get() : undefined;
  if (user.tenantId !== ctx.scope.tenantId) return { state: "other_school", ...none, school_name: school?.name ?? null };
  return {
    state: "valid",
    school_name: brandName(school?.name),
    first_name: user.firstName,
    email: user.email,
    username: user.username,
    role: user.isStaff ? "staff" : user.role,
    expires_at: new Date(row.expiresAt).toISOString(),
  };
}

/** POST /api/accept-invitation/: the invited person chooses their password on their school's own site. */
export async function acceptInvitation(ctx: ServiceContext, input: PasswordConfirm): Promise<User> {
  const info = await invitationInfo(ctx, input.token);
  if (info.state === "other_school") throw new AppError("FORBIDDEN", otherSchoolRefusal(info.school_name));
  return setPasswordWithToken(ctx, input, "invitation");
}
