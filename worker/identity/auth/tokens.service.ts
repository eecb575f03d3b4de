import { and, eq, gt, isNull } from "drizzle-orm";
import { oneTimeTokens, refreshTokens, type OneTimeTokenPurpose, type User } from "../../db/schema";
import type { DB } from "../../lib/db";
import { AppError } from "../../lib/errors";
import { newId, newSecret, sha256Hex } from "../../lib/ids";
import { signAccessToken } from "../../lib/jwt";

const DAY = 24 * 60 * 60 * 1000;
/** Without "remember me" a session lasts a school day; with it, a month of inactivity. */
export const REFRESH_TTL_MS = { short: 12 * 60 * 60 * 1000, remember: 30 * DAY } as const;

export interface TokenPair {
  access: string;
  refresh: string;
}

export const SESSION_ENDED_MESSAGE = "Your session has ended. Please sign in again.";

/** Signs an access token bound to this host's tenant and stores a new refresh token of the family. */
export async function issueTokenPair(
  db: DB,
  env: Env,
  user: User,
  hostTenantId: string | null,
  opts: { remember: boolean; familyId?: string; now?: number },
): Promise<TokenPair> {
  const now = opts.now ?? Date.now();
  const refresh = newSecret("rt");
  const familyId = opts.familyId ?? newId("fam");
  await db.insert(refreshTokens).values({
    id: newId("rt"),
    familyId,
    userId: user.id,
    tenantId: hostTenantId,
    tokenHash: await sha256Hex(refresh),
    remember: opts.remember,
    expiresAt: now + (opts.remember ? REFRESH_TTL_MS.remember : REFRESH_TTL_MS.short),
    createdAt: now,
  });
  const access = await signAccessToken(env, { sub: user.id, tid: hostTenantId, role: user.role, staff: user.isStaff, sid: familyId });
  return { access, refresh };
}

export async function revokeFamily(db: DB, familyId: string, now = Date.now()): Promise<void> {
  await db.update(refreshTokens).set({ revokedAt: now }).where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)));
}

export function revokeAllForUser(db: DB, userId: string, now = Date.now()) {
  return db.update(refreshTokens).set({ revokedAt: now }).where(and(eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt)));
}

/**
 * Rotates a refresh token: the presented one is marked used (atomically, so two concurrent uses
 * cannot both win) and a new one of the same family is issued. A token that was already used is a
 * replay — someone holds a copy — so the whole family is revoked.
 */
export async function rotateRefreshToken(
  db: DB,
  token: string,
  hostTenantId: string | null,
  now = Date.now(),
): Promise<{ familyId: string; userId: string; remember: boolean }> {
  const row = await db.select().from(refreshTokens).where(eq(refreshTokens.tokenHash, await sha256Hex(token))).get();
  if (!row || row.tenantId !== hostTenantId) throw new AppError("UNAUTHORIZED", SESSION_ENDED_MESSAGE);
  if (row.revokedAt !== null || row.expiresAt <= now) throw new AppError("UNAUTHORIZED", SESSION_ENDED_MESSAGE);

  const claimed = await db
    .update(refreshTokens)
    .set({ usedAt: now })
    .where(and(eq(refreshTokens.id, row.id), isNull(refreshTokens.usedAt), isNull(refreshTokens.revokedAt)))
    .returning({ id: refreshTokens.id });
  if (claimed.length === 0) {
    await revokeFamily(db, row.familyId, now);
    console.warn(JSON.stringify({ msg: "refresh token reuse detected; family revoked", familyId: row.familyId, userId: row.userId }));
    throw new AppError("UNAUTHORIZED", SESSION_ENDED_MESSAGE);
  }
  return { familyId: row.familyId, userId: row.userId, remember: row.remember };
}

export async function findFamilyOf(db: DB, token: string): Promise<string | null> {
  const row = await db
    .select({ familyId: refreshTokens.familyId })
    .from(refreshTokens)
    .where(eq(refreshTokens.tokenHash, await sha256Hex(token)))
    .get();
  return row?.familyId ?? null;
}

export const ONE_TIME_TTL_MS: Record<OneTimeTokenPurpose, number> = {
  verify_email: 2 * DAY,
  password_reset: 60 * 60 * 1000,
  invitation: 7 * DAY,
};

/** A single-use secret for an email link; returns the token and the INSERT for the caller's batch. */
export async function prepareOneTimeToken(db: DB, userId: string, purpose: OneTimeTokenPurpose, now = Date.now()) {
  const token = newSecret(purpose === "verify_email" ? "vt" : purpose === "password_reset" ? "pr" : "inv");
  const insert = db.insert(oneTimeTokens).values({
    id: newId("ott"),
    userId,
    purpose,
    tokenHash: await sha256Hex(token),
    expiresAt: now + ONE_TIME_TTL_MS[purpose],
    createdAt: now,
  });
  return { token, insert };
}

/** Marks the token used if it is valid, unused and unexpired; returns its user, or null. */
export async function consumeOneTimeToken(db: DB, token: string, purpose: OneTimeTokenPurpose, now = Date.now()): Promise<string | null> {
  const [row] = await db
    .update(oneTimeTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(oneTimeTokens.tokenHash, await sha256Hex(token)),
        eq(oneTimeTokens.purpose, purpose),
        isNull(oneTimeTokens.usedAt),
        gt(oneTimeTokens.expiresAt, now),
      ),
    )
    .returning({ userId: oneTimeTokens.userId });
  return row?.userId ?? null;
}

/** A one-time token as it stands, without using it (the invitation page shows who it is for). */
export async function peekOneTimeToken(db: DB, token: string, purpose: OneTimeTokenPurpose) {
  return db
    .select()
    .from(oneTimeTokens)
    .where(and(eq(oneTimeTokens.tokenHash, await sha256Hex(token)), eq(oneTimeTokens.purpose, purpose)))
    .get();
}

/** Retires a user's outstanding tokens of one purpose (a new reset link replaces older ones). */
export function retireOneTimeTokens(db: DB, userId: string, purpose: OneTimeTokenPurpose, now = Date.now()) {
  return db
    .update(oneTimeTokens)
    .set({ usedAt: now })
    .where(and(eq(oneTimeTokens.userId, userId), eq(oneTimeTokens.purpose, purpose), isNull(oneTimeTokens.usedAt)));
}
