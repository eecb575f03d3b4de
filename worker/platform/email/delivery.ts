import { logInfo } from "../../lib/log";
import { and, eq, isNull, lt, or, sql } from "drizzle-orm";
import { z } from "zod";
import { emailOutbox, tenants, users } from "../../db/schema";
import { isLocale, type Locale } from "../../contracts/locales";
import { PLATFORM_NAME } from "../../contracts/brand";
import { siteOrigin } from "../../lib/origins";
import { fileUrl } from "../../lib/storage";
import { createDb, tenantScope, type DB } from "../../lib/db";
import { backoffSeconds, type QueueHandler } from "../../lib/queue";
import { PLATFORM_EMAIL_BRAND, renderTemplate, type EmailBrand } from "./templates";
import { transportFor, type EmailTransport } from "./transports";
import { dispatchEmails, type EmailMessage } from "./outbox";

/** Deliveries per outbox row before it is marked failed (wrangler.toml: max_retries = 4, so 5). */
export const MAX_EMAIL_ATTEMPTS = 5;
/** How long one consumer holds a row while it sends; a crash releases it after this. */
const CLAIM_MS = 60_000;
/** Rows still queued this long after their last change were lost on the way to the queue. */
const SWEEP_AFTER_MS = 10 * 60_000;

export const emailMessageSchema: z.ZodType<EmailMessage> = z.object({ outboxId: z.string().regex(/^eml_[a-z0-9]+$/) });


export type DeliveryOutcome =
  | { kind: "sent" }
  | { kind: "skip"; reason: "missing" | "already-sent" | "already-failed" }
  | { kind: "busy" }
  | { kind: "retry"; delaySeconds: number; error: string }
  | { kind: "failed"; error: string };

class PermanentEmailError extends Error {}

/** The brand an outbox row is sent in: its school's (name, colour, logo, site, office address) or the platform's. */
export type BrandLookup = (tenantId: string | null) => Promise<EmailBrand>;

export function emailBrands(db: DB, env?: Pick<Env, "PLATFORM_DOMAIN" | "ENVIRONMENT">): BrandLookup {
  return async (tenantId) => {
    const origin = (site: Parameters<typeof siteOrigin>[1]) => (env ? siteOrigin(env, site) : null);
    if (!tenantId) return { ...PLATFORM_EMAIL_BRAND, name: PLATFORM_NAME, siteUrl: origin(null) };
    const t = await db
      .select({ name: tenants.schoolName, colour: tenants.primaryColor, logoKey: tenants.logoKey, email: tenants.schoolEmail, subdomain: tenants.subdomain, domainUrl: tenants.domainUrl, locale: tenants.locale, country: tenants.country })
      .from(tenants)
      .where(eq(tenants.id, tenantId))
      .get();
    if (!t) return PLATFORM_EMAIL_BRAND;
    const site = origin({ subdomain: t.subdomain, domainUrl: t.domainUrl });
    const logo = fileUrl(t.logoKey);
    return { name: t.name, colour: t.colour, logoUrl: logo && site ? `${site}${logo}` : null, siteUrl: site, replyTo: t.email || null, locale: isLocale(t.locale) ? t.locale : "en", country: t.country };
  };
}

/**
 * The language an outbox row is sent in, decided at delivery so a changed choice applies to the
 * next email: the language the row was written with (a visitor's), else the recipient's own choice
 * (an account with that address on the row's school or the platform), else the school's, else English.
 * A value that is not one of LOCALES counts as absent.
 */
export async function recipientLocale(db: DB, row: { locale: string | null; toAddress: string; tenantId: string | null }, schoolLocale: Locale): Promise<Locale> {
  if (row.locale && isLocale(row.locale)) return row.locale;
  const user = await db
    .select({ locale: users.locale })
    .from(users)
    .where(tenantScope(row.tenantId).withPlatform(users, eq(users.email, row.toAddress)))
    .get();
  if (user?.locale && isLocale(user.locale)) return user.locale;
  return schoolLocale;
}

/** Claims the outbox row, renders and sends it once, and records the result. */
export async function deliverOutboxEmail(db: DB, transport: EmailTransport, from: string, outboxId: string, now = Date.now(), brandOf: BrandLookup = emailBrands(db)): Promise<DeliveryOutcome> {
  const [row] = await db
    .update(emailOutbox)
    .set({ claimedUntil: now + CLAIM_MS, attempts: sql`${emailOutbox.attempts} + 1`, updatedAt: now })
    .where(
      and(
        eq(emailOutbox.id, outboxId),
        eq(emailOutbox.status, "queued"),
        or(isNull(emailOutbox.claimedUntil), lt(emailOutbox.claimedUntil, now)),
      ),
    )
    .returning();

  if (!row) {
    const current = await db.select().from(emailOutbox).where(eq(emailOutbox.id, outboxId)).get();
    if (!current) return { kind: "skip", reason: "missing" };
    if (current.status === "sent") return { kind: "skip", reason: "already-sent" };
    if (current.status === "failed") return { kind: "skip", reason: "already-failed" };
    return { kind: "busy" };
  }

  try {
    const brand = await brandOf(row.tenantId);
    const locale = await recipientLocale(db, row, brand.locale ?? "en");
    let rendered;
    try {
      rendered = renderTemplate(row.template, JSON.parse(row.payload), brand, locale);
    } catch (err) {
      throw new PermanentEmailError(`Cannot render template: ${err instanceof Error ? err.message : String(err)}`);
    }
    const result = await transport.send({ id: row.id, from, to: row.toAddress, replyTo: brand.replyTo, ...rendered });
    await db
      .update(emailOutbox)
      .set({ status: "sent", sentAt: Date.now(), providerMessageId: result.providerMessageId, lastError: null, claimedUntil: null })
      .where(eq(emailOutbox.id, row.id));
    return { kind: "sent" };
  } catch (err) {
    const error = (err instanceof Error ? err.message : String(err)).slice(0, 1000);
    const final = err instanceof PermanentEmailError || row.attempts >= MAX_EMAIL_ATTEMPTS;
    await db
      .update(emailOutbox)
      .set({ status: final ? "failed" : "queued", lastError: error, claimedUntil: null })
      .where(eq(emailOutbox.id, row.id));
    return final ? { kind: "failed", error } : { kind: "retry", delaySeconds: backoffSeconds(row.attempts), error };
  }
}

/** schools-email: send each outbox row once; failures retry with backoff, then show as failed in email monitoring. */
export const emailQueueHandler: QueueHandler<EmailMessage> = {
  name: "email",
  schema: emailMessageSchema,
  async handle(env, { outboxId }) {
    const db = createDb(env.DB);
    const outcome = await deliverOutboxEmail(db, transportFor(env, db), env.EMAIL_FROM, outboxId, Date.now(), emailBrands(db, env));
    log(env, outboxId, outcome);
    if (outcome.kind === "retry") return { kind: "retry", delaySeconds: outcome.delaySeconds };
    if (outcome.kind === "busy") return { kind: "retry", delaySeconds: CLAIM_MS / 1000 };
    return { kind: "ack" };
  },
  /** Whatever reached the dead-letter queue is recorded as failed so the monitoring screen shows it. */
  async deadLetter(env, { outboxId }) {
    await createDb(env.DB)
      .update(emailOutbox)
      .set({ status: "failed", lastError: "Moved to the dead-letter queue after repeated delivery failures", claimedUntil: null })
      .where(and(eq(emailOutbox.id, outboxId), eq(emailOutbox.status, "queued")));
  },
};

/** Cron: re-enqueue rows whose queue send was lost. Returns how many were re-enqueued. */
export async function sweepOutbox(env: Env, now = Date.now()): Promise<number> {
  const db = createDb(env.DB);
  const stale = await db
    .update(emailOutbox)
    .set({ updatedAt: now })
    .where(
      and(
        eq(emailOutbox.status, "queued"),
        lt(emailOutbox.updatedAt, now - SWEEP_AFTER_MS),
        or(isNull(emailOutbox.claimedUntil), lt(emailOutbox.claimedUntil, now)),
      ),
    )
    .returning({ id: emailOutbox.id });
  await dispatchEmails(env.EMAIL_QUEUE, stale.map((r) => r.id));
  return stale.length;
}

function log(env: Env, outboxId: string, outcome: DeliveryOutcome) {
  const record = { msg: "email delivery", outboxId, ...outcome };
  if (outcome.kind === "failed" || outcome.kind === "retry") console.warn(JSON.stringify(record));
  else logInfo(env, record);
}
