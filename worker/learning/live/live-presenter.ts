import { and, count, eq, inArray, sql } from "drizzle-orm";
import { JOIN_OPENS_BEFORE_MS, type LiveMaterial, type LiveSessionOut, type MyRegistrationOut } from "../../contracts/live-sessions";
import { classes, liveSessionRegistrations, tenants, type LiveSession, type LiveSessionRegistration } from "../../db/schema";
import type { ServiceContext } from "../../lib/context";
import { inChunks } from "../../lib/d1-limits";
import { parseIntList } from "../../lib/int-list";
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

/** Registered and waitlisted counts per session. */
async function tallies(ctx: ServiceContext, ids: string[]) {
  const rows = await inChunks(ids, (part) =>
    ctx.db
      .select({ sessionId: liveSessionRegistrations.sessionId, status: liveSessionRegistrations.status, n: count() })
      .from(liveSessionRegistrations)
      .where(and(inArray(liveSessionRegistrations.sessionId, part), inArray(liveSessionRegistrations.status, ["registered", "waitlisted"])))
      .groupBy(liveSessionRegistrations.sessionId, liveSessionRegistrations.status)
      .all(),
  );
  const out = new Map<string, { registered: number; waitlisted: number }>();
  for (const r of rows) {
    const t = out.get(r.sessionId) ?? { registered: 0, waitlisted: 0 };
    if (r.status === "registered") t.registered = r.n;
    else t.waitlisted = r.n;
    out.set(r.sessionId, t);
  }
  return out;
}

/** The caller's registrations (by account, or by a visitor's key) for these sessions. */
export async function viewerRegistrations(ctx: ServiceContext, ids: string[], accessKey?: string): Promise<Map<string, LiveSessionRegistration>> {
  if (!ctx.user && !accessKey) return new Map();
  const who = ctx.user ? eq(liveSessionRegistrations.userId, ctx.user.id) : eq(liveSessionRegistrations.accessKey, accessKey!);
  const rows = await inChunks(ids, (part) => ctx.db.select().from(liveSessionRegistrations).where(and(who, inArray(liveSessionRegistrations.sessionId, part))).all());
  return new Map(rows.map((r) => [r.sessionId, r]));
}

async function waitlistPosition(ctx: ServiceContext, r: LiveSessionRegistration): Promise<number> {
  const [{ ahead }] = await ctx.db
    .select({ ahead: count() })
    .from(liveSessionRegistrations)
    .where(
      and(
        eq(liveSessionRegistrations.sessionId, r.sessionId),
        eq(liveSessionRegistrations.status, "waitlisted"),
        sql`(${liveSessionRegistrations.createdAt} < ${r.createdAt} OR (${liveSessionRegistrations.createdAt} = ${r.createdAt} AND ${liveSessionRegistrations.id} < ${r.id}))`,
      ),
    );
  return ahead + 1;
}

export async function presentSessions(ctx: ServiceContext, rows: LiveSession[], opts: { now?: number; accessKey?: string } = {}): Promise<LiveSessionOut[]> {
  const now = opts.now ?? Date.now();
  const ids = rows.map((r) => r.id);
  const classIds = [...new Set(rows.map((r) => r.classId).filter((c): c is string => !!c))];
  const tenantIds = [...new Set(rows.map((r) => r.tenantId).filter((t): t is string => !!t))];
  const [counts, mine, classNames, schools] = await Promise.all([
    tallies(ctx, ids),
    viewerRegistrations(ctx, ids, opts.accessKey),
    inChunks(classIds, (part) => ctx.db.select({ id: classes.id, name: classes.name }).from(classes).where(inArray(classes.id, part)).all()),
    inChunks(tenantIds, (part) => ctx.db.select({ id: tenants.id, name: tenants.schoolName }).from(tenants).where(inArray(tenants.id, part)).all()),
  ]);
  const classMap = new Map(classNames.map((c) => [c.id, c.name]));
  const schoolMap = new Map(schools.map((s) => [s.id, s.name]));
  return Promise.all(
    rows.map(async (s): Promise<LiveSessionOut> => {
      const t = counts.get(s.id) ?? { registered: 0, waitlisted: 0 };
      const reg = mine.get(s.id);
      const manager = canManage(ctx, s);
      const registered = reg?.status === "registered";
      const end = endsAt(s);
      const opensAt = s.startsAt - JOIN_OPENS_BEFORE_MS;
      const my: MyRegistrationOut | null = reg
        ? { status: reg.status, waitlist_position: reg.status === "waitlisted" ? await waitlistPosition(ctx, reg) : null, joined_at: iso(reg.joinedAt) }
        : null;
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
        class_name: s.classId ? (classMap.get(s.classId) ?? null) : null,
        platform_wide: s.tenantId === null,
        school_name: s.tenantId ? (schoolMap.get(s.tenantId) ?? null) : null,
        poster_url: fileUrl(s.posterKey),
        sdgs: parseIntList(s.sdgs),
        status: s.status,
        sequence: s.sequence,
        registered_count: t.registered,
        waitlist_count: t.waitlisted,
        seats_left: Math.max(0, s.capacity - t.registered),
        my_registration: my,
        join_opens_at: iso(opensAt)!,
        can_join: registered && s.status === "scheduled" && now >= opensAt && now < end,
        recording_url: afterwards ? s.recordingUrl : null,
        materials: afterwards ? parseMaterials(s.materials) : [],
        can_manage: manager,
        meeting_url: manager ? s.meetingUrl : null,
      };
    }),
  );
}
