import { logInfo } from "../../lib/log";
import { and, eq, isNull, lt, or, sql } from "drizzle-orm";
import { z } from "zod";
import { emailOutbox } from "../../db/schema";
import { createDb, type DB } from "../../lib/db";
import { backoffSeconds, type QueueHandler } from "../../lib/queue";
import { renderTemplate } from "./templates";
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

/** Claims the outbox row, renders and sends it once, and records the result. */
export async function deliverOutboxEmail(db: DB, transport: EmailTransport, from: string, outboxId: string, now = Date.now()): Promise<DeliveryOutcome> {
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
    let rendered;
    try {
      rendered = renderTemplate(row.template, JSON.parse(row.payload));
    } catch (err) {
      throw new PermanentEmailError(`Cannot render template: ${err instanceof Error ? err.message : String(err)}`);
    }
    const result = await transport.send({ id: row.id, from, to: row.toAddress, ...rendered });
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
    const outcome = await deliverOutboxEmail(db, transportFor(env, db), env.EMAIL_FROM, outboxId);
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
