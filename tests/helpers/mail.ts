import { call } from "./api";

export interface MailboxMessage {
  id: string;
  outbox_id: string;
  to: string;
  from: string;
  subject: string;
  text: string;
  html: string;
  links: string[];
  created_at: string;
}

/** The messages delivered to `to` so far, newest first (GET /api/dev/mailbox). */
export async function mailboxFor(to: string): Promise<MailboxMessage[]> {
  const res = await call<{ results: MailboxMessage[] }>("localhost", `/api/dev/mailbox?to=${encodeURIComponent(to)}`, { address: "127.0.0.1" });
  if (res.status !== 200) throw new Error(`mailbox answered ${res.status}`);
  return res.body.results;
}

/**
 * Polls the mailbox until at least `count` messages reached `to` (the queue consumer delivers them
 * asynchronously, batching for up to 2 s) and returns them, newest first.
 */
export async function waitForMail(to: string, { count = 1, attempts = 100, intervalMs = 100 } = {}): Promise<MailboxMessage[]> {
  for (let i = 0; i < attempts; i++) {
    const messages = await mailboxFor(to);
    if (messages.length >= count) return messages;
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
  throw new Error(`expected ${count} message(s) to ${to}, none arrived in time`);
}

/** The link of `message` whose path starts with `pathPrefix`. */
export function linkIn(message: MailboxMessage, pathPrefix: string): URL {
  const link = message.links.map((l) => new URL(l)).find((u) => u.pathname.startsWith(pathPrefix));
  if (!link) throw new Error(`no ${pathPrefix} link in ${JSON.stringify(message.links)}`);
  return link;
}

/** The `?token=` of the message's `pathPrefix` link. */
export function tokenFromLink(message: MailboxMessage, pathPrefix: string): string {
  const token = linkIn(message, pathPrefix).searchParams.get("token");
  if (!token) throw new Error(`the ${pathPrefix} link carries no token`);
  return token;
}
