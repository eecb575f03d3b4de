import { and, asc, eq, sql } from "drizzle-orm";
import { PLATFORM_AUDIENCES, SCHOOL_AUDIENCES, type LiveAudience, type LiveSessionCreateInput, type LiveSessionOut, type LiveSessionUpdateInput, type RegistrantOut } from "../../contracts/live-sessions";
import { classes, liveSessionRegistrations, liveSessions, users, type LiveSession } from "../../db/schema";
import type { ServiceContext } from "../../lib/context";
import { csvDocument } from "../../lib/csv";
import { AppError, fieldError } from "../../lib/errors";
import { tenantScope } from "../../lib/db";
import { newId } from "../../lib/ids";
import { serialiseIntList } from "../../lib/int-list";
import { knowsPerson, presentPerson } from "../../lib/people";
import { replaceImage } from "../../lib/storage";
import { insertWithSlug, uniqueSlug } from "../../lib/slugs";
import { dispatchEmails, prepareEmail } from "../../platform";
import { assertCanSchedule, endsAt, findManagedSession } from "./live-access";
import { calendarLink, pageLink, recipients, sessionLinks, sessionWhen } from "./live-emails";
import { getLiveSession } from "./live.service";

/*
 * Scheduling: staff → platform webinars (public or signed-in audience) on the platform host;
 * a school's admins and teachers → its sessions (whole school or one class; a teacher only their
 * own classes). A change of time or a cancellation raises SEQUENCE and emails every registrant.
 */

/** The audience and class a session may have here; returns the class id to store. */
async function checkAudience(ctx: ServiceContext, tenantId: string | null, audience: LiveAudience, classId: string | null | undefined): Promise<string | null> {
  if (tenantId === null) {
    if (!PLATFORM_AUDIENCES.includes(audience)) throw fieldError("audience", "A platform webinar is for everyone or for signed-in members");
    return null;
  }
  if (!SCHOOL_AUDIENCES.includes(audience)) throw fieldError("audience", "A school's session is for the whole school or one class");
  if (audience === "school") return null;
  const cls = await ctx.db
    .select({ id: classes.id, teacherId: classes.teacherId, archived: classes.archived })
    .from(classes)
    .where(tenantScope(tenantId).where(classes, eq(classes.id, classId ?? "")))
    .get();
  if (!cls || cls.archived) throw fieldError("class_id", "Choose one of this school's classes");
  const user = ctx.user!;
  if (!user.isStaff && user.role === "teacher" && cls.teacherId !== user.id) throw fieldError("class_id", "Choose one of your own classes");
  return cls.id;
}

/** The classes the caller may schedule a class session for: a school admin's every class, a teacher's own. */
export async function schedulableClasses(ctx: ServiceContext): Promise<{ id: string; name: string }[]> {
  assertCanSchedule(ctx);
  if (ctx.scope.tenantId === null) return [];
  const user = ctx.user!;
  const mine = !user.isStaff && user.role === "teacher" ? eq(classes.teacherId, user.id) : undefined;
  return ctx.db
    .select({ id: classes.id, name: classes.name })
    .from(classes)
    .where(ctx.scope.where(classes, eq(classes.archived, false), mine))
    .orderBy(asc(classes.nameKey))
    .all();
}

export async function createLiveSession(ctx: ServiceContext, input: LiveSessionCreateInput): Promise<LiveSessionOut> {
  assertCanSchedule(ctx);
  const tenantId = ctx.scope.tenantId;
  const classId = await checkAudience(ctx, tenantId, input.audience, input.class_id);
  const write = async (slug: string) =>
    (
      await ctx.db
        .insert(liveSessions)
        .values(
          ctx.scope.values({
            id: newId("lvs"),
            slug,
            title: input.title,
            description: input.description ?? "",
            hostName: input.host_name,
            startsAt: Date.parse(input.starts_at),
            timeZone: input.time_zone,
            durationMinutes: input.duration_minutes,
            capacity: input.capacity,
            audience: input.audience,
            classId,
            meetingUrl: input.meeting_url,
            sdgs: serialiseIntList(input.sdgs ?? []),
            recordingUrl: input.recording_url ?? null,
            materials: JSON.stringify(input.materials ?? []),
            createdBy: ctx.user!.id,
          }),
        )
        .returning()
    )[0];
  const row = await insertWithSlug(() => uniqueSlug(ctx.db, liveSessions, liveSessions.slug, input.title, "session"), write);
  return getLiveSession(ctx, row.slug);
}

/** Fields a calendar shows: a change to any of them raises SEQUENCE. */
const CALENDAR_FIELDS = ["title", "starts_at", "duration_minutes", "meeting_url", "description"] as const;

export async function updateLiveSession(ctx: ServiceContext, idOrSlug: string, input: LiveSessionUpdateInput, now = Date.now()): Promise<LiveSessionOut> {
  const s = await findManagedSession(ctx, idOrSlug);
  if (s.status === "cancelled") throw new AppError("CONFLICT", "This session was cancelled and can no longer be changed.");
  const set: Partial<typeof liveSessions.$inferInsert> = { updatedAt: now };
  if (input.title !== undefined) set.title = input.title;
  if (input.description !== undefined) set.description = input.description;
  if (input.host_name !== undefined) set.hostName = input.host_name;
  if (input.starts_at !== undefined) set.startsAt = Date.parse(input.starts_at);
  if (input.time_zone !== undefined) set.timeZone = input.time_zone;
  if (input.duration_minutes !== undefined) set.durationMinutes = input.duration_minutes;
  if (input.capacity !== undefined) set.capacity = input.capacity;
  if (input.meeting_url !== undefined) set.meetingUrl = input.meeting_url;
  if (input.sdgs !== undefined) set.sdgs = serialiseIntList(input.sdgs);
  if (input.recording_url !== undefined) set.recordingUrl = input.recording_url;
  if (input.materials !== undefined) set.materials = JSON.stringify(input.materials);
  if (input.audience !== undefined || input.class_id !== undefined) {
    const audience = input.audience ?? s.audience;
    set.audience = audience;
    set.classId = await checkAudience(ctx, s.tenantId, audience, input.class_id === undefined ? s.classId : input.class_id);
  }
  const before: Record<(typeof CALENDAR_FIELDS)[number], unknown> = { title: s.title, starts_at: s.startsAt, duration_minutes: s.durationMinutes, meeting_url: s.meetingUrl, description: s.description };
  const after: typeof before = { title: set.title ?? s.title, starts_at: set.startsAt ?? s.startsAt, duration_minutes: set.durationMinutes ?? s.durationMinutes, meeting_url: set.meetingUrl ?? s.meetingUrl, description: set.description ?? s.description };
  const calendarChanged = CALENDAR_FIELDS.some((f) => before[f] !== after[f]);
  const timeChanged = before.starts_at !== after.starts_at || before.duration_minutes !== after.duration_minutes;
  if (calendarChanged) set.sequence = s.sequence + 1;
  const updated = { ...s, ...set } as LiveSession;
  const emails = timeChanged ? await changeEmails(ctx, updated, false, "") : [];
  await ctx.db.batch([ctx.db.update(liveSessions).set(set).where(and(eq(liveSessions.id, s.id), eq(liveSessions.sequence, s.sequence))), ...emails.map((e) => e.insert)]);
  ctx.waitUntil(dispatchEmails(ctx.env.EMAIL_QUEUE, emails.map((e) => e.outboxId)));
  return getLiveSession(ctx, s.slug, undefined, now);
}

async function changeEmails(ctx: ServiceContext, s: LiveSession, cancelled: boolean, note: string) {
  const links = await sessionLinks(ctx.db, ctx.env, s, ctx.origin);
  const to = await recipients(ctx.db, s.id);
  return to.map((r) =>
    prepareEmail(ctx.db, {
      template: "live_session_changed",
      to: r.email,
      tenantId: s.tenantId,
      data: { school_name: links.brand, name: r.name, title: s.title, when: sessionWhen(s), starts_at: s.startsAt, time_zone: s.timeZone, cancelled, note, link: pageLink(links, s, r.visitor ? r.accessKey : null), calendar_link: calendarLink(links, s, r.accessKey) },
    }),
  );
}

export async function cancelLiveSession(ctx: ServiceContext, idOrSlug: string, reason: string | undefined, now = Date.now()): Promise<LiveSessionOut> {
  const s = await findManagedSession(ctx, idOrSlug);
  if (s.status === "cancelled") return getLiveSession(ctx, s.slug, undefined, now);
  if (now >= endsAt(s)) throw new AppError("CONFLICT", "This session has already taken place.");
  const updated: LiveSession = { ...s, status: "cancelled", sequence: s.sequence + 1 };
  const emails = await changeEmails(ctx, updated, true, reason ?? "");
  const [result] = await ctx.db.batch([
    ctx.db
      .update(liveSessions)
      .set({ status: "cancelled", sequence: updated.sequence, updatedAt: now })
      .where(and(eq(liveSessions.id, s.id), eq(liveSessions.status, "scheduled"))),
    ...emails.map((e) => e.insert),
  ]);
  if (result.meta.changes > 0) ctx.waitUntil(dispatchEmails(ctx.env.EMAIL_QUEUE, emails.map((e) => e.outboxId)));
  return getLiveSession(ctx, s.slug, undefined, now);
}

export async function setPoster(ctx: ServiceContext, idOrSlug: string, file: File | undefined): Promise<LiveSessionOut> {
  const s = await findManagedSession(ctx, idOrSlug);
  await replaceImage(ctx.env.FILES, { ownerTenantId: s.tenantId, kind: "covers", oldKey: s.posterKey, file, field: "poster" }, (key) =>
    ctx.db.update(liveSessions).set({ posterKey: key, updatedAt: Date.now() }).where(eq(liveSessions.id, s.id)),
  );
  return getLiveSession(ctx, s.slug);
}

/** Registrants and attendance, for the session's managers. A child of another school shows as "Ava F.", without contact details. */
export async function registrants(ctx: ServiceContext, idOrSlug: string): Promise<{ session: LiveSession; results: RegistrantOut[] }> {
  const s = await findManagedSession(ctx, idOrSlug);
  const rows = await ctx.db
    .select({ r: liveSessionRegistrations, u: { id: users.id, first_name: users.firstName, last_name: users.lastName, email: users.email, role: users.role, tenant_id: users.tenantId } })
    .from(liveSessionRegistrations)
    .leftJoin(users, eq(users.id, liveSessionRegistrations.userId))
    .where(eq(liveSessionRegistrations.sessionId, s.id))
    .orderBy(sql`CASE ${liveSessionRegistrations.status} WHEN 'registered' THEN 0 WHEN 'waitlisted' THEN 1 ELSE 2 END`, asc(liveSessionRegistrations.createdAt), asc(liveSessionRegistrations.id))
    .all();
  const results = rows.map(({ r, u }): RegistrantOut => {
    const base = { id: r.id, status: r.status, registered_at: new Date(r.createdAt).toISOString(), joined_at: r.joinedAt ? new Date(r.joinedAt).toISOString() : null };
    if (!u) return { ...base, first_name: r.name ?? "", last_name: "", email: r.email, role: null };
    const shown = presentPerson(ctx.user, u, u.id);
    if (!knowsPerson(ctx.user, u)) return { ...base, first_name: shown.first_name, last_name: shown.last_name, email: null, role: u.role };
    return { ...base, first_name: u.first_name, last_name: u.last_name, email: u.email, role: u.role };
  });
  return { session: s, results };
}

export async function registrantsCsv(ctx: ServiceContext, idOrSlug: string): Promise<{ filename: string; body: string }> {
  const { session, results } = await registrants(ctx, idOrSlug);
  const body = csvDocument(
    ["First name", "Last name", "Email", "Role", "Status", "Registered at (UTC)", "Joined at (UTC)"],
    results.map((r) => [r.first_name, r.last_name, r.email, r.role, r.status, r.registered_at, r.joined_at]),
  );
  return { filename: `${session.slug}-registrants.csv`, body };
}
