import { createMiddleware } from "hono/factory";
import type { Context } from "hono";
import type { AppEnv, AuthUser } from "../env";
import { AppError, renderError } from "../lib/errors";
import { and, eq, isNull, sql } from "drizzle-orm";
import { refreshTokens } from "../db/schema";
import type { DB, RidingCheck } from "../lib/db";
import { verifyAccessToken } from "../lib/jwt";
import { ReusableSelects } from "../lib/reusable-selects";


export type { AuthUser };

export const SESSION_EXPIRED_MESSAGE = "Your session has expired. Please sign in again.";
export const SIGN_IN_REQUIRED_MESSAGE = "Please sign in to continue.";

/**
 * Reads a bearer token when one is sent. A bad, expired or other-host token is remembered in
 * c.var.authError and thrown only by requireAuth, so public endpoints keep working while the
 * client refreshes its session.
 */
export const authMiddleware = createMiddleware<AppEnv>(async (c, next) => {
  c.set("user", null);
  c.set("authError", null);
  const header = c.req.header("Authorization");
  if (header) {
    const match = /^Bearer\s+(\S+)$/i.exec(header);
    const result = match ? await verifyAccessToken(c.env, match[1]) : ({ ok: false, reason: "invalid" } as const);
    if (!result.ok) {
      c.set("authError", new AppError("UNAUTHORIZED", SESSION_EXPIRED_MESSAGE));
    } else if (result.claims.tid !== (c.get("tenant")?.id ?? null)) {
      // A token is bound to the host it was issued on: school A's token is useless on school B.
      c.set("authError", new AppError("UNAUTHORIZED", "This session belongs to another site. Please sign in again."));
    } else if ((c.req.method === "GET" && DEFERRED_SESSION_CHECK.test(c.req.path)) || GATED_ROUTE.test(`${c.req.method} ${c.req.path}`)) {
      const { sub, sid, tid, role, staff } = result.claims;
      const check = deferredSessionCheck(sid, sub);
      c.set("user", { id: sub, tenantId: tid, role, isStaff: staff });
      c.set("sessionCheck", check);
      await next();
      if (!(check.found ?? (await sessionIsLive(c.get("db"), sid, sub)))) {
        // Revoked: whatever the handler read as this user never leaves the Worker.
        c.res = undefined;
        c.res = renderError(c, new AppError("UNAUTHORIZED", SESSION_EXPIRED_MESSAGE));
      }
      return;
    } else if (!(await sessionIsLive(c.get("db"), result.claims.sid, result.claims.sub))) {
      // Signed out, password reset, role changed, archived: the session was revoked, so is the token.
      c.set("authError", new AppError("UNAUTHORIZED", SESSION_EXPIRED_MESSAGE));
    } else {
      const { sub, tid, role, staff } = result.claims;
      c.set("user", { id: sub, tenantId: tid, role, isStaff: staff });
    }
  }
  await next();
});

/**
 * GET routes whose session check rides in the handler's first D1 round trip (a RidingCheck, carried
 * by ReusableSelects or readBatch) instead of costing one of its own: the library list and search,
 * whose check was a fifth of a signed-in request's throughput (issue #15), the header's combined
 * search, a book's page, the library page's counts, facets and categories, the goals page, and the charity,
 * project and course catalogues and pages (lib/content-version.ts readVersioned, hostContentVersion),
 * the hubs', challenges' and live sessions' lists and pages (learning: their first readBatch),
 * and a learner's My courses (learning/classes/class-learning.service.ts myCourses).
 * The handler runs with the token's user before the check's answer is known; when the session
 * turns out revoked, its answer is replaced by a 401. So only a read may be listed here — no write,
 * no queued message, no `waitUntil` — and one whose revoked caller is sent to sign in again (a
 * public route not listed answers a revoked token as it answers a visitor). A handler that reaches
 * no kept select (an empty search) has the check run after it, as before. A route that may write
 * belongs in GATED_ROUTE instead.
 */
const DEFERRED_SESSION_CHECK = /^\/api\/(?:(?:books|books\/facets|book-stats|book-categories|combined|sdgs|charities|projects|courses|hubs|challenges|live-sessions|learning\/my-courses)\/?|(?:books|charities|projects|courses|data\/courses|hubs|challenges|live-sessions)\/[^/]+\/?)$/;

/**
 * Routes that may write and whose session check rides in their first read batch too: they call
 * `confirmSession` after that batch and before their first write (the gate). Saving a lesson's
 * progress — the video's position every few seconds while it plays — and a quiz attempt, both
 * through learning's `lessonAccess`; and a lesson's page (a GET), whose check rides in its one read
 * batch (`lessonPageReads`) and which writes the enrolment's last activity (lessons.service.ts
 * openLesson) or enrols a pupil in a course given to their class (enrolIfAssigned) only after the
 * gate. A revoked session is refused with 401 before anything is written
 * (tests/worker/sessions.security.test.ts and round-trips.test.ts pin each). Only a route whose
 * every path reads through the gate before writing may be listed here.
 */
const GATED_ROUTE = /^(?:GET \/api\/courses\/[^/]+\/chapters\/[^/]+\/lessons\/[^/]+|PUT \/api\/lesson-progress|POST \/api\/quiz-attempts)\/?$/;

/**
 * The gate of a GATED_ROUTE (or a no-op elsewhere, where the middleware checked the session
 * already): the session check's answer, from the read batch it rode in, or asked now if it has not
 * run; a revoked session is a 401 before the handler writes anything.
 */
export async function confirmSession(ctx: { db: DB; sessionCheck?: RidingCheck }): Promise<void> {
  const check = ctx.sessionCheck;
  if (!check) return;
  if (check.found === undefined) check.found = (await check.statement(ctx.db).all()).results.length > 0;
  if (!check.found) throw new AppError("UNAUTHORIZED", SESSION_EXPIRED_MESSAGE);
}

const liveSessionSelect = (db: DB) =>
  db
    .select({ id: refreshTokens.id })
    .from(refreshTokens)
    .where(and(eq(refreshTokens.familyId, sql.placeholder("family")), eq(refreshTokens.userId, sql.placeholder("user")), isNull(refreshTokens.revokedAt)))
    .limit(1);

function deferredSessionCheck(familyId: string, userId: string): RidingCheck {
  return { found: undefined, statement: (db) => liveSession.statement(db, "session", () => liveSessionSelect(db), { family: familyId, user: userId }) };
}

/**
 * Whether the session a token belongs to is still live: one indexed read per authenticated request,
 * so logout, a password reset, a role change or archiving end access tokens at once, not 15
 * minutes later. A session is its refresh-token family; revoking it marks every member revoked.
 */
async function sessionIsLive(db: DB, familyId: string, userId: string): Promise<boolean> {
  const live = await liveSession.all(db, "session", () => liveSessionSelect(db), { family: familyId, user: userId });
  return live.length > 0;
}

/** The session check runs on every signed-in request: its SQL is built once per isolate. */
const liveSession = new ReusableSelects(1);

export function requireAuth(c: Context<AppEnv>): AuthUser {
  const user = c.get("user");
  if (user) return user;
  throw c.get("authError") ?? new AppError("UNAUTHORIZED", SIGN_IN_REQUIRED_MESSAGE);
}
