import { and, eq, isNotNull, isNull, lt, or } from "drizzle-orm";
import type { TwoFactorSetupOut, TwoFactorStatusOut } from "../../contracts/auth";
import { brandName } from "../../contracts/brand";
import { userTotp, type User } from "../../db/schema";
import type { ServiceContext } from "../../lib/context";
import { AppError, fieldError } from "../../lib/errors";
import { randomToken, sha256Hex } from "../../lib/ids";
import { signSecondFactorToken, verifySecondFactorToken, type SecondFactorClaims } from "../../lib/jwt";
import { clearThrottle, enforceThrottle, recordFailure, type ThrottleRule } from "../../lib/throttle";
import { base32Encode, matchingStep, otpauthUrl } from "../../lib/totp";
import { openTotpSecret, sealTotpSecret } from "../../lib/totp-secrets";

/**
 * Two-factor sign-in: staff and school admins may enrol a TOTP authenticator; staff must (a staff
 * member without one is asked to enrol after the password step, before any session exists).
 */
export const INVALID_CODE_MESSAGE = "That code is not right. Try the newest code from your authenticator app.";
export const SECOND_FACTOR_EXPIRED = "Your sign-in took too long. Please enter your password again.";
export const RECOVERY_CODE_COUNT = 10;
/** Wrong codes per account: five free, then growing waits (the password was already right). */
export const CODE_THROTTLE: ThrottleRule = { free: 5, windowMs: 15 * 60 * 1000, baseDelayMs: 2000, maxDelayMs: 60_000 };

export const mayUseTwoFactor = (user: Pick<User, "isStaff" | "role">) => user.isStaff || user.role === "school_admin";

const enabledRow = (ctx: ServiceContext, userId: string) =>
  ctx.db.select().from(userTotp).where(and(eq(userTotp.userId, userId), isNotNull(userTotp.enabledAt))).get();

/** After a correct password: null (sign in now), "verify" (ask for the code) or "enrol" (staff without TOTP). */
export async function secondFactorStep(ctx: ServiceContext, user: User): Promise<"verify" | "enrol" | null> {
  if (!mayUseTwoFactor(user)) return null;
  if (await enabledRow(ctx, user.id)) return "verify";
  return user.isStaff ? "enrol" : null;
}

export async function pendingSignIn(ctx: ServiceContext, user: User, step: "verify" | "enrol", remember: boolean) {
  return { second_factor: step, mfa_token: await signSecondFactorToken(ctx.env, { sub: user.id, tid: ctx.scope.tenantId, remember, step }) };
}

export async function readPending(ctx: ServiceContext, token: string, step: "verify" | "enrol"): Promise<SecondFactorClaims> {
  const claims = await verifySecondFactorToken(ctx.env, token, ctx.scope.tenantId);
  if (!claims || claims.step !== step) throw new AppError("UNAUTHORIZED", SECOND_FACTOR_EXPIRED);
  return claims;
}

const throttleKey = (userId: string) => `2fa:user:${userId}`;
const throttleCheck = (ctx: ServiceContext) => ({ db: ctx.db, turnstileSecret: undefined, challengeToken: undefined, clientAddress: ctx.clientAddress });
const normaliseRecovery = (code: string) => code.trim().toLowerCase().replace(/[^a-z0-9]/g, "");

/**
 * Checks a TOTP code (a step later than the last one used, so no replay) or a recovery code
 * (removed as it is used). Wrong codes are throttled per account.
 */
export async function checkCode(ctx: ServiceContext, userId: string, code: string): Promise<void> {
  const key = throttleKey(userId);
  await enforceThrottle(throttleCheck(ctx), key, CODE_THROTTLE);
  const row = await enabledRow(ctx, userId);
  if (row && (await useCode(ctx, row, code))) {
    await clearThrottle(ctx.db, key);
    return;
  }
  await recordFailure(ctx.db, key, CODE_THROTTLE);
  throw fieldError("code", INVALID_CODE_MESSAGE);
}

async function useCode(ctx: ServiceContext, row: typeof userTotp.$inferSelect, code: string): Promise<boolean> {
  const digits = code.replace(/\s/g, "");
  if (/^\d{6}$/.test(digits)) {
    const secret = await openTotpSecret(ctx.env, row.secret);
    const step = secret ? await matchingStep(secret, digits, Date.now()) : null;
    if (step === null) return false;
    // The published demo secret (local Workers only) skips the replay guard, so parallel local
    // sign-ins of the demo staff within one 30-second step all work.
    if (row.secret.startsWith("demo.")) return true;
    const claimed = await ctx.db
      .update(userTotp)
      .set({ lastStep: step })
      .where(and(eq(userTotp.userId, row.userId), or(isNull(userTotp.lastStep), lt(userTotp.lastStep, step))))
      .returning({ userId: userTotp.userId });
    return claimed.length === 1;
  }
  const hash = await sha256Hex(`recovery:${normaliseRecovery(code)}`);
  if (!row.recoveryHashes.includes(hash)) return false;
  // Guarded by the list as read, so one code cannot be spent twice by two concurrent requests.
  const claimed = await ctx.db
    .update(userTotp)
    .set({ recoveryHashes: row.recoveryHashes.filter((h) => h !== hash) })
    .where(and(eq(userTotp.userId, row.userId), eq(userTotp.recoveryHashes, row.recoveryHashes)))
    .returning({ userId: userTotp.userId });
  return claimed.length === 1;
}

/** A new secret waiting for its first code (replacing an unfinished enrolment); refused when TOTP is on. */
export async function startEnrolment(ctx: ServiceContext, user: User): Promise<TwoFactorSetupOut> {
  if (!mayUseTwoFactor(user)) throw new AppError("FORBIDDEN", "Two-factor sign-in is for staff and school admins.");
  if (await enabledRow(ctx, user.id)) throw new AppError("CONFLICT", "Two-factor sign-in is already on. Turn it off first to change the authenticator.");
  const raw = crypto.getRandomValues(new Uint8Array(20));
  const sealed = await sealTotpSecret(ctx.env, raw);
  const now = Date.now();
  await ctx.db
    .insert(userTotp)
    .values({ userId: user.id, secret: sealed, enabledAt: null, lastStep: null, recoveryHashes: [], createdAt: now })
    .onConflictDoUpdate({ target: userTotp.userId, set: { secret: sealed, lastStep: null, recoveryHashes: [], createdAt: now }, setWhere: isNull(userTotp.enabledAt) });
  const secret = base32Encode(raw);
  return { secret, otpauth_url: otpauthUrl(brandName(null), user.email ?? user.username, secret) };
}

/** The first code turns the pending secret on and gives the recovery codes (shown once). */
export async function confirmEnrolment(ctx: ServiceContext, user: User, code: string): Promise<string[]> {
  const key = throttleKey(user.id);
  await enforceThrottle(throttleCheck(ctx), key, CODE_THROTTLE);
  const row = await ctx.db.select().from(userTotp).where(and(eq(userTotp.userId, user.id), isNull(userTotp.enabledAt))).get();
  const secret = row ? await openTotpSecret(ctx.env, row.secret) : null;
  const step = secret && /^\d{6}$/.test(code.trim()) ? await matchingStep(secret, code.trim(), Date.now()) : null;
  if (!row || step === null) {
    await recordFailure(ctx.db, key, CODE_THROTTLE);
    throw fieldError("code", INVALID_CODE_MESSAGE);
  }
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, () => {
    const t = randomToken(7).slice(0, 10);
    return `${t.slice(0, 5)}-${t.slice(5)}`;
  });
  const hashes = await Promise.all(codes.map((c) => sha256Hex(`recovery:${normaliseRecovery(c)}`)));
  const done = await ctx.db
    .update(userTotp)
    .set({ enabledAt: Date.now(), lastStep: step, recoveryHashes: hashes })
    .where(and(eq(userTotp.userId, user.id), isNull(userTotp.enabledAt), eq(userTotp.secret, row.secret)))
    .returning({ userId: userTotp.userId });
  if (done.length !== 1) throw new AppError("CONFLICT", "This enrolment was replaced. Please start again.");
  await clearThrottle(ctx.db, key);
  return codes;
}

/** Turning TOTP off needs a current code (or a recovery code). */
export async function disableTwoFactor(ctx: ServiceContext, user: User, code: string): Promise<void> {
  await checkCode(ctx, user.id, code);
  await ctx.db.delete(userTotp).where(eq(userTotp.userId, user.id));
}

export async function twoFactorStatus(ctx: ServiceContext, user: User): Promise<TwoFactorStatusOut> {
  const row = await enabledRow(ctx, user.id);
  return { available: mayUseTwoFactor(user), required: user.isStaff, enabled: !!row, recovery_codes_left: row ? row.recoveryHashes.length : 0 };
}
