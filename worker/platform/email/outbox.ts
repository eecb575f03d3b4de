import { sql, type SQL } from "drizzle-orm";
import { emailOutbox } from "../../db/schema";
import type { DB } from "../../lib/db";
import { chunk } from "../../lib/d1-limits";
import { newId } from "../../lib/ids";
import { QUEUE_BATCH_MESSAGES } from "../../lib/queue";
import { TEMPLATES, type TemplateData, type TemplateName } from "./templates";
import { translator } from "./translate";
import type { Locale } from "../../contracts/locales";

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

type EmailInput<T extends TemplateName> = {
  template: T;
  to: string;
  tenantId: string | null;
  data: TemplateData<T>;
  /** The language asked for (a visitor's, from their request); left out, delivery picks the recipient's, else the school's. */
  locale?: Locale | null;
};

/** The outbox row of an email: template data validated, subject rendered (in English: email monitoring's list). */
function outboxRow<T extends TemplateName>(input: EmailInput<T>): typeof emailOutbox.$inferInsert & { id: string; subject: string; payload: string } {
  const data = TEMPLATES[input.template].data.parse(input.data);
  return {
    id: newId("eml"),
    tenantId: input.tenantId,
    template: input.template,
    toAddress: input.to,
    subject: TEMPLATES[input.template].subject(data as never, translator("en")),
    payload: JSON.stringify(data),
    locale: input.locale ?? null,
  };
}

/**
 * Transactional outbox: the row is written together with the change that causes the email
 * (same D1 batch), then the id is put on the queue. If the queue send is lost, the cron sweep
 * re-enqueues rows still queued (platform/email/delivery.ts#sweepOutbox).
 */
export function prepareEmail<T extends TemplateName>(db: DB, input: EmailInput<T>): PreparedEmail {
  const row = outboxRow(input);
  return { outboxId: row.id, insert: buildInsert(db, row) };
}

/**
 * The same, as a raw statement that writes the row only `when` a condition holds inside the batch
 * (another domain's guard, e.g. "the order is still unpaid"), for batches of hand-written SQL.
 */
export function prepareEmailWhen<T extends TemplateName>(input: EmailInput<T>, when: SQL, now = Date.now()): { outboxId: string; statement: SQL } {
  const row = outboxRow(input);
  return {
    outboxId: row.id,
    statement: sql`INSERT INTO ${emailOutbox} (id, tenant_id, template, to_address, subject, payload, locale, status, attempts, created_at, updated_at)
      SELECT ${row.id}, ${row.tenantId}, ${row.template}, ${row.toAddress}, ${row.subject}, ${row.payload}, ${row.locale}, 'queued', 0, ${now}, ${now} WHERE ${when}`,
  };
}

/** Enqueues prepared emails after their batch committed. A failed send is logged, not thrown. */
export async function dispatchEmails(queue: Queue, outboxIds: string[]): Promise<void> {
  // Queues takes at most QUEUE_BATCH_MESSAGES messages a sendBatch (and 256 KB; an id is ~40 bytes):
  // a list of 200 invitations, or a sweep of 300 rows, goes in slices, each failing on its own.
  await Promise.all(
    chunk(outboxIds, QUEUE_BATCH_MESSAGES).map(async (ids) => {
      try {
        await queue.sendBatch(ids.map((outboxId) => ({ body: { outboxId } satisfies EmailMessage })));
      } catch (err) {
        console.error(JSON.stringify({ msg: "email enqueue failed; the outbox sweep will retry", outboxIds: ids, error: String(err) }));
      }
    }),
  );
}
