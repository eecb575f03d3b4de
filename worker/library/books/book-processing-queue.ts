import { z } from "zod";

/** The message on schools-books: which book, and which file of it (a newer upload supersedes it). */
export const bookProcessingMessageSchema = z.object({
  bookId: z.string().regex(/^bk_[a-z0-9]+$/),
  fileKey: z.string().min(1).max(500),
});
export type BookProcessingMessage = z.infer<typeof bookProcessingMessageSchema>;

/** Enqueues after the D1 commit. A failed send is logged; the book stays in processing for a retry. */
export async function enqueueBookProcessing(queue: Queue, message: BookProcessingMessage): Promise<void> {
  try {
    await queue.send(message);
  } catch (err) {
    console.error(JSON.stringify({ msg: "book processing enqueue failed", ...message, error: String(err) }));
  }
}
