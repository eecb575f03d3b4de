import { createExecutionContext, createMessageBatch, getQueueResult } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { afterEach, describe, expect, it, vi } from "vitest";
import worker from "../../worker/index";
import { DEAD_LETTER_REASON, MAX_PROCESSING_ATTEMPTS, processBook } from "../../worker/library/books/book-processing";
import { bookEvents, books } from "../../worker/db/schema";
import { bookObjectKey, scanPdf } from "../../worker/library/books/book-files";
import { deflatedEpub, epubBytes, insertBook, pdfBytes, truncatedPdf } from "../helpers/books";
import { createClass, addStudents, createTenant, createUser, db, unique } from "../helpers/factories";

const QUEUE = "schools-books";
const DLQ = "schools-books-dlq";

afterEach(() => vi.restoreAllMocks());

async function deliver(queue: string, bodies: unknown[], attempts = 1) {
  const messages = bodies.map((body) => ({ id: unique("msg-"), timestamp: new Date(), attempts, body }));
  const batch = createMessageBatch(queue, messages);
  const retrySpies = batch.messages.map((m) => vi.spyOn(m, "retry"));
  const ctx = createExecutionContext();
  await worker.queue(batch, env);
  const delays = retrySpies.flatMap((s) => s.mock.calls.map(([o]) => o?.delaySeconds));
  return { ids: messages.map((m) => m.id), result: await getQueueResult(batch, ctx), delays };
}

/** A book in processing whose file (bytes) is stored, as completeUpload leaves it. */
async function processingBook(bytes: Uint8Array, opts: { role?: "student" | "teacher" | "school_admin"; fileType?: "pdf" | "epub"; reviewTeacherUploads?: boolean } = {}) {
  const tenant = await createTenant({ reviewTeacherUploads: opts.reviewTeacherUploads ?? false });
  const cls = await createClass(tenant.id);
  const uploader = opts.role && opts.role !== "student" ? await createUser({ tenantId: tenant.id, role: opts.role }) : (await addStudents(tenant.id, cls.id, [["Pat", "Pupil"]]))[0];
  const book = await insertBook({ tenantId: tenant.id, uploaderId: uploader.id, status: "processing" }, false);
  const fileKey = bookObjectKey(book, "file", opts.fileType ?? "pdf");
  await env.FILES.put(fileKey, bytes);
  await db().update(books).set({ fileKey, fileType: opts.fileType ?? "pdf", fileSize: bytes.length }).where(eq(books.id, book.id));
  return { id: book.id, fileKey };
}

const row = (id: string) => db().select().from(books).where(eq(books.id, id)).get();
const events = (id: string) => db().select().from(bookEvents).where(eq(bookEvents.bookId, id)).orderBy(bookEvents.createdAt).all();

describe("book processing consumer", () => {
  it("counts a student's PDF pages and sends it to review, recording each step", async () => {
    const book = await processingBook(pdfBytes(7, { title: "Seven Pages" }));
    const { ids, result } = await deliver(QUEUE, [{ bookId: book.id, fileKey: book.fileKey }]);
    expect(result.explicitAcks).toEqual(ids);
    expect(await row(book.id)).toMatchObject({ status: "pending_review", pageCount: 7, processingError: null, processingAttempts: 1, processingClaimedUntil: null, publishedAt: null });
    const log = await events(book.id);
    expect(log.map((e) => e.kind)).toEqual(["processing_started", "processing_succeeded"]);
    expect(JSON.parse(log[1].detail)).toMatchObject({ page_count: 7, pdf_version: "1.4", pdf_title: "Seven Pages", status: "pending_review" });
  });

  it("publishes straight away for a teacher of the school", async () => {
    const book = await processingBook(pdfBytes(2), { role: "teacher" });
    await deliver(QUEUE, [{ bookId: book.id, fileKey: book.fileKey }]);
    const after = await row(book.id);
    expect(after).toMatchObject({ status: "published", pageCount: 2 });
    expect(after!.publishedAt).toEqual(expect.any(Number));
  });

  it("sends a teacher's book to review when the school reviews teachers' uploads; its admins stay trusted", async () => {
    const byTeacher = await processingBook(pdfBytes(2), { role: "teacher", reviewTeacherUploads: true });
    const byAdmin = await processingBook(pdfBytes(2), { role: "school_admin", reviewTeacherUploads: true });
    await deliver(QUEUE, [
      { bookId: byTeacher.id, fileKey: byTeacher.fileKey },
      { bookId: byAdmin.id, fileKey: byAdmin.fileKey },
    ]);
    expect(await row(byTeacher.id)).toMatchObject({ status: "pending_review", publishedAt: null });
    expect(await row(byAdmin.id)).toMatchObject({ status: "published" });
  });

  it("accepts a well-formed EPUB (no page count)", async () => {
    const book = await processingBook(epubBytes(), { fileType: "epub" });
    await deliver(QUEUE, [{ bookId: book.id, fileKey: book.fileKey }]);
    expect(await row(book.id)).toMatchObject({ status: "pending_review", pageCount: null });
  });

  it.each([
    ["a truncated PDF", () => truncatedPdf(), "pdf", /end-of-file marker/],
    ["a PDF without objects", () => new TextEncoder().encode("%PDF-1.7\njust text\n%%EOF\n"), "pdf", /contains no objects/],
    ["an EPUB without its ZIP directory", () => epubBytes().slice(0, 60), "epub", /ZIP directory is missing/],
    // Security finding 11: a decompression bomb — 64 MB of zeros deflated to about 64 KB.
    ["an EPUB that unpacks to far more than it weighs", () => deflatedEpub({ bomb: 64 * 1024 * 1024 }), "epub", /unpacks to 64 MB; one file may be at most 50 MB/],
    ["an EPUB with a path that climbs out of the book", () => deflatedEpub({ entries: [["../../etc/evil.xhtml", "<p>x</p>"]] }), "epub", /unsafe file path/],
    ["an EPUB with too many files", () => deflatedEpub({ entries: Array.from({ length: 5_001 }, (_, i) => [`OEBPS/p${i}.xhtml`, "x"] as [string, string]) }), "epub", /holds 5003 files; at most 5000/],
  ] as const)("%s ends failed with a clear reason, without retrying", async (_label, bytes, fileType, reason) => {
    const book = await processingBook(bytes(), { fileType });
    const { ids, result } = await deliver(QUEUE, [{ bookId: book.id, fileKey: book.fileKey }]);
    expect(result.explicitAcks).toEqual(ids);
    const after = await row(book.id);
    expect(after!.status).toBe("failed");
    expect(after!.processingError).toMatch(reason);
    const failed = (await events(book.id)).find((e) => e.kind === "processing_failed")!;
    expect(JSON.parse(failed.detail)).toMatchObject({ reason: expect.stringMatching(reason), will_retry: false });
  });

  it("a deflated EPUB within the limits is published with its archive facts", async () => {
    const book = await processingBook(deflatedEpub({ entries: [["OEBPS/chapter-1.xhtml", "<p>" + "Once upon a time. ".repeat(2000) + "</p>"]] }), { fileType: "epub", role: "school_admin" });
    await deliver(QUEUE, [{ bookId: book.id, fileKey: book.fileKey }]);
    expect((await row(book.id))!.status).toBe("published");
    const done = (await events(book.id)).find((e) => e.kind === "processing_succeeded")!;
    expect(JSON.parse(done.detail)).toMatchObject({ epub_entries: 3 });
  });

  it("a redelivered message does not process twice", async () => {
    const book = await processingBook(pdfBytes(3));
    await deliver(QUEUE, [{ bookId: book.id, fileKey: book.fileKey }]);
    const { ids, result } = await deliver(QUEUE, [{ bookId: book.id, fileKey: book.fileKey }], 2);
    expect(result.explicitAcks).toEqual(ids);
    expect((await events(book.id)).filter((e) => e.kind === "processing_succeeded")).toHaveLength(1);
    expect(await row(book.id)).toMatchObject({ status: "pending_review", processingAttempts: 1 });
  });

  it("two deliveries at the same moment process once", async () => {
    const book = await processingBook(pdfBytes(3));
    const outcomes = await Promise.all([1, 2].map(() => processBook(db(), env.FILES, { bookId: book.id, fileKey: book.fileKey })));
    expect(outcomes.filter((o) => o.kind === "processed")).toHaveLength(1);
    expect((await events(book.id)).filter((e) => e.kind === "processing_succeeded")).toHaveLength(1);
  });

  it("a message for a superseded file is skipped", async () => {
    const book = await processingBook(pdfBytes(3));
    const outcome = await processBook(db(), env.FILES, { bookId: book.id, fileKey: `${book.fileKey}.old` });
    expect(outcome).toEqual({ kind: "skip", reason: "done" });
    expect((await row(book.id))!.status).toBe("processing");
  });

  it("a storage failure is retried with backoff, and the last attempt marks the book failed", async () => {
    const book = await processingBook(pdfBytes(3));
    const broken = { ...env.FILES, get: async () => Promise.reject(new Error("R2 unavailable")) } as unknown as R2Bucket;
    const first = await processBook(db(), broken, { bookId: book.id, fileKey: book.fileKey });
    expect(first).toMatchObject({ kind: "retry", delaySeconds: 30 });
    expect(await row(book.id)).toMatchObject({ status: "processing", processingClaimedUntil: null });
    await db().update(books).set({ processingAttempts: MAX_PROCESSING_ATTEMPTS - 1 }).where(eq(books.id, book.id));
    const last = await processBook(db(), broken, { bookId: book.id, fileKey: book.fileKey });
    expect(last).toMatchObject({ kind: "failed", error: "R2 unavailable" });
    expect(await row(book.id)).toMatchObject({ status: "failed", processingError: "R2 unavailable" });
  });

  it("retries through the queue when the consumer cannot read the file yet", async () => {
    const book = await processingBook(pdfBytes(1));
    vi.spyOn(env.FILES, "get").mockRejectedValue(new Error("R2 unavailable"));
    const { ids, result, delays } = await deliver(QUEUE, [{ bookId: book.id, fileKey: book.fileKey }]);
    expect(result.retryMessages).toEqual([{ msgId: ids[0] }]);
    expect(delays).toEqual([30]);
  });

  it("the dead-letter queue marks a book still processing as failed; malformed bodies are acked", async () => {
    const book = await processingBook(pdfBytes(1));
    const { ids, result } = await deliver(DLQ, [{ bookId: book.id, fileKey: book.fileKey }, { nope: true }]);
    expect(result.explicitAcks.sort()).toEqual([...ids].sort());
    expect(await row(book.id)).toMatchObject({ status: "failed", processingError: DEAD_LETTER_REASON });
  });
});

describe("scanPdf", () => {
  it("counts pages across chunk boundaries of a stream", async () => {
    const bytes = pdfBytes(40);
    const stream = new ReadableStream<Uint8Array>({
      start(c) {
        for (let i = 0; i < bytes.length; i += 37) c.enqueue(bytes.slice(i, i + 37));
        c.close();
      },
    });
    expect(await scanPdf(stream)).toMatchObject({ pageCount: 40, version: "1.4" });
  });
});
