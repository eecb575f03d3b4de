import type { ZodType } from "zod";

/*
 * The one shape of a queue consumer. A domain describes how it handles its queue's messages
 * (QueueHandler); queues/ turns that into the consumer Cloudflare calls (validate the message,
 * call the handler, ack or retry), so every queue behaves the same way on bad input and crashes.
 */

/** What a handler decided about one message. */
export type QueueVerdict = { kind: "ack" } | { kind: "retry"; delaySeconds?: number };

export interface QueueHandler<M> {
  /** For logs: which queue's message this was. */
  name: string;
  /** The message body's contract; a body that fails it is logged and dropped (retrying cannot fix it). */
  schema: ZodType<M>;
  handle(env: Env, message: M, attempts: number): Promise<QueueVerdict>;
  /** The message reached the dead-letter queue: record the failure where people will see it. */
  deadLetter(env: Env, message: M): Promise<void>;
}

/** Retry delays when a handler itself crashed (D1 unavailable): 30 s, 60 s, 120 s … capped at an hour. */
export const backoffSeconds = (attempt: number) => Math.min(30 * 2 ** Math.max(0, attempt - 1), 3600);

/** Messages one Queues sendBatch may carry (Cloudflare's limit, beside 256 KB in all). */
export const QUEUE_BATCH_MESSAGES = 100;
