import { devMailbox } from "../../db/schema";
import type { DB } from "../../lib/db";
import { newId } from "../../lib/ids";
import type { RenderedEmail } from "./templates";

export interface OutgoingEmail extends RenderedEmail {
  /** The outbox id: the provider's idempotency key, so a redelivered message is not sent twice. */
  id: string;
  from: string;
  to: string;
  /** The school's office address, so a reply reaches people rather than a no-reply mailbox. */
  replyTo?: string | null;
}

export interface EmailTransport {
  readonly name: string;
  send(email: OutgoingEmail): Promise<{ providerMessageId: string | null }>;
}

/** Local development: the message is stored in D1 and read at GET /api/dev/mailbox. */
export function mailboxTransport(db: DB): EmailTransport {
  return {
    name: "mailbox",
    async send(email) {
      const id = newId("mbx");
      await db
        .insert(devMailbox)
        .values({
          id,
          outboxId: email.id,
          toAddress: email.to,
          fromAddress: email.from,
          subject: email.subject,
          html: email.html,
          text: email.text,
          createdAt: Date.now(),
        })
        .onConflictDoNothing({ target: devMailbox.outboxId });
      return { providerMessageId: id };
    },
  };
}

export const RESEND_ENDPOINT = "https://api.resend.com/emails";

/**
 * Production: Resend's HTTP API (plain fetch, works from Workers). The outbox id is sent as the
 * Idempotency-Key, so a retry after an ambiguous failure cannot produce a second email.
 */
export function resendTransport(apiKey: string): EmailTransport {
  return {
    name: "resend",
    async send(email) {
      if (!apiKey) throw new Error("RESEND_API_KEY is not configured");
      const res = await fetch(RESEND_ENDPOINT, {
        method: "POST",
        headers: {
          Authorization: `Bearer ${apiKey}`,
          "Content-Type": "application/json",
          "Idempotency-Key": email.id,
        },
        body: JSON.stringify({ from: email.from, to: [email.to], subject: email.subject, html: email.html, text: email.text, ...(email.replyTo ? { reply_to: email.replyTo } : {}) }),
      });
      const body = (await res.json().catch(() => null)) as { id?: string; message?: string } | null;
      if (!res.ok) throw new Error(`Resend answered ${res.status}: ${body?.message ?? res.statusText}`);
      return { providerMessageId: body?.id ?? null };
    },
  };
}

export function transportFor(env: Pick<Env, "EMAIL_TRANSPORT" | "RESEND_API_KEY" | "ENVIRONMENT">, db: DB): EmailTransport {
  switch (env.EMAIL_TRANSPORT) {
    case "mailbox":
      if (env.ENVIRONMENT === "production") throw new Error("The mailbox transport is for development only");
      return mailboxTransport(db);
    case "resend":
      return resendTransport(env.RESEND_API_KEY);
    default:
      throw new Error(`Unknown EMAIL_TRANSPORT "${env.EMAIL_TRANSPORT}"`);
  }
}
