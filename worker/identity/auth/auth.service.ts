import { eq } from "drizzle-orm";
import type { ClassLoginInput, LoginInput, SecondFactorPendingOut, TwoFactorSetupOut } from "../../contracts/auth";
import type { UserProfile } from "../../contracts/users";
import { users, type User } from "../../db/schema";
import type { ServiceContext } from "../../lib/context";
import { AppError } from "../../lib/errors";
import { burnPasswordCheck, hashPassword, needsRehash, verifyPassword } from "../../lib/passwords";
import { isSchoolScope } from "../../lib/db";
import { countEvent, currentCount } from "../../lib/rate-limit";
import { clearThrottle, enforceThrottle, recordFailure, type ThrottleRule } from "../../lib/throttle";
import { classForCode } from "../classes/classes.service";
import { studentByTile } from "../classes/student-tiles";
import { checkCode, confirmEnrolment, pendingSignIn, readPending, SECOND_FACTOR_EXPIRED, secondFactorStep, startEnrolment } from "./two-factor.service";
import { findUserByLogin, findUserOnHost } from "../users/users.service";
import { toProfile } from "../users/users.presenter";
import { recordSignIn } from "./sign-ins";
import { findFamilyOf, issueTokenPair, revokeFamily, rotateRefreshToken, SESSION_ENDED_MESSAGE, type TokenPair } from "./tokens.service";

export const INVALID_LOGIN_MESSAGE = "Invalid username or password";
/** A tile's wrong password: the child chose their picture and typed no username, so the message names only the password. */
export const TILE_PASSWORD_MESSAGE = "That password is not right. Try again, or ask your teacher for help.";

/**
 * Failed sign-ins slow the attacker, never lock out the owner (lib/throttle.ts): each account has
 * five free failures in fifteen minutes, counted across every host; after that each failure makes
 * the next attempt on that account wait (1 s doubling to a minute) or, with Turnstile configured,
 * pass the challenge. A correct password is accepted as soon as the wait is over.
 *
 * Per address, failures are only counted: a school's whole network shares one address, so a busy
 * address never refuses anyone; it lowers each account's free failures from it to one, so a device
 * spraying guesses across a class meets the waits on every account it touches while classmates
 * whose accounts it has not touched sign in as normal.
 */
export const LOGIN_THROTTLE = {
  account: { free: 5, windowMs: 15 * 60 * 1000, baseDelayMs: 1000, maxDelayMs: 60_000 },
  address: { busyAfter: 30, freeWhenBusy: 1, windowMs: 15 * 60 * 1000 },
} as const satisfies { account: ThrottleRule; address: Record<string, number> };

/**
 * The account counter follows the account, not the host it is attacked on: a staff member can
 * sign in on every school's host, so a per-host key would multiply the guesses by the number of
 * schools. Logins that match no account are counted by what was typed, on this host.
 */
const accountKey = (ctx: ServiceContext, login: string, user: User | undefined) =>
  user ? `login:user:${user.id}` : `login:name:${ctx.scope.tenantId ?? "platform"}:${login.trim().toLowerCase()}`;
const addressKey = (ctx: ServiceContext) => `login:ip:${ctx.clientAddress}`;

export type SignedIn = TokenPair & { user: UserProfile };
export type SignInResult = SignedIn | SecondFactorPendingOut;

export async function login(ctx: ServiceContext, input: LoginInput): Promise<SignInResult> {
  const user = await findUserByLogin(ctx, input.username);
  return checkPasswordAndSignIn(ctx, user, accountKey(ctx, input.username, user), input);
}

/** A student from the class list: the class code and the tile's opaque id name the account. */
export async function classLogin(ctx: ServiceContext, input: ClassLoginInput): Promise<SignInResult> {
  const scope = ctx.scope;
  if (!isSchoolScope(scope)) throw new AppError("UNAUTHORIZED", INVALID_LOGIN_MESSAGE);
  const cls = await classForCode(ctx, scope, input.class_code, input.turnstile_token);
  const user = await studentByTile(ctx, scope, cls.id, input.tile);
  return checkPasswordAndSignIn(ctx, user, user ? accountKey(ctx, "", user) : `login:tile:${cls.id}:${input.tile}`, { ...input, remember: false }, TILE_PASSWORD_MESSAGE);
}

async function checkPasswordAndSignIn(
  ctx: ServiceContext,
  user: User | undefined,
  key: string,
  input: { password: string; remember: boolean; turnstile_token?: string },
  refusal: string = INVALID_LOGIN_MESSAGE,
): Promise<SignInResult> {
  const address = await currentCount(ctx.db, addressKey(ctx));
  const free = address.count >= LOGIN_THROTTLE.address.busyAfter ? LOGIN_THROTTLE.address.freeWhenBusy : LOGIN_THROTTLE.account.free;
  const check = { db: ctx.db, turnstileSecret: ctx.env.TURNSTILE_SECRET_KEY, challengeToken: input.turnstile_token, clientAddress: ctx.clientAddress };
  await enforceThrottle(check, key, LOGIN_THROTTLE.account, free);

  let valid = false;
  if (user && !user.archived) valid = await verifyPassword(input.password, user.passwordHash);
  else await burnPasswordCheck(input.password); // same cost as a wrong password: no enumeration by timing
  if (!user || !valid) {
    await Promise.all([
      user ? recordSignIn(ctx, user.id, false) : undefined,
      recordFailure(ctx.db, key, LOGIN_THROTTLE.account, free),
      countEvent(ctx.db, addressKey(ctx), { limit: LOGIN_THROTTLE.address.busyAfter, windowMs: LOGIN_THROTTLE.address.windowMs }),
    ]);
    throw new AppError("UNAUTHORIZED", refusal);
  }

  await clearThrottle(ctx.db, key);
  if (needsRehash(user.passwordHash)) {
    await ctx.db.update(users).set({ passwordHash: await hashPassword(input.password) }).where(eq(users.id, user.id));
  }
  const step = await secondFactorStep(ctx, user);
  if (step) return pendingSignIn(ctx, user, step, input.remember);
  return startSession(ctx, user, input.remember);
}

export async function startSession(ctx: ServiceContext, user: User, remember: boolean): Promise<SignedIn> {
  const pair = await issueTokenPair(ctx.db, ctx.env, user, ctx.scope.tenantId, { remember });
  await recordSignIn(ctx, user.id, true);
  return { ...pair, user: toProfile(user) };
}

/** The code step: the password step's token and a TOTP or recovery code. */
export async function completeSecondFactor(ctx: ServiceContext, input: { mfa_token: string; code: string }): Promise<SignedIn> {
  const claims = await readPending(ctx, input.mfa_token, "verify");
  const user = await findUserOnHost(ctx, claims.sub);
  if (!user || user.archived) throw new AppError("UNAUTHORIZED", SECOND_FACTOR_EXPIRED);
  await checkCode(ctx, user.id, input.code);
  return startSession(ctx, user, claims.remember);
}

/** A staff member without TOTP, after the password: the enrolment's secret, then its first code signs in. */
export async function enrolAtSignIn(ctx: ServiceContext, mfaToken: string): Promise<TwoFactorSetupOut> {
  const user = await pendingUser(ctx, mfaToken);
  return startEnrolment(ctx, user);
}

export async function confirmEnrolmentAtSignIn(ctx: ServiceContext, input: { mfa_token: string; code: string }): Promise<SignedIn & { recovery_codes: string[] }> {
  const user = await pendingUser(ctx, input.mfa_token);
  const recovery = await confirmEnrolment(ctx, user, input.code);
  const claims = await readPending(ctx, input.mfa_token, "enrol");
  return { ...(await startSession(ctx, user, claims.remember)), recovery_codes: recovery };
}

async function pendingUser(ctx: ServiceContext, mfaToken: string): Promise<User> {
  const claims = await readPending(ctx, mfaToken, "enrol");
  const user = await findUserOnHost(ctx, claims.sub);
  if (!user || user.archived) throw new AppError("UNAUTHORIZED", SECOND_FACTOR_EXPIRED);
  return user;
}

export async function refreshSession(ctx: ServiceContext, refresh: string): Promise<TokenPair> {
  const rotated = await rotateRefreshToken(ctx.db, refresh, ctx.scope.tenantId);
  const user = await findUserOnHost(ctx, rotated.userId);
  if (!user || user.archived) {
    await revokeFamily(ctx.db, rotated.familyId);
    throw new AppError("UNAUTHORIZED", SESSION_ENDED_MESSAGE);
  }
  return issueTokenPair(ctx.db, ctx.env, user, ctx.scope.tenantId, { remember: rotated.remember, familyId: rotated.familyId });
}

export async function logout(ctx: ServiceContext, refresh: string | undefined): Promise<void> {
  if (!refresh) return;
  const familyId = await findFamilyOf(ctx.db, refresh);
  if (familyId) await revokeFamily(ctx.db, familyId);
}
