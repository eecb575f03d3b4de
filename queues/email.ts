import { emailQueueHandler } from "../worker/platform";
import { consumer, deadLetterConsumer } from "./consumer";

/** schools-email and its dead-letter queue (platform/email/delivery.ts does the work). */
export const handleEmailBatch = consumer(emailQueueHandler);
export const handleEmailDeadLetters = deadLetterConsumer(emailQueueHandler);
