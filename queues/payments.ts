import { paymentQueueHandler } from "../worker/commerce";
import { consumer, deadLetterConsumer } from "./consumer";

/** schools-payments and its dead-letter queue (commerce/payments/process-payment-event.ts does the work). */
export const handlePaymentBatch = consumer(paymentQueueHandler);
export const handlePaymentDeadLetters = deadLetterConsumer(paymentQueueHandler);
