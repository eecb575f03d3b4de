import { bookQueueHandler } from "../worker/library";
import { consumer, deadLetterConsumer } from "./consumer";

/** schools-books and its dead-letter queue (library/books/book-processing.ts does the work). */
export const handleBookBatch = consumer(bookQueueHandler);
export const handleBookDeadLetters = deadLetterConsumer(bookQueueHandler);
