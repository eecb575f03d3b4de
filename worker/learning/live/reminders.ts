import { and, eq, gt, lte, sql } from "drizzle-orm";
import type { ReminderKind } from "../../contracts/live-sessions";
import { liveSessionReminders, liveSessions } from "../../db/schema";
import { createDb, rawBatch } from "../../lib/db";
import { dispatchEmails, prepareEmailWhen } from "../../platform";
import { calendarLink, pageLink, recipients, sessionLinks, sessionWhen } from "./live-emails";

/*
 * The reminders cron (every 10 minutes): 24 hours and 1 hour before the start, each registrant
 * gets each reminder once. The reminder row (UNIQUE registration + kind, INSERT … ON CONFLICT DO
 * NOTHING) and its email are one batch, and the email is written only while that row is absent,
 * one, so a second run, a retry or an overlapping run sends nothing more (D1 runs a batch as
 * one transaction, so two runs cannot both see the row missing).
 */

const HOUR = 3_600_000;
const WINDOWS: { kind: ReminderKind; lead: string; from: number; to: number }[] = [
  // Within 24 h of the start but more than 1 h away: the day-before reminder.
  { kind: "24h", lead: "in 24 hours", from: HOUR, to: 24 * HOUR },
  { kind: "1h", lead: "in 1 hour", from: 0, to: HOUR },
];

export async function sendLiveSessionReminders(env: Env, now = Date.now()): Promise<number> {
  const db = createDb(env.DB);
  const outboxIds: string[] = [];
  for (const w of WINDOWS) {
    const due = await db
      .select()
      .from(liveSessions)
      .where(and(eq(liveSessions.status, "scheduled"), gt(liveSessions.startsAt, now + w.from), lte(liveSessions.startsAt, now + w.to)))
      .all();
    for (const s of due) {
      const to = await recipients(db, s.id, ["registered"]);
      if (to.length === 0) continue;
      const links = await sessionLinks(db, env, s);
      const sent = to.map((r) => {
        const email = prepareEmailWhen(
          {
            template: "live_session_reminder",
            to: r.email,
            tenantId: s.tenantId,
            data: { school_name: links.brand, name: r.name, title: s.title, when: sessionWhen(s), starts_at: s.startsAt, time_zone: s.timeZone, lead: w.lead, link: pageLink(links, s, r.visitor ? r.accessKey : null), calendar_link: calendarLink(links, s, r.accessKey) },
          },
          sql`NOT EXISTS (SELECT 1 FROM ${liveSessionReminders} WHERE ${liveSessionReminders.registrationId} = ${r.registrationId} AND ${liveSessionReminders.kind} = ${w.kind})`,
          now,
        );
        const claim = sql`INSERT INTO ${liveSessionReminders} (session_id, registration_id, kind, outbox_id, sent_at) VALUES (${s.id}, ${r.registrationId}, ${w.kind}, ${email.outboxId}, ${now}) ON CONFLICT DO NOTHING`;
        return { email, claim };
      });
      // One transaction: each email only while its reminder row is absent, then the row.
      const results = await rawBatch(env.DB, sent.flatMap((x) => [x.email.statement, x.claim]));
      sent.forEach((x, i) => {
        if ((results[i * 2]?.meta.changes ?? 0) > 0) outboxIds.push(x.email.outboxId);
      });
    }
  }
  await dispatchEmails(env.EMAIL_QUEUE, outboxIds);
  return outboxIds.length;
}
