import { eq, lt, sql } from "drizzle-orm";
import { rateLimits } from "../db/schema";
import type { DB } from "./db";
import { AppError } from "./errors";
import type { Said } from "./said";

export interface LimitRule {
  limit: number;
  windowMs: number;
}

export interface Counter {
  count: number;
  resetAt: number;
}

/** Counts one event against `key` in a fixed window, atomically, and returns the new count. */
export async function countEvent(db: DB, key: string, rule: LimitRule, now = Date.now()): Promise<Counter> {
  const expired = sql`${rateLimits.resetAt} <= ${now}`;
  const [row] = await db
    .insert(rateLimits)
    .values({ key, count: 1, resetAt: now + rule.windowMs })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        count: sql`CASE WHEN ${expired} THEN 1 ELSE ${rateLimits.count} + 1 END`,
        resetAt: sql`CASE WHEN ${expired} THEN ${now + rule.windowMs} ELSE ${rateLimits.resetAt} END`,
      },
    })
    .returning({ count: rateLimits.count, resetAt: rateLimits.resetAt });
  return row;
}

/** Current count for `key` in its window (0 once the window has passed). */
export async function currentCount(db: DB, key: string, now = Date.now()): Promise<Counter> {
  const row = await db.select().from(rateLimits).where(eq(rateLimits.key, key)).get();
  if (!row || row.resetAt <= now) return { count: 0, resetAt: now };
  return { count: row.count, resetAt: row.resetAt };
}

export async function clearCounter(db: DB, key: string): Promise<void> {
  await db.delete(rateLimits).where(eq(rateLimits.key, key));
}

export async function deleteExpiredCounters(db: DB, now = Date.now()): Promise<void> {
  await db.delete(rateLimits).where(lt(rateLimits.resetAt, now));
}

export function rateLimited(resetAt: number, message: string | Said = "Too many attempts. Please wait a few minutes and try again.", now = Date.now()) {
  const retryAfter = Math.max(1, Math.ceil((resetAt - now) / 1000));
  return new AppError("RATE_LIMITED", message, undefined, { "Retry-After": String(retryAfter) });
}

/** The client address Cloudflare stamps on every request (clients cannot forge it at the edge). */
export function clientAddress(headers: Headers): string {
  return headers.get("CF-Connecting-IP") ?? "unknown";
}

/** Sets `key`'s window to end at `until` (a wait the next attempt must outlast). */
export async function holdUntil(db: DB, key: string, until: number): Promise<void> {
  await db
    .insert(rateLimits)
    .values({ key, count: 1, resetAt: until })
    .onConflictDoUpdate({ target: rateLimits.key, set: { count: 1, resetAt: until } });
}
