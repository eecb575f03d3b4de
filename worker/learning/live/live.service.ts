import { and, asc, count, desc, eq, like, or, sql, type SQL } from "drizzle-orm";
import { JOIN_OPENS_BEFORE_MS, type LiveSessionListQuery, type LiveSessionOut } from "../../contracts/live-sessions";
import { DEFAULT_LOCALE, type Locale } from "../../contracts/locales";
import { liveSessionRegistrations, liveSessions, type LiveSession, type LiveSessionRegistration } from "../../db/schema";
import type { ServiceContext } from "../../lib/context";
import { AppError } from "../../lib/errors";
import { said } from "../../lib/said";
import { endsAt, findVisibleSession, managedCondition, visibleWhere } from "./live-access";
import { buildIcs } from "./ics";
import { sessionWhen } from "./live-emails";
import { presentSession, viewerRegistration, withSessionCard } from "./live-presenter";
import { readBatch } from "../../lib/db";

/** The end of a session in SQL (starts_at + duration). */
const endSql = sql`(${liveSessions.startsAt} + ${liveSessions.durationMinutes} * 60000)`;

export async function listLiveSessions(ctx: ServiceContext, q: LiveSessionListQuery, now = Date.now()) {
  const conditions: (SQL | undefined)[] = [
    q.when === "upcoming" ? sql`${endSql} > ${now}` : q.when === "past" ? sql`${endSql} <= ${now}` : undefined,
    q.audience ? eq(liveSessions.audience, q.audience) : undefined,
    q.sdg ? sql`EXISTS (SELECT 1 FROM json_each(${liveSessions.sdgs}) WHERE value = ${q.sdg})` : undefined,
    q.q ? like(liveSessions.title, `%${q.q.replace(/[%_]/g, "")}%`) : undefined,
    q.mine && ctx.user
      ? sql`EXISTS (SELECT 1 FROM ${liveSessionRegistrations} WHERE ${liveSessionRegistrations.sessionId} = ${liveSessions.id} AND ${liveSessionRegistrations.userId} = ${ctx.user.id})`
      : undefined,
    q.when === "upcoming" && !q.manage ? eq(liveSessions.status, "scheduled") : undefined,
    q.manage ? managedCondition(ctx) : undefined,
  ];
  const where = visibleWhere(ctx, ...conditions);
  const order = q.when === "past" ? desc(liveSessions.startsAt) : asc(liveSessions.startsAt);
  const [rows, [{ total }]] = await readBatch(
    ctx.db,
    [withSessionCard(ctx).where(where).orderBy(order, asc(liveSessions.id)).limit(q.limit).offset(q.offset), ctx.db.select({ total: count() }).from(liveSessions).where(where)] as const,
    ctx.sessionCheck,
  );
  return { total, results: rows.map((row) => presentSession(ctx, row, now)) };
}

/** A session's page: the session with its card (withSessionCard) in one query; 404 when the caller may not see it. */
export async function getLiveSession(ctx: ServiceContext, slug: string, accessKey?: string, now = Date.now()): Promise<LiveSessionOut> {
  // The session check rides here (middleware/auth.ts DEFERRED_SESSION_CHECK).
  const [[row]] = await readBatch(ctx.db, [withSessionCard(ctx, accessKey).where(visibleWhere(ctx, or(eq(liveSessions.id, slug), eq(liveSessions.slug, slug)))).limit(1)] as const, ctx.sessionCheck);
  if (!row) throw new AppError("NOT_FOUND", "Live session not found");
  return presentSession(ctx, row, now);
}

const pageUrl = (ctx: ServiceContext, s: LiveSession) => `${ctx.origin}/webinar/${s.slug}`;

export function sessionIcs(s: LiveSession, pageLink: string, withMeetingLink: boolean, now = Date.now()): string {
  return buildIcs({
    uid: `${s.id}@live-sessions`,
    sequence: s.sequence,
    startsAt: s.startsAt,
    durationMinutes: s.durationMinutes,
    title: s.title,
    description: s.description,
    url: pageLink,
    location: withMeetingLink ? s.meetingUrl : null,
    cancelled: s.status === "cancelled",
    stamp: now,
  });
}

/** The calendar file: anyone who may see the session; the meeting link only for a registrant. */
export async function calendarFile(ctx: ServiceContext, slug: string, accessKey?: string, now = Date.now()): Promise<{ filename: string; body: string }> {
  const s = await sessionForKey(ctx, slug, accessKey);
  const reg = await viewerRegistration(ctx, s.id, accessKey);
  return { filename: `${s.slug}.ics`, body: sessionIcs(s, pageUrl(ctx, s), reg?.status === "registered", now) };
}

/**
 * A session by slug for the caller, or for the holder of a registration key (a visitor, or a
 * registrant following an emailed link without being signed in).
 */
async function sessionForKey(ctx: ServiceContext, slug: string, accessKey?: string): Promise<LiveSession> {
  if (!accessKey || ctx.user) return findVisibleSession(ctx, slug);
  const row = await ctx.db
    .select({ s: liveSessions })
    .from(liveSessions)
    .innerJoin(liveSessionRegistrations, eq(liveSessionRegistrations.sessionId, liveSessions.id))
    .where(and(eq(liveSessions.slug, slug), eq(liveSessionRegistrations.accessKey, accessKey)))
    .get();
  if (!row) throw new AppError("NOT_FOUND", "Live session not found");
  return row.s;
}

/**
 * The way in: a registrant from 15 minutes before the start until the end gets the meeting link,
 * and the first time is recorded as attendance. `locale` is the language of the error envelope
 * (lib/said.ts acceptedLocale), so that a refusal's time reads as its words do.
 */
export async function joinSession(ctx: ServiceContext, slug: string, accessKey?: string, now = Date.now(), locale: Locale = DEFAULT_LOCALE): Promise<string> {
  if (!ctx.user && !accessKey) throw new AppError("UNAUTHORIZED", "Please sign in to join.");
  const s = await sessionForKey(ctx, slug, accessKey);
  const reg: LiveSessionRegistration | undefined = await viewerRegistration(ctx, s.id, accessKey);
  if (!reg || reg.status !== "registered") throw new AppError("FORBIDDEN", "Only registered participants can join this session.");
  if (s.status === "cancelled") throw new AppError("CONFLICT", "This session was cancelled.");
  const opensAt = s.startsAt - JOIN_OPENS_BEFORE_MS;
  // The time as the emails write it: in the session's zone, named, in the reader's language.
  if (now < opensAt) throw new AppError("CONFLICT", said("The session opens 15 minutes before it starts, at {{time}}.", { time: sessionWhen({ startsAt: opensAt, timeZone: s.timeZone }, locale, ctx.tenant?.country) }));
  if (now >= endsAt(s)) throw new AppError("CONFLICT", "This session has ended.");
  await ctx.db
    .update(liveSessionRegistrations)
    .set({ joinedAt: sql`coalesce(${liveSessionRegistrations.joinedAt}, ${now})` })
    .where(eq(liveSessionRegistrations.id, reg.id));
  return s.meetingUrl;
}
