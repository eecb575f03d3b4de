import { and, asc, eq, ne, sql } from "drizzle-orm";
import type { ConfirmOutcome, LiveSessionOut } from "../../contracts/live-sessions";
import { liveSessionRegistrations, liveSessions, users, type LiveSession } from "../../db/schema";
import type { ServiceContext } from "../../lib/context";
import { rawBatch } from "../../lib/db";
import { AppError, fieldError } from "../../lib/errors";
import { newId, randomToken } from "../../lib/ids";
import { dispatchEmails, prepareEmailWhen } from "../../platform";
import { endsAt, findVisibleSession, visibleWhere } from "./live-access";
import { noticeEmail, sessionLinks, sessionWhen } from "./live-emails";
import { getLiveSession } from "./live.service";

/*
 * Registration: one row per (session, user), or per (session, email) for a visitor of a public
 * webinar. The place is decided in ONE guarded statement — registered while the registered count
 * is under capacity, else waitlisted — so concurrent registrations cannot oversell the last seat.
 */

const R = liveSessionRegistrations;

/** 'registered' while a seat is free, else 'waitlisted', decided inside the statement. */
const placeSql = (sessionId: string) =>
  sql`CASE WHEN (SELECT count(*) FROM ${R} WHERE ${R.sessionId} = ${sessionId} AND ${R.status} = 'registered') < (SELECT ${liveSessions.capacity} FROM ${liveSessions} WHERE ${liveSessions.id} = ${sessionId}) THEN 'registered' ELSE 'waitlisted' END`;

function assertOpen(s: LiveSession, now: number): void {
  if (s.status === "cancelled") throw new AppError("CONFLICT", "This session was cancelled.");
  if (now >= endsAt(s)) throw new AppError("CONFLICT", "This session has ended.");
}

const rowIs = (id: string, status: string) => sql`EXISTS (SELECT 1 FROM ${R} WHERE ${R.id} = ${id} AND ${R.status} = ${status})`;

export async function register(ctx: ServiceContext, slug: string, visitor: { name?: string; email?: string }, now = Date.now()): Promise<LiveSessionOut | { pending: true }> {
  const s = await findVisibleSession(ctx, slug);
  assertOpen(s, now);
  const links = await sessionLinks(ctx.db, ctx.env, s, ctx.origin);
  const id = newId("lvr");
  const accessKey = randomToken(16);
  if (!ctx.user) return registerVisitor(ctx, s, visitor, links, { id, accessKey }, now);

  const me = await ctx.db.select({ email: users.email, firstName: users.firstName }).from(users).where(eq(users.id, ctx.user.id)).get();
  const insert = sql`INSERT INTO ${R} (id, session_id, user_id, email, name, status, access_key, created_at)
    SELECT ${id}, ${s.id}, ${ctx.user.id}, NULL, NULL, ${placeSql(s.id)}, ${accessKey}, ${now}
    FROM ${liveSessions} WHERE ${liveSessions.id} = ${s.id} AND ${liveSessions.status} = 'scheduled'
    ON CONFLICT DO NOTHING`;
  const emails = me?.email
    ? [
        noticeEmail(s, links, { email: me.email, name: me.firstName, accessKey }, "You're registered", rowIs(id, "registered"), now),
        noticeEmail(s, links, { email: me.email, name: me.firstName, accessKey }, "You're on the waitlist", rowIs(id, "waitlisted"), now),
      ]
    : [];
  const results = await rawBatch(ctx.env.DB, [insert, ...emails.map((e) => e.statement)]);
  const written = emails.filter((_, i) => (results[i + 1]?.meta.changes ?? 0) > 0).map((e) => e.outboxId);
  ctx.waitUntil(dispatchEmails(ctx.env.EMAIL_QUEUE, written));
  return getLiveSession(ctx, s.slug, undefined, now);
}

/** A visitor of a public webinar: a pending place, confirmed by the emailed link. */
async function registerVisitor(
  ctx: ServiceContext,
  s: LiveSession,
  visitor: { name?: string; email?: string },
  links: Awaited<ReturnType<typeof sessionLinks>>,
  ids: { id: string; accessKey: string },
  now: number,
): Promise<{ pending: true }> {
  if (s.audience !== "public") throw new AppError("UNAUTHORIZED", "Please sign in to register.");
  if (!visitor.name) throw fieldError("name", "Enter your name");
  if (!visitor.email) throw fieldError("email", "Enter a valid email address");
  // A repeat for a still-pending address gets a fresh link; a confirmed place is left alone (no answer says which).
  const upsert = sql`INSERT INTO ${R} (id, session_id, user_id, email, name, status, access_key, created_at)
    VALUES (${ids.id}, ${s.id}, NULL, ${visitor.email}, ${visitor.name}, 'pending', ${ids.accessKey}, ${now})
    ON CONFLICT (session_id, email) DO UPDATE SET access_key = excluded.access_key, name = excluded.name WHERE ${R.status} = 'pending'`;
  const email = prepareEmailWhen(
    {
      template: "live_session_confirm",
      to: visitor.email,
      tenantId: s.tenantId,
      locale: ctx.locale,
      data: { school_name: links.brand, name: visitor.name, title: s.title, when: sessionWhen(s), starts_at: s.startsAt, time_zone: s.timeZone, link: `${links.origin}/api/live-sessions/${s.slug}/registration/confirm?key=${ids.accessKey}` },
    },
    sql`EXISTS (SELECT 1 FROM ${R} WHERE ${R.accessKey} = ${ids.accessKey} AND ${R.status} = 'pending')`,
    now,
  );
  const results = await rawBatch(ctx.env.DB, [upsert, email.statement]);
  if ((results[1]?.meta.changes ?? 0) > 0) ctx.waitUntil(dispatchEmails(ctx.env.EMAIL_QUEUE, [email.outboxId]));
  return { pending: true };
}

/**
 * The emailed link: the pending place becomes registered (or waitlisted) in one guarded update.
 * Answers where to send the browser, since the link is opened from an email and an error body
 * would show as raw text: the webinar's page with the key, or with `?confirm=` saying why not
 * (CONFIRM_OUTCOMES); a session the caller cannot see, the list of live sessions.
 */
export async function confirmVisitor(ctx: ServiceContext, slug: string, accessKey: string | undefined, now = Date.now()): Promise<string> {
  const row = accessKey
    ? await ctx.db
        .select({ s: liveSessions, r: R })
        .from(R)
        .innerJoin(liveSessions, eq(liveSessions.id, R.sessionId))
        .where(and(eq(R.accessKey, accessKey), eq(liveSessions.slug, slug)))
        .get()
    : undefined;
  const outcome = (sessionSlug: string, why: ConfirmOutcome) => `/webinar/${encodeURIComponent(sessionSlug)}?confirm=${why}`;
  if (!row) {
    const session = await ctx.db.select({ slug: liveSessions.slug }).from(liveSessions).where(visibleWhere(ctx, eq(liveSessions.slug, slug))).get();
    return session ? outcome(session.slug, "invalid") : "/live";
  }
  if (row.s.status === "cancelled" || now >= endsAt(row.s)) return outcome(row.s.slug, "closed");
  await rawBatch(ctx.env.DB, [sql`UPDATE ${R} SET status = ${placeSql(row.s.id)} WHERE ${R.id} = ${row.r.id} AND ${R.status} = 'pending'`]);
  return `/webinar/${row.s.slug}?key=${accessKey}`;
}

/**
 * Cancels the caller's place; in the same batch the first on the waitlist takes a freed seat
 * (still guarded by capacity) and is told by email.
 */
export async function cancelRegistration(ctx: ServiceContext, slug: string, accessKey?: string, now = Date.now()): Promise<void> {
  if (!ctx.user && !accessKey) throw new AppError("UNAUTHORIZED", "Please sign in to continue.");
  const who = ctx.user ? eq(R.userId, ctx.user.id) : eq(R.accessKey, accessKey!);
  const s = ctx.user ? await findVisibleSession(ctx, slug) : (await ctx.db.select({ s: liveSessions }).from(liveSessions).innerJoin(R, eq(R.sessionId, liveSessions.id)).where(and(eq(liveSessions.slug, slug), who)).get())?.s;
  if (!s) {
    // The key matches no place here: the session itself exists when the caller can see it.
    await findVisibleSession(ctx, slug);
    throw new AppError("NOT_FOUND", "This link is not valid, or the registration was already cancelled.");
  }
  const mine = await ctx.db.select().from(R).where(and(eq(R.sessionId, s.id), who)).get();
  if (!mine) throw new AppError("NOT_FOUND", "You are not registered for this session.");
  const next = await ctx.db
    .select({ id: R.id, userId: R.userId, accessKey: R.accessKey, email: sql<string | null>`coalesce(${users.email}, ${R.email})`, name: sql<string>`coalesce(${users.firstName}, ${R.name}, '')` })
    .from(R)
    .leftJoin(users, eq(users.id, R.userId))
    .where(and(eq(R.sessionId, s.id), eq(R.status, "waitlisted"), ne(R.id, mine.id)))
    .orderBy(asc(R.createdAt), asc(R.id))
    .get();
  const statements = [sql`DELETE FROM ${R} WHERE ${R.id} = ${mine.id}`];
  let emailId: string | null = null;
  if (next && s.status === "scheduled" && now < endsAt(s)) {
    statements.push(sql`UPDATE ${R} SET status = 'registered', promoted_at = ${now}
      WHERE ${R.id} = ${next.id} AND ${R.status} = 'waitlisted'
        AND (SELECT count(*) FROM ${R} WHERE ${R.sessionId} = ${s.id} AND ${R.status} = 'registered') < (SELECT ${liveSessions.capacity} FROM ${liveSessions} WHERE ${liveSessions.id} = ${s.id})`);
    if (next.email) {
      const links = await sessionLinks(ctx.db, ctx.env, s, ctx.origin);
      const promoted = sql`EXISTS (SELECT 1 FROM ${R} WHERE ${R.id} = ${next.id} AND ${R.status} = 'registered' AND ${R.promotedAt} = ${now})`;
      const email = noticeEmail(s, links, { email: next.email, name: next.name || "there", accessKey: next.accessKey, visitor: next.userId === null }, "A place opened up: you're registered", promoted, now);
      statements.push(email.statement);
      emailId = email.outboxId;
    }
  }
  const results = await rawBatch(ctx.env.DB, statements);
  if (emailId && (results[2]?.meta.changes ?? 0) > 0) ctx.waitUntil(dispatchEmails(ctx.env.EMAIL_QUEUE, [emailId]));
}
