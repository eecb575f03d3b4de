/** Email outbox statuses, shared by the outbox table and the staff email-monitoring screen. */
export const EMAIL_STATUSES = ["queued", "sent", "failed"] as const;
export type EmailStatus = (typeof EMAIL_STATUSES)[number];

export interface OutboxEntry {
  id: string;
  tenant: string | null;
  template: string;
  to: string;
  subject: string;
  status: EmailStatus;
  attempts: number;
  last_error: string | null;
  created_at: string | null;
  updated_at: string | null;
  sent_at: string | null;
}

/** GET /api/super-admin/email-templates/{name}/preview?tenant=&locale=: a template with sample content in a school's brand and a language. */
export interface EmailPreviewOut {
  template: string;
  school: string;
  /** The language it is rendered in (en, hi, ar). */
  locale: string;
  reply_to: string | null;
  subject: string;
  html: string;
  text: string;
}
