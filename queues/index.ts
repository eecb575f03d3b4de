import { handleEmailBatch, handleEmailDeadLetters } from "./email";
import { handleBookBatch, handleBookDeadLetters } from "./books";
import { handlePaymentBatch, handlePaymentDeadLetters } from "./payments";

/** Queue names as declared in wrangler.toml. */
export const QUEUES = {
  email: "schools-email",
  emailDeadLetter: "schools-email-dlq",
  books: "schools-books",
  booksDeadLetter: "schools-books-dlq",
  payments: "schools-payments",
  paymentsDeadLetter: "schools-payments-dlq",
} as const;

export async function dispatchQueue(batch: MessageBatch<unknown>, env: Env): Promise<void> {
  switch (batch.queue) {
    case QUEUES.email:
      return handleEmailBatch(batch, env);
    case QUEUES.emailDeadLetter:
      return handleEmailDeadLetters(batch, env);
    case QUEUES.books:
      return handleBookBatch(batch, env);
    case QUEUES.booksDeadLetter:
      return handleBookDeadLetters(batch, env);
    case QUEUES.payments:
      return handlePaymentBatch(batch, env);
    case QUEUES.paymentsDeadLetter:
      return handlePaymentDeadLetters(batch, env);
    default:
      console.error(JSON.stringify({ msg: "message batch from an unknown queue", queue: batch.queue }));
      batch.retryAll();
  }
}
