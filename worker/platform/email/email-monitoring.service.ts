import { count, desc, eq } from "drizzle-orm";
import { emailOutbox, type EmailStatus } from "../../db/schema";
import type { ServiceContext } from "../../lib/context";
import type { OutboxEntry } from "../../contracts/email";

/** The outbox for the staff email-monitoring screen: newest first, optionally by status. */
export async function listOutbox(ctx: ServiceContext, q: { status?: EmailStatus; limit: number; offset: number }) {
  const where = q.status ? eq(emailOutbox.status, q.status) : undefined;
  const [rows, [{ total }]] = await Promise.all([
    ctx.db.select().from(emailOutbox).where(where).orderBy(desc(emailOutbox.createdAt)).limit(q.limit).offset(q.offset).all(),
    ctx.db.select({ total: count() }).from(emailOutbox).where(where),
  ]);
  const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());
  return {
    total,
    results: rows.map((r): OutboxEntry => ({
      id: r.id,
      tenant: r.tenantId,
      template: r.template,
      to: r.toAddress,
      subject: r.subject,
      status: r.status,
      attempts: r.attempts,
      last_error: r.lastError,
      created_at: iso(r.createdAt),
      updated_at: iso(r.updatedAt),
      sent_at: iso(r.sentAt),
    })),
  };
}
