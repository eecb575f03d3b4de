import type { DB } from "./db";
import { AppError } from "./errors";
import { clearCounter, countEvent, currentCount, holdUntil, rateLimited } from "./rate-limit";
import { said } from "./said";
import { verifyTurnstile } from "./turnstile";

/**
 * Throttling that slows the attacker without locking the owner out (NIST SP 800-63B §5.2.2).
 *
 * Failures are counted per key in a window. The first `free` failures cost nothing; after them
 * every further failure makes the next attempt wait (1 s, 2 s, 4 s … up to `maxDelayMs`) and, when
 * Turnstile is configured, asks for a challenge instead: an attempt that passes it is checked at
 * once. Nothing ever refuses a correct answer for longer than the current short wait, so an
 * attacker cannot keep a child (or a whole school network) out for minutes.
 */
export interface ThrottleRule {
  free: number;
  windowMs: number;
  baseDelayMs: number;
  maxDelayMs: number;
}

export const CHALLENGE_FIELD = "turnstile_token";
export const CHALLENGE_MESSAGE = "Please complete the security check and try again.";

export interface ThrottleCheck {
  db: DB;
  /** TURNSTILE_SECRET_KEY: without it the challenge is off and the waits alone slow the attacker. */
  turnstileSecret: string | undefined;
  challengeToken: string | undefined;
  clientAddress: string;
  now?: number;
}

const waitKey = (key: string) => `${key}:wait`;

/** Said (lib/said.ts), not built with `${…}`: a child reading Arabic or Hindi gets the wait in their language. */
const waitMessage = (seconds: number) =>
  seconds === 1 ? said("Too many attempts. Please wait 1 second and try again.") : said("Too many attempts. Please wait {{seconds}} seconds and try again.", { seconds });

/** The wait after the n-th failure (n ≥ 1), doubling from the first failure past the free ones. */
export function delayAfter(failures: number, rule: ThrottleRule, free = rule.free): number {
  if (failures < free) return 0;
  return Math.min(rule.maxDelayMs, rule.baseDelayMs * 2 ** (failures - free));
}

/**
 * Before checking the secret: throws a 429 while a wait runs (or, with Turnstile configured, until
 * the challenge is passed). `free` may be lowered by the caller (a busy address).
 */
export async function enforceThrottle(check: ThrottleCheck, key: string, rule: ThrottleRule, free = rule.free): Promise<void> {
  const now = check.now ?? Date.now();
  const failures = await currentCount(check.db, key, now);
  if (failures.count < free) return;
  if (check.turnstileSecret) {
    if (check.challengeToken && (await verifyTurnstile(check.turnstileSecret, check.challengeToken, check.clientAddress))) return;
    throw new AppError("RATE_LIMITED", CHALLENGE_MESSAGE, { [CHALLENGE_FIELD]: [CHALLENGE_MESSAGE] });
  }
  const wait = await currentCount(check.db, waitKey(key), now);
  if (wait.count > 0) {
    const seconds = Math.max(1, Math.ceil((wait.resetAt - now) / 1000));
    throw rateLimited(wait.resetAt, waitMessage(seconds), now);
  }
}

/** After a wrong secret: counts the failure and starts the next wait once the free ones are used. */
export async function recordFailure(db: DB, key: string, rule: ThrottleRule, free = rule.free, now = Date.now()): Promise<number> {
  const { count } = await countEvent(db, key, { limit: rule.free, windowMs: rule.windowMs }, now);
  const delay = delayAfter(count, rule, free);
  if (delay > 0) await holdUntil(db, waitKey(key), now + delay);
  return count;
}

export async function clearThrottle(db: DB, key: string): Promise<void> {
  await Promise.all([clearCounter(db, key), clearCounter(db, waitKey(key))]);
}
