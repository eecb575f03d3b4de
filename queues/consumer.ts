import { backoffSeconds, type QueueHandler } from "../worker/lib/queue";

/** A queue's consumer: validate each message, call the owning domain's handler, ack or retry. */
export function consumer<M>(handler: QueueHandler<M>) {
  return async (batch: MessageBatch<unknown>, env: Env): Promise<void> => {
    for (const message of batch.messages) {
      const parsed = handler.schema.safeParse(message.body);
      if (!parsed.success) {
        console.error(JSON.stringify({ msg: `${handler.name} message rejected: malformed body`, id: message.id }));
        message.ack();
        continue;
      }
      try {
        const verdict = await handler.handle(env, parsed.data, message.attempts);
        if (verdict.kind === "ack") message.ack();
        else message.retry(verdict.delaySeconds === undefined ? undefined : { delaySeconds: verdict.delaySeconds });
      } catch (err) {
        // The handler could not even record an outcome (D1 failed): redeliver, dead-letter after max_retries.
        console.error(JSON.stringify({ msg: `${handler.name} handler crashed`, id: message.id, error: String(err) }));
        message.retry({ delaySeconds: backoffSeconds(message.attempts) });
      }
    }
  };
}

/** The dead-letter queue's consumer: the domain records the failure, the message is done. */
export function deadLetterConsumer<M>(handler: QueueHandler<M>) {
  return async (batch: MessageBatch<unknown>, env: Env): Promise<void> => {
    for (const message of batch.messages) {
      const parsed = handler.schema.safeParse(message.body);
      if (parsed.success) await handler.deadLetter(env, parsed.data);
      message.ack();
    }
  };
}
