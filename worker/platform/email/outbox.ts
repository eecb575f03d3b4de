import { emailOutbox } from "../../db/schema";
import type { DB } from "../../lib/db";
import { newId } from "../../lib/ids";
import { TEMPLATES, type TemplateData, type TemplateName } from "./templates";

export interface EmailMessage {
  outboxId: string;
}

export interface PreparedEmail {
  outboxId: string;
  /** The outbox INSERT, to run in the same D1 batch as the change that causes the email. */
  insert: ReturnType<typeof buildInsert>;
}

function buildInsert(db: DB, values: typeof emailOutbox.$inferInsert) {
  return db.insert(emailOutbox).values(values);
}

/**
 * Transactional outbox: the row is written together with the change that causes the email
 * (same D1 batch), then the id is put on the queue. If the queue send is lost, the cron sweep
 * re-enqueues rows still queued (queues/email.ts#sweepOutbox).
 */
export function prepareEmail<T extends TemplateName>(
  db: DB,
  input: { template: T; to: string; tenantId: string | null; data: TemplateData<T> },
): PreparedEmail {
  const data = TEMPLATES[input.template].data.parse(input.data);
  const outboxId = newId("eml");
  const subject = TEMPLATES[input.template].subject(data as never);
  return {
    outboxId,
    insert: buildInsert(db, {
      id: outboxId,
      tenantId: input.tenantId,
      template: input.template,
      toAddress: input.to,
      subject,
      payload: JSON.stringify(data),
    }),
  };
}

/** Enqueues prepared emails after their batch committed. A failed send is logged, not thrown. */
export async function dispatchEmails(queue: Queue, outboxIds: string[]): Promise<void> {
  if (outboxIds.length === 0) return;
  try {
    await queue.sendBatch(outboxIds.map((outboxId) => ({ body: { outboxId } satisfies EmailMessage })));
  } catch (err) {
    console.error(JSON.stringify({ msg: "email enqueue failed; the outbox sweep will retry", outboxIds, error: String(err) }));
  }
}
