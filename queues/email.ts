import { and, eq, isNull, lt, or, sql } from "drizzle-orm";
import { z } from "zod";
import { emailOutbox } from "../worker/db/schema";
import { createDb, type DB } from "../worker/lib/db";
import { renderTemplate } from "../worker/platform";
import { transportFor, type EmailTransport } from "../worker/platform";
import { dispatchEmails } from "../worker/platform";

/** Deliveries per outbox row before it is marked failed (wrangler.toml: max_retries = 4, so 5). */
export const MAX_EMAIL_ATTEMPTS = 5;
/** How long one consumer holds a row while it sends; a crash releases it after this. */
const CLAIM_MS = 60_000;
/** Rows still queued this long after their last change were lost on the way to the queue. */
const SWEEP_AFTER_MS = 10 * 60_000;

export const emailMessageSchema = z.object({ outboxId: z.string().regex(/^eml_[a-z0-9]+$/) });

/** 30 s, 60 s, 120 s, 240 s … capped at one hour. */
export const backoffSeconds = (attempt: number) => Math.min(30 * 2 ** Math.max(0, attempt - 1), 3600);

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

export async function handleEmailBatch(batch: MessageBatch<unknown>, env: Env): Promise<void> {
  const db = createDb(env.DB);
  const transport = transportFor(env, db);
  for (const message of batch.messages) {
    const parsed = emailMessageSchema.safeParse(message.body);
    if (!parsed.success) {
      console.error(JSON.stringify({ msg: "email message rejected: malformed body", id: message.id }));
      message.ack();
      continue;
    }
    try {
      const outcome = await deliverOutboxEmail(db, transport, env.EMAIL_FROM, parsed.data.outboxId);
      log(parsed.data.outboxId, outcome);
      if (outcome.kind === "retry") message.retry({ delaySeconds: outcome.delaySeconds });
      else if (outcome.kind === "busy") message.retry({ delaySeconds: CLAIM_MS / 1000 });
      else message.ack();
    } catch (err) {
      // D1 itself failed: let the queue redeliver (and dead-letter after max_retries).
      console.error(JSON.stringify({ msg: "email delivery crashed", outboxId: parsed.data.outboxId, error: String(err) }));
      message.retry({ delaySeconds: backoffSeconds(message.attempts) });
    }
  }
}

/** Dead-letter queue: whatever reached it is recorded as failed so the monitoring screen shows it. */
export async function handleEmailDeadLetters(batch: MessageBatch<unknown>, env: Env): Promise<void> {
  const db = createDb(env.DB);
  for (const message of batch.messages) {
    const parsed = emailMessageSchema.safeParse(message.body);
    if (parsed.success) {
      await db
        .update(emailOutbox)
        .set({ status: "failed", lastError: "Moved to the dead-letter queue after repeated delivery failures", claimedUntil: null })
        .where(and(eq(emailOutbox.id, parsed.data.outboxId), eq(emailOutbox.status, "queued")));
    }
    message.ack();
  }
}

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

function log(outboxId: string, outcome: DeliveryOutcome) {
  const level = outcome.kind === "failed" || outcome.kind === "retry" ? "warn" : "info";
  console[level === "warn" ? "warn" : "log"](JSON.stringify({ msg: "email delivery", outboxId, ...outcome }));
}
