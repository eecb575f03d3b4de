import { and, eq, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/sqlite-core";
import { JOIN_OPENS_BEFORE_MS, type LiveMaterial, type LiveSessionOut, type MyRegistrationOut } from "../../contracts/live-sessions";
import { classes, liveSessionRegistrations, liveSessions, tenants, type LiveSession, type LiveSessionRegistration } from "../../db/schema";
import type { ServiceContext } from "../../lib/context";
import { parseIntList } from "../../lib/int-list";
import { outerColumn } from "../../lib/sql-filters";
import { fileUrl } from "../../lib/storage";
import { canManage, endsAt } from "./live-access";

const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());

export function parseMaterials(json: string): LiveMaterial[] {
  try {
    const list = JSON.parse(json) as unknown;
    return Array.isArray(list) ? (list as LiveMaterial[]) : [];
  } catch {
    return [];
  }
}

/** The caller's registration (by account, or by a visitor's key) for one session. */
export async function viewerRegistration(ctx: ServiceContext, sessionId: string, accessKey?: string): Promise<LiveSessionRegistration | undefined> {
  if (!ctx.user && !accessKey) return undefined;
  const who = ctx.user ? eq(liveSessionRegistrations.userId, ctx.user.id) : eq(liveSessionRegistrations.accessKey, accessKey!);
  return ctx.db.select().from(liveSessionRegistrations).where(and(who, eq(liveSessionRegistrations.sessionId, sessionId))).get();
}

const R = liveSessionRegistrations;
/** The viewer's own registration, joined beside each session (at most one: unique per session and user, and per key). */
const mine = alias(liveSessionRegistrations, "mine");

/**
 * Sessions with what each card shows, in the same query (issue #15: one round trip for the
 * schedule, as for the other lists): registered and waitlisted counts (`live_registrations_status_idx`),
 * the class's and school's names, and the caller's registration — by account, or by a visitor's
 * key — with its place on the waitlist. Filter, order and page it like `select().from(liveSessions)`.
 */
export function withSessionCard(ctx: ServiceContext, accessKey?: string) {
  const id = outerColumn(liveSessions.id);
  const tally = (status: "registered" | "waitlisted") => sql<number>`(select count(*) from ${R} where ${R.sessionId} = ${id} and ${R.status} = ${status})`.mapWith(Number);
  const viewer = ctx.user ? eq(mine.userId, ctx.user.id) : accessKey ? eq(mine.accessKey, accessKey) : sql`0`;
  // Waitlisted registrations made before the viewer's (ties by id), plus one; only when the viewer waits.
  const place = sql<number | null>`case when ${mine.status} = 'waitlisted' then 1 + (select count(*) from ${R} where ${R.sessionId} = ${mine.sessionId} and ${R.status} = 'waitlisted' and (${R.createdAt} < ${mine.createdAt} or (${R.createdAt} = ${mine.createdAt} and ${R.id} < ${mine.id}))) end`;
  return ctx.db
    .select({ session: liveSessions, registered: tally("registered"), waitlisted: tally("waitlisted"), className: classes.name, schoolName: tenants.schoolName, mine, place })
    .from(liveSessions)
    .leftJoin(classes, eq(classes.id, liveSessions.classId))
    .leftJoin(tenants, eq(tenants.id, liveSessions.tenantId))
    .leftJoin(mine, and(eq(mine.sessionId, liveSessions.id), viewer));
}

export interface SessionCardRow {
  session: LiveSession;
  registered: number;
  waitlisted: number;
  className: string | null;
  schoolName: string | null;
  mine: LiveSessionRegistration | null;
  place: number | null;
}

/** A session as the API answers it, from its card row (withSessionCard). */
export function presentSession(ctx: ServiceContext, row: SessionCardRow, now = Date.now()): LiveSessionOut {
  const { session: s, mine: reg } = row;
  const manager = canManage(ctx, s);
  const registered = reg?.status === "registered";
  const end = endsAt(s);
  const opensAt = s.startsAt - JOIN_OPENS_BEFORE_MS;
  const my: MyRegistrationOut | null = reg ? { status: reg.status, waitlist_position: reg.status === "waitlisted" ? Number(row.place) : null, joined_at: iso(reg.joinedAt) } : null;
  const afterwards = now >= end && (registered || manager);
  return {
    id: s.id,
    slug: s.slug,
    title: s.title,
    description: s.description,
    host_name: s.hostName,
    starts_at: iso(s.startsAt)!,
    ends_at: iso(end)!,
    time_zone: s.timeZone,
    duration_minutes: s.durationMinutes,
    capacity: s.capacity,
    audience: s.audience,
    class_id: s.classId,
    class_name: s.classId ? row.className : null,
    platform_wide: s.tenantId === null,
    school_name: s.tenantId ? row.schoolName : null,
    poster_url: fileUrl(s.posterKey),
    sdgs: parseIntList(s.sdgs),
    status: s.status,
    sequence: s.sequence,
    registered_count: row.registered,
    waitlist_count: row.waitlisted,
    seats_left: Math.max(0, s.capacity - row.registered),
    my_registration: my,
    join_opens_at: iso(opensAt)!,
    can_join: registered && s.status === "scheduled" && now >= opensAt && now < end,
    recording_url: afterwards ? s.recordingUrl : null,
    materials: afterwards ? parseMaterials(s.materials) : [],
    can_manage: manager,
    meeting_url: manager ? s.meetingUrl : null,
  };
}
