import { eq, sql, type SQL } from "drizzle-orm";
import { brandName } from "../../contracts/brand";
import { DEFAULT_LOCALE, dateLocale, type Locale } from "../../contracts/locales";
import { liveSessionRegistrations, tenants, users, type LiveSession } from "../../db/schema";
import type { DB } from "../../lib/db";
import { siteOrigin } from "../../lib/origins";
import { prepareEmailWhen } from "../../platform";

/**
 * "Thursday 26 November 2026 at 17:00 (Europe/London)": the time as the session was scheduled, in
 * its zone; in English for the emails' stored `when`, in the reader's language for an answer, English
 * in the school's country's way (as the emails' templates write it at delivery: platform/email/templates.ts whenOf).
 */
export function sessionWhen(s: Pick<LiveSession, "startsAt" | "timeZone">, locale: Locale = DEFAULT_LOCALE, country: string | null = null): string {
  const text = new Intl.DateTimeFormat(dateLocale(locale, country), { dateStyle: "full", timeStyle: "short", timeZone: s.timeZone }).format(new Date(s.startsAt));
  return `${text} (${s.timeZone})`;
}

export interface SessionLinks {
  brand: string;
  origin: string;
}

/** The school's name and origin for a session's emails (the platform's for a webinar). */
export async function sessionLinks(db: DB, env: Env, s: LiveSession, origin?: string): Promise<SessionLinks> {
  const tenant = s.tenantId ? await db.select().from(tenants).where(eq(tenants.id, s.tenantId)).get() : null;
  return { brand: brandName(tenant?.schoolName), origin: origin ?? siteOrigin(env, tenant ?? null) };
}

/** The session's page; a visitor's (no account) carries their key, which shows and opens their place. */
export const pageLink = (links: SessionLinks, s: LiveSession, visitorKey?: string | null) => `${links.origin}/webinar/${s.slug}${visitorKey ? `?key=${visitorKey}` : ""}`;
export const calendarLink = (links: SessionLinks, s: LiveSession, accessKey: string) => `${links.origin}/api/live-sessions/${s.slug}/calendar.ics?key=${accessKey}`;

export interface Recipient {
  registrationId: string;
  accessKey: string;
  email: string;
  name: string;
  tenantId: string | null;
  /** A visitor of a public webinar (no account): their links carry their key. */
  visitor: boolean;
}

/** Everyone holding a place or waiting for one, with an address to write to. */
export async function recipients(db: DB, sessionId: string, statuses: ("registered" | "waitlisted")[] = ["registered", "waitlisted"]): Promise<Recipient[]> {
  const rows = await db
    .select({
      registrationId: liveSessionRegistrations.id,
      accessKey: liveSessionRegistrations.accessKey,
      status: liveSessionRegistrations.status,
      email: sql<string | null>`coalesce(${users.email}, ${liveSessionRegistrations.email})`,
      name: sql<string>`coalesce(${users.firstName}, ${liveSessionRegistrations.name}, '')`,
      tenantId: users.tenantId,
      userId: liveSessionRegistrations.userId,
    })
    .from(liveSessionRegistrations)
    .leftJoin(users, eq(users.id, liveSessionRegistrations.userId))
    .where(eq(liveSessionRegistrations.sessionId, sessionId))
    .all();
  return rows
    .filter((r): r is typeof r & { email: string } => !!r.email && (statuses as string[]).includes(r.status))
    .map((r) => ({ registrationId: r.registrationId, accessKey: r.accessKey, email: r.email, name: r.name || "there", tenantId: r.tenantId ?? null, visitor: r.userId === null }));
}

/** A "you're registered / waitlisted / moved up" email, written only when `when` holds in the batch. */
export function noticeEmail(s: LiveSession, links: SessionLinks, to: { email: string; name: string; accessKey: string; visitor?: boolean }, statusLine: string, when: SQL, now: number) {
  return prepareEmailWhen(
    {
      template: "live_session_notice",
      to: to.email,
      tenantId: s.tenantId,
      data: { school_name: links.brand, name: to.name, title: s.title, when: sessionWhen(s), starts_at: s.startsAt, time_zone: s.timeZone, status_line: statusLine, link: pageLink(links, s, to.visitor ? to.accessKey : null), calendar_link: calendarLink(links, s, to.accessKey) },
    },
    when,
    now,
  );
}
