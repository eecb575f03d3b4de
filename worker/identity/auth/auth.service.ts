import { eq } from "drizzle-orm";
import type { LoginInput } from "../../contracts/auth";
import type { UserProfile } from "../../contracts/users";
import { users, type User } from "../../db/schema";
import type { ServiceContext } from "../../lib/context";
import { AppError } from "../../lib/errors";
import { burnPasswordCheck, hashPassword, needsRehash, verifyPassword } from "../../lib/passwords";
import { clearCounter, countEvent, currentCount, rateLimited, type LimitRule } from "../../lib/rate-limit";
import { findUserByLogin, findUserOnHost } from "../users/users.service";
import { toProfile } from "../users/users.presenter";
import { findFamilyOf, issueTokenPair, revokeFamily, rotateRefreshToken, SESSION_ENDED_MESSAGE, type TokenPair } from "./tokens.service";

export const INVALID_LOGIN_MESSAGE = "Invalid username or password";

/**
 * Failed sign-ins are limited per account (guessing one password) and per client address
 * (spraying many accounts). The address limit is generous because a whole class signs in from one
 * school network.
 */
export const LOGIN_LIMITS = {
  account: { limit: 10, windowMs: 15 * 60 * 1000 },
  address: { limit: 100, windowMs: 15 * 60 * 1000 },
} satisfies Record<string, LimitRule>;

/**
 * The account counter follows the account, not the host it is attacked on: a staff member can
 * sign in on every school's host, so a per-host key would multiply the guesses by the number of
 * schools. Logins that match no account are counted by what was typed, on this host.
 */
const accountKey = (ctx: ServiceContext, login: string, user: User | undefined) =>
  user ? `login:user:${user.id}` : `login:name:${ctx.scope.tenantId ?? "platform"}:${login.trim().toLowerCase()}`;
const addressKey = (ctx: ServiceContext) => `login:ip:${ctx.clientAddress}`;

export async function login(ctx: ServiceContext, input: LoginInput): Promise<TokenPair & { user: UserProfile }> {
  const user = await findUserByLogin(ctx, input.username);
  const key = accountKey(ctx, input.username, user);
  const [account, address] = await Promise.all([currentCount(ctx.db, key), currentCount(ctx.db, addressKey(ctx))]);
  if (account.count >= LOGIN_LIMITS.account.limit) throw rateLimited(account.resetAt);
  if (address.count >= LOGIN_LIMITS.address.limit) throw rateLimited(address.resetAt);

  let valid = false;
  if (user && !user.archived) valid = await verifyPassword(input.password, user.passwordHash);
  else await burnPasswordCheck(input.password); // same cost as a wrong password: no enumeration by timing
  if (!user || !valid) {
    await Promise.all([
      countEvent(ctx.db, key, LOGIN_LIMITS.account),
      countEvent(ctx.db, addressKey(ctx), LOGIN_LIMITS.address),
    ]);
    throw new AppError("UNAUTHORIZED", INVALID_LOGIN_MESSAGE);
  }

  await clearCounter(ctx.db, key);
  if (needsRehash(user.passwordHash)) {
    await ctx.db.update(users).set({ passwordHash: await hashPassword(input.password) }).where(eq(users.id, user.id));
  }
  const pair = await issueTokenPair(ctx.db, ctx.env, user, ctx.scope.tenantId, { remember: input.remember });
  return { ...pair, user: toProfile(user) };
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
