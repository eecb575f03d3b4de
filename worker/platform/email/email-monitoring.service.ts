import { and, count, desc, eq, sql } from "drizzle-orm";
import { emailOutbox, type EmailStatus } from "../../db/schema";
import type { ServiceContext } from "../../lib/context";
import type { EmailPreviewOut, OutboxEntry } from "../../contracts/email";
import type { Locale } from "../../contracts/locales";
import { AppError, notFound } from "../../lib/errors";
import { emailBrands } from "./delivery";
import { TEMPLATE_SAMPLES } from "./samples";
import { isTemplateName, renderTemplate, TEMPLATES } from "./templates";
import { readBatch } from "../../lib/db";
import { dispatchEmails } from "./outbox";
import { prepareAuditEntryIf } from "../audit/audit-entry";

/** The outbox for the staff email-monitoring screen: newest first, optionally by status. */
export async function listOutbox(ctx: ServiceContext, q: { status?: EmailStatus; limit: number; offset: number }) {
  const where = q.status ? eq(emailOutbox.status, q.status) : undefined;
  const [rows, [{ total }]] = await readBatch(ctx.db, [
    ctx.db.select().from(emailOutbox).where(where).orderBy(desc(emailOutbox.createdAt)).limit(q.limit).offset(q.offset),
    ctx.db.select({ total: count() }).from(emailOutbox).where(where),
  ] as const);
  return { total, results: rows.map(presentOutboxRow) };
}

const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());
const presentOutboxRow = (r: typeof emailOutbox.$inferSelect): OutboxEntry => ({
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
});

/**
 * Staff send a failed email again (once the provider or the address is fixed): it goes back on the
 * queue with fresh attempts, rendered from its stored payload as at first. Only a failed row moves,
 * so a click on a stale screen never sends an email twice.
 */
export async function retryFailedEmail(ctx: ServiceContext, id: string): Promise<OutboxEntry> {
  const now = Date.now();
  // The action log's entry in the same batch, written only if this request moved the row (not the recipient: an address).
  const [[row]] = await ctx.db.batch([
    ctx.db
      .update(emailOutbox)
      .set({ status: "queued", attempts: 0, lastError: null, claimedUntil: null, updatedAt: now })
      .where(and(eq(emailOutbox.id, id), eq(emailOutbox.status, "failed")))
      .returning(),
    prepareAuditEntryIf(
      ctx,
      { action: "email.retry", tenantId: null, target: { type: "email", id, label: null } },
      emailOutbox,
      and(eq(emailOutbox.id, id), sql`changes() = 1`)!,
      now,
    ),
  ]);
  if (!row) {
    const current = await ctx.db.select({ id: emailOutbox.id }).from(emailOutbox).where(eq(emailOutbox.id, id)).get();
    if (!current) throw notFound("No such email.");
    throw new AppError("CONFLICT", "Only a failed email can be sent again.");
  }
  await dispatchEmails(ctx.env.EMAIL_QUEUE, [row.id]);
  return presentOutboxRow(row);
}

export const templateNames = () => Object.keys(TEMPLATES).sort();

/**
 * A template filled with sample content in a school's brand (or the platform's), as it would be
 * sent: subject, HTML, plain text and reply-to. Staff preview any template for any school, in any
 * language (by default the school's).
 */
export async function previewTemplate(ctx: ServiceContext, name: string, tenantId: string | null, locale?: Locale): Promise<EmailPreviewOut> {
  if (!isTemplateName(name)) throw new AppError("NOT_FOUND", "There is no email template with this name.");
  const brand = await emailBrands(ctx.db, ctx.env)(tenantId);
  if (tenantId && brand.siteUrl === null) throw new AppError("NOT_FOUND", "School not found");
  const sample = TEMPLATE_SAMPLES[name](brand.siteUrl ?? "https://example.org", brand.name);
  const language = locale ?? brand.locale ?? "en";
  const rendered = renderTemplate(name, sample, brand, language);
  return { template: name, school: brand.name, reply_to: brand.replyTo, locale: language, ...rendered };
}
