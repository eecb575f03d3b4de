import { env } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { bookEvents, bookUploads, books } from "../../worker/db/schema";
import { sniffBookType } from "../../worker/library/books/book-files";
import { ABANDONED_UPLOAD_AFTER_MS, sweepAbandonedBookUploads } from "../../worker/library/books/book-uploads.service";
import { CRON_JOBS } from "../../worker/cron";
import { UNSUPPORTED_BOOK_MESSAGE } from "../../worker/contracts/books";
import { presignR2Put, presignUrl, r2Credentials } from "../../worker/lib/r2-presign";
import { call, type CallOptions } from "../helpers/api";
import { epubBytes, pdfBytes, putBytes, uploadBookFile } from "../helpers/books";
import { addStudents, createClass, createTenant, db, signIn, unique } from "../helpers/factories";
import { PNG_BYTES, GIF_BYTES } from "../helpers/images";

let host: string;
let studentToken: string;
let otherStudentToken: string;
let tenantId: string;

beforeAll(async () => {
  const tenant = await createTenant();
  host = tenant.host;
  tenantId = tenant.id;
  const cls = await createClass(tenant.id);
  const [student, other] = await addStudents(tenant.id, cls.id, [["Up", "Loader"], ["Not", "Owner"]]);
  studentToken = (await signIn(host, student.username)).access;
  otherStudentToken = (await signIn(host, other.username)).access;
});

const as = (path: string, opts: CallOptions = {}) => call(host, `/api${path}`, { token: studentToken, ...opts });
async function newBook() {
  const res = await as("/books/", { method: "POST", json: { title: unique("Upload "), author_name: "Me", language: "en" } });
  return res.body.id as string;
}
const announce = (id: string, json: unknown, token = studentToken) => call(host, `/api/books/${id}/upload`, { method: "POST", token, json });
const bookRow = (id: string) => db().select().from(books).where(eq(books.id, id)).get();
const eventKinds = async (id: string) => (await db().select().from(bookEvents).where(eq(bookEvents.bookId, id)).orderBy(bookEvents.createdAt).all()).map((e) => e.kind);
const objectsOf = async (id: string) => (await env.FILES.list({ prefix: `tenants/${tenantId}/books/${id}/` })).objects;

describe("book upload: announce", () => {
  it("answers a local PUT target with the headers to send, and marks the book uploading", async () => {
    const id = await newBook();
    const res = await announce(id, { kind: "file", content_type: "application/pdf", size: 1000 });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ method: "PUT", headers: { "Content-Type": "application/pdf" } });
    expect(res.body.url).toMatch(new RegExp(`^http://${host}/api/books/${id}/upload/bup_[a-z0-9]+$`));
    expect((await bookRow(id))!.status).toBe("uploading");
    expect(await eventKinds(id)).toEqual(["created", "upload_started"]);
  });

  it.each([
    [{ kind: "file", content_type: "application/zip", size: 10 }, 400, "content_type"],
    [{ kind: "cover", content_type: "image/gif", size: 10 }, 400, "content_type"],
    [{ kind: "file", content_type: "application/pdf", size: 100 * 1024 * 1024 + 1 }, 413, "size"],
    [{ kind: "cover", content_type: "image/png", size: 2 * 1024 * 1024 + 1 }, 413, "size"],
    [{ kind: "file", content_type: "application/pdf", size: 0 }, 400, "size"],
  ])("refuses %j → %i on %s", async (json, status, field) => {
    const res = await announce(await newBook(), json);
    expect(res.status).toBe(status);
    expect(Object.keys(res.body.error.fields)).toEqual([field]);
  });

  it("only someone who may change the book may upload", async () => {
    const id = await newBook();
    expect((await announce(id, { kind: "file", content_type: "application/pdf", size: 10 }, otherStudentToken)).status).toBe(404);
    expect((await call(host, `/api/books/${id}/upload`, { method: "POST", json: { kind: "file", content_type: "application/pdf", size: 10 } })).status).toBe(401);
  });
});

describe("book upload: PUT and complete", () => {
  it("a PDF goes through: stored, referenced, processing, with events", async () => {
    const id = await newBook();
    const bytes = pdfBytes(3);
    const { step, res } = await uploadBookFile(host, studentToken, id, bytes);
    expect(step).toBe("complete");
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: "processing", file_type: "pdf", file_size: bytes.length });
    const row = (await bookRow(id))!;
    expect(new Uint8Array(await (await env.FILES.get(row.fileKey!))!.arrayBuffer())).toEqual(bytes);
    expect(await eventKinds(id)).toEqual(["created", "upload_started", "upload_completed"]);
  });

  it("a file far larger than the 64 KB JSON body limit streams through", async () => {
    const id = await newBook();
    const bytes = pdfBytes(3000);
    expect(bytes.length).toBeGreaterThan(150_000);
    const { res } = await uploadBookFile(host, studentToken, id, bytes);
    expect(res.status).toBe(200);
    expect(res.body.file_size).toBe(bytes.length);
  });

  it("an EPUB and a cover go through", async () => {
    const id = await newBook();
    expect((await uploadBookFile(host, studentToken, id, epubBytes(), "application/epub+zip")).res.body.file_type).toBe("epub");
    const cover = await uploadBookFile(host, studentToken, id, PNG_BYTES, "image/png", "cover");
    expect(cover.res.body.cover).toMatch(new RegExp(`^/api/books/${id}/cover\\?v=`));
    const served = await as(`/books/${id}/cover`);
    expect(served.status).toBe(200);
    expect(served.headers.get("Content-Type")).toBe("image/png");
  });

  it.each([
    ["a ZIP declared as PDF", "application/pdf", () => epubBytes()],
    ["text declared as PDF", "application/pdf", () => new TextEncoder().encode("hello, not a pdf")],
    ["a PDF declared as EPUB", "application/epub+zip", () => pdfBytes(1)],
  ])("sniffs the bytes: %s → 415, object removed, book not referencing it", async (_label, type, bytes) => {
    const id = await newBook();
    const { step, res } = await uploadBookFile(host, studentToken, id, bytes(), type);
    expect(step).toBe("complete");
    expect(res.status).toBe(415);
    expect(res.body.error.code).toBe("UNSUPPORTED_MEDIA_TYPE");
    expect(res.body.error.message).toBe(`${UNSUPPORTED_BOOK_MESSAGE} The file's contents do not match ${type}.`);
    // The draft is a draft again (not "uploading" for ever): the uploader may upload another file or delete it.
    expect(await bookRow(id)).toMatchObject({ fileKey: null, status: "draft" });
    expect(await objectsOf(id)).toEqual([]);
    expect(await eventKinds(id)).toContain("upload_rejected");
  });

  it("a refused file leaves the book as it was before the upload, and another file then goes through", async () => {
    const draft = await newBook();
    const text = new TextEncoder().encode("hello, not a pdf");
    expect((await uploadBookFile(host, studentToken, draft, text)).res.status).toBe(415);
    const retry = await uploadBookFile(host, studentToken, draft, pdfBytes(1));
    expect(retry.res.status).toBe(200);
    expect(retry.res.body).toMatchObject({ status: "processing", file_type: "pdf" });
    expect(await eventKinds(draft)).toEqual(["created", "upload_started", "upload_rejected", "upload_started", "upload_completed"]);

    // A book whose processing failed, or that was rejected, keeps its status and its file when a replacement is refused.
    for (const before of [
      { status: "failed" as const, processingError: "The PDF could not be read.", rejectionReason: "Too short" },
      { status: "rejected" as const, processingError: null, rejectionReason: "Too short" },
    ]) {
      const id = await newBook();
      const first = await uploadBookFile(host, studentToken, id, pdfBytes(1));
      expect(first.res.status).toBe(200);
      await db().update(books).set(before).where(eq(books.id, id));
      const { fileKey } = (await bookRow(id))!;
      const refused = await uploadBookFile(host, studentToken, id, text);
      expect(refused.res.status).toBe(415);
      expect(await bookRow(id)).toMatchObject({ ...before, fileKey });
      expect((await objectsOf(id)).map((o) => o.key)).toEqual([fileKey]);
    }
  });

  it("an incomplete upload is refused and the draft is a draft again", async () => {
    const id = await newBook();
    const bytes = pdfBytes(1);
    await announce(id, { kind: "file", content_type: "application/pdf", size: bytes.length + 5 });
    const row = await db().select().from(bookUploads).where(eq(bookUploads.bookId, id)).get();
    await env.FILES.put(row!.objectKey, bytes);
    const res = await as(`/books/${id}/upload/complete`, { method: "POST", json: { kind: "file" } });
    expect(res.status).toBe(400);
    expect(res.body.error.message).toMatch(/incomplete/);
    expect(await bookRow(id)).toMatchObject({ fileKey: null, status: "draft" });
    expect(await objectsOf(id)).toEqual([]);
  });

  it("a GIF announced as PNG is refused as a cover", async () => {
    const id = await newBook();
    const { res } = await uploadBookFile(host, studentToken, id, GIF_BYTES, "image/png", "cover");
    expect(res.status).toBe(415);
    expect((await bookRow(id))!.coverKey).toBeNull();
  });

  it("the token is single-use, bound to its book, and refuses a body larger than announced", async () => {
    const id = await newBook();
    const bytes = pdfBytes(1);
    const target = await announce(id, { kind: "file", content_type: "application/pdf", size: bytes.length });
    const otherBook = await newBook();
    expect((await putBytes(host, target.body.url.replace(id, otherBook), bytes, "application/pdf")).status).toBe(404);
    const tooBig = new Uint8Array(bytes.length + 10);
    expect((await putBytes(host, target.body.url, tooBig, "application/pdf")).status).toBe(413);
    expect((await putBytes(host, target.body.url, bytes, "application/pdf")).status).toBe(200);
    const again = await putBytes(host, target.body.url, bytes, "application/pdf");
    expect(again.status).toBe(404);
    expect(again.body.error.message).toMatch(/already used or expired/);
  });

  it("requires a Content-Length", async () => {
    const id = await newBook();
    const target = await announce(id, { kind: "file", content_type: "application/pdf", size: 100 });
    const stream = new ReadableStream({ start: (c) => (c.enqueue(new Uint8Array(10)), c.close()) });
    const res = await putBytes(host, target.body.url, stream, "application/pdf");
    expect(res.status).toBe(400);
  });

  it("an interrupted upload stores nothing, and the book stays unpublished without a file", async () => {
    const id = await newBook();
    const bytes = pdfBytes(5);
    const target = await announce(id, { kind: "file", content_type: "application/pdf", size: bytes.length });
    const stream = new ReadableStream<Uint8Array>({
      start(c) {
        c.enqueue(bytes.slice(0, 100));
        c.error(new Error("connection reset"));
      },
    });
    const put = await putBytes(host, target.body.url, stream, "application/pdf", { "Content-Length": String(bytes.length) });
    expect(put.status).toBe(400);
    expect(put.body.error.message).toMatch(/interrupted/);
    const complete = await as(`/books/${id}/upload/complete`, { method: "POST", json: { kind: "file" } });
    expect(complete.status).toBe(400);
    expect(await objectsOf(id)).toEqual([]);
    expect(await bookRow(id)).toMatchObject({ status: "uploading", fileKey: null });
    expect((await as(`/books/${id}/file`)).status).toBe(404);
  });

  it("a short body (fewer bytes than Content-Length) is refused too", async () => {
    const id = await newBook();
    const bytes = pdfBytes(2);
    const target = await announce(id, { kind: "file", content_type: "application/pdf", size: bytes.length });
    const stream = new ReadableStream({ start: (c) => (c.enqueue(bytes.slice(0, 50)), c.close()) });
    const put = await putBytes(host, target.body.url, stream, "application/pdf", { "Content-Length": String(bytes.length) });
    expect(put.status).toBe(400);
    expect(await objectsOf(id)).toEqual([]);
  });

  it("completing without an arrived object is refused and changes nothing", async () => {
    const id = await newBook();
    await announce(id, { kind: "file", content_type: "application/pdf", size: 500 });
    const res = await as(`/books/${id}/upload/complete`, { method: "POST", json: { kind: "file" } });
    expect(res.status).toBe(400);
    expect(res.body.error.message).toMatch(/has not arrived/);
    expect((await bookRow(id))!.fileKey).toBeNull();
  });
});

describe("presigned URLs (SigV4)", () => {
  it("matches AWS's documented example signature", async () => {
    const url = await presignUrl({
      method: "GET",
      host: "examplebucket.s3.amazonaws.com",
      path: "/test.txt",
      region: "us-east-1",
      service: "s3",
      accessKeyId: "AKIAIOSFODNN7EXAMPLE",
      secretAccessKey: "wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY",
      expiresSeconds: 86400,
      now: new Date("2013-05-24T00:00:00Z"),
    });
    expect(url).toContain("X-Amz-Signature=aeeed9bbccd4d02ee5c0109b86d86835f995330da4c265957d157751f604d404");
  });

  it("points at the bucket on R2 when the secrets are configured, else is not used", async () => {
    expect(r2Credentials(env)).toBeNull();
    const creds = r2Credentials({ R2_ACCOUNT_ID: "acc", R2_ACCESS_KEY_ID: "key", R2_SECRET_ACCESS_KEY: "secret", R2_BUCKET_NAME: "bucket" })!;
    const url = new URL(await presignR2Put(creds, "tenants/t/books/b/file-x.pdf", "application/pdf", 900));
    expect(url.host).toBe("acc.r2.cloudflarestorage.com");
    expect(url.pathname).toBe("/bucket/tenants/t/books/b/file-x.pdf");
    expect(url.searchParams.get("X-Amz-SignedHeaders")).toBe("content-type;host");
    expect(url.searchParams.get("X-Amz-Expires")).toBe("900");
  });

  it("sniffBookType reads only the first bytes", () => {
    expect(sniffBookType(pdfBytes(1).slice(0, 128))).toBe("pdf");
    expect(sniffBookType(epubBytes().slice(0, 128))).toBe("epub");
    expect(sniffBookType(new TextEncoder().encode("PK\x03\x04 not an epub at all, really not"))).toBeNull();
  });
});

describe("abandoned uploads (cron)", () => {
  const longAgo = () => Date.now() - ABANDONED_UPLOAD_AFTER_MS - 60_000;
  const uploadsOf = (id: string) => db().select().from(bookUploads).where(eq(bookUploads.bookId, id)).orderBy(bookUploads.createdAt).all();
  const expire = (uploadId: string, at = longAgo()) => db().update(bookUploads).set({ expiresAt: at }).where(eq(bookUploads.id, uploadId));

  it("a file upload never completed a day after its link expired: its object goes, the draft is a draft again, an event says so", async () => {
    const id = await newBook();
    const bytes = pdfBytes(1);
    await announce(id, { kind: "file", content_type: "application/pdf", size: bytes.length });
    const [upload] = await uploadsOf(id);
    await env.FILES.put(upload!.objectKey, bytes); // the bytes arrived; the browser never said "complete"
    expect((await bookRow(id))!.status).toBe("uploading");

    await expire(upload!.id, Date.now() - 60_000); // expired, but within the day's grace: left alone
    await sweepAbandonedBookUploads(db(), env.FILES);
    expect((await bookRow(id))!.status).toBe("uploading");

    await expire(upload!.id);
    expect(await sweepAbandonedBookUploads(db(), env.FILES)).toBeGreaterThanOrEqual(1);
    expect(await bookRow(id)).toMatchObject({ status: "draft", fileKey: null });
    expect((await uploadsOf(id))[0]!.completedAt).not.toBeNull();
    expect(await objectsOf(id)).toEqual([]);
    expect(await eventKinds(id)).toEqual(["created", "upload_started", "upload_abandoned"]);
    // Completing it now is refused, and the book can take a new upload.
    expect((await as(`/books/${id}/upload/complete`, { method: "POST", json: { kind: "file" } })).status).toBe(400);
    expect((await uploadBookFile(host, studentToken, id, pdfBytes(1))).res.status).toBe(200);
    // Idempotent: nothing more to close for this book.
    await sweepAbandonedBookUploads(db(), env.FILES);
    expect(await eventKinds(id)).toEqual(["created", "upload_started", "upload_abandoned", "upload_started", "upload_completed"]);
  });

  it("a rejected book keeps its file and is rejected again; a live newer upload keeps the book uploading", async () => {
    const id = await newBook();
    expect((await uploadBookFile(host, studentToken, id, pdfBytes(1))).res.status).toBe(200);
    await db().update(books).set({ status: "rejected", rejectionReason: "Too short" }).where(eq(books.id, id));
    const { fileKey } = (await bookRow(id))!;
    await announce(id, { kind: "file", content_type: "application/pdf", size: 100 });
    await announce(id, { kind: "file", content_type: "application/pdf", size: 100 });
    const open = (await uploadsOf(id)).filter((u) => !u.completedAt);
    expect(open).toHaveLength(2);
    await expire(open[0]!.id);
    await sweepAbandonedBookUploads(db(), env.FILES);
    expect((await bookRow(id))!.status).toBe("uploading"); // the second upload may still arrive

    await expire(open[1]!.id);
    await sweepAbandonedBookUploads(db(), env.FILES);
    expect(await bookRow(id)).toMatchObject({ status: "rejected", rejectionReason: "Too short", fileKey });
    expect((await objectsOf(id)).map((o) => o.key)).toEqual([fileKey]);
  });

  it("an abandoned cover upload leaves the book's status and cover alone", async () => {
    const id = await newBook();
    await announce(id, { kind: "cover", content_type: "image/png", size: PNG_BYTES.length });
    const [upload] = await uploadsOf(id);
    await env.FILES.put(upload!.objectKey, PNG_BYTES);
    await expire(upload!.id);
    await sweepAbandonedBookUploads(db(), env.FILES);
    expect(await bookRow(id)).toMatchObject({ status: "draft", coverKey: null });
    expect(await objectsOf(id)).toEqual([]);
    expect(await eventKinds(id)).toEqual(["created", "upload_started", "upload_abandoned"]);
  });

  it("is one of the scheduled jobs", () => {
    expect(Object.keys(CRON_JOBS).some((name) => name.startsWith("book uploads:"))).toBe(true);
  });
});
