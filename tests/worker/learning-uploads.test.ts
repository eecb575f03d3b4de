import { env } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { LEARNING_MULTIPART } from "../../worker/contracts/learning";
import { learningMedia, learningMediaUploads } from "../../worker/db/schema";
import { sweepStaleUploads, STALE_UPLOAD_MS } from "../../worker/learning/media/multipart.service";
import { call, post } from "../helpers/api";
import { createTenant, createUser, db, signIn } from "../helpers/factories";
import { createCourse } from "../helpers/learning";

/* Course files over 95 MB go up in parts (R2 multipart), resumable; typed by the first part's bytes. */

const PART = LEARNING_MULTIPART.partBytes;
const MB = 1024 * 1024;

/** A WebM file of `size` bytes (its first bytes are the EBML magic; the rest a pattern). */
function webmOf(size: number): Uint8Array {
  const bytes = new Uint8Array(size);
  for (let i = 0; i < size; i++) bytes[i] = (i * 31 + 7) & 0xff;
  bytes.set([0x1a, 0x45, 0xdf, 0xa3], 0);
  return bytes;
}

async function schoolAdminWithCourse() {
  const t = await createTenant();
  const admin = await createUser({ tenantId: t.id, role: "school_admin" });
  const { course } = await createCourse({ tenantId: t.id, status: "draft", publishedAt: null });
  const token = (await signIn(t.host, admin.username)).access;
  return { t, admin, course, token };
}

const putPart = (host: string, token: string, id: string, n: number, bytes: Uint8Array) =>
  call(host, `/api/learning/media/uploads/${id}/parts/${n}`, { method: "PUT", token, body: bytes, headers: { "Content-Length": String(bytes.byteLength) } });

describe("uploads in parts", () => {
  it("a school admin sends a video in two parts, resumes after an interruption, completes it, and the file is served whole", async () => {
    const { t, course, token } = await schoolAdminWithCourse();
    const file = webmOf(PART + 3 * 1024);
    const started = await post(t.host, "/api/learning/media/uploads", { course: course.id, kind: "video", name: "river walk.webm", size: file.byteLength }, { token });
    expect(started.status).toBe(201);
    expect(started.body).toMatchObject({ kind: "video", name: "river walk.webm", size: file.byteLength, part_size: PART, parts: 2, uploaded: [] });
    const id = started.body.id;

    // Part 2 first (any order), then the browser "loses" the upload and asks what is there.
    expect((await putPart(t.host, token, id, 2, file.subarray(PART))).status).toBe(200);
    const resumed = await call(t.host, `/api/learning/media/uploads/${id}`, { token });
    expect(resumed.body.uploaded).toEqual([2]);
    // Completing with a part missing says which.
    const early = await post(t.host, `/api/learning/media/uploads/${id}/complete`, {}, { token });
    expect(early.status).toBe(409);
    expect(early.body.error.fields.parts).toEqual(["1"]);

    // A part of the wrong length is refused and changes nothing.
    expect((await putPart(t.host, token, id, 1, file.subarray(0, PART - 1))).status).toBe(400);
    const part1 = await putPart(t.host, token, id, 1, file.subarray(0, PART));
    expect(part1.status).toBe(200);
    expect(part1.body).toEqual({ part: 1, uploaded: 2 });

    const done = await post(t.host, `/api/learning/media/uploads/${id}/complete`, {}, { token });
    expect(done.status).toBe(201);
    expect(done.body).toMatchObject({ kind: "video", name: "river walk.webm", size: file.byteLength, content_type: "video/webm" });
    // The upload's bookkeeping is gone; the media row and the whole object are there.
    expect(await db().select().from(learningMediaUploads).where(eq(learningMediaUploads.id, id)).get()).toBeUndefined();
    const media = await db().select().from(learningMedia).where(eq(learningMedia.id, done.body.id)).get();
    expect(media).toMatchObject({ courseId: course.id, tenantId: t.id, size: file.byteLength });
    const stored = await env.FILES.get(media!.key);
    const bytes = new Uint8Array(await stored!.arrayBuffer());
    expect(bytes.byteLength).toBe(file.byteLength);
    expect(bytes.subarray(PART - 4, PART + 4)).toEqual(file.subarray(PART - 4, PART + 4));
    // A range read serves the seam between the parts, as a video player asks for it.
    const ranged = await call(t.host, `/api/learning/media/${done.body.id}`, { token, headers: { Range: `bytes=${PART - 2}-${PART + 1}` } });
    expect(ranged.status).toBe(206);
  });

  it("refuses a first part that is not a video and discards the upload", async () => {
    const { t, course, token } = await schoolAdminWithCourse();
    const started = await post(t.host, "/api/learning/media/uploads", { course: course.id, kind: "video", name: "notes.webm", size: PART + 10 }, { token });
    const notVideo = new Uint8Array(PART).fill(0x41);
    const res = await putPart(t.host, token, started.body.id, 1, notVideo);
    expect(res.status).toBe(415);
    expect(res.body.error.message).toContain("MP4 or WebM video up to 2 GB");
    expect((await call(t.host, `/api/learning/media/uploads/${started.body.id}`, { token })).status).toBe(404);
  });

  it("validates the start: the kind's limit (413), an empty file, a missing name", async () => {
    const { t, course, token } = await schoolAdminWithCourse();
    const tooBig = await post(t.host, "/api/learning/media/uploads", { course: course.id, kind: "video", name: "long.mp4", size: 2 * 1024 * MB + 1 }, { token });
    expect(tooBig.status).toBe(413);
    expect(tooBig.body.error.fields.size[0]).toContain("2 GB");
    // In the reader's language, the limit's words too (lib/said.ts).
    const hi = await post(t.host, "/api/learning/media/uploads", { course: course.id, kind: "video", name: "long.mp4", size: 2 * 1024 * MB + 1 }, { token, headers: { "Accept-Language": "hi" } });
    expect(hi.body.error.message).toBe("फ़ाइल बहुत बड़ी है: 2 GB तक का MP4 या WebM वीडियो।");
    expect(hi.body.error.fields.size).toEqual(["अधिकतम: 2 GB तक का MP4 या WebM वीडियो"]);
    const resource = await post(t.host, "/api/learning/media/uploads", { course: course.id, kind: "resource", name: "big.pdf", size: 26 * MB }, { token });
    expect(resource.status).toBe(413);
    const bad = await post(t.host, "/api/learning/media/uploads", { course: course.id, kind: "video", name: " ", size: 0 }, { token });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.error.fields).sort()).toEqual(["name", "size"]);
    const badPart = await call(t.host, `/api/learning/media/uploads/lmu_x/parts/0`, { method: "PUT", token, body: new Uint8Array(1), headers: { "Content-Length": "1" } });
    expect(badPart.status).toBe(400);
    expect(badPart.body.error.fields.part).toBeDefined();
  });

  it("a single request over 95 MB is sent to the parts route", async () => {
    const { t, course, token } = await schoolAdminWithCourse();
    const res = await call(t.host, `/api/learning/media?course=${course.id}&kind=video&name=big.webm`, {
      method: "PUT",
      token,
      body: new Uint8Array(16),
      headers: { "Content-Length": String(LEARNING_MULTIPART.singleMaxBytes + 1) },
    });
    expect(res.status).toBe(413);
    expect(res.body.error.message).toContain("in parts");
  });

  it("only the uploader continues an upload; other schools, teachers of no course and visitors cannot", async () => {
    const { t, course, token } = await schoolAdminWithCourse();
    const started = await post(t.host, "/api/learning/media/uploads", { course: course.id, kind: "video", name: "a.webm", size: PART + 1 }, { token });
    const id = started.body.id;
    const colleague = await createUser({ tenantId: t.id, role: "school_admin" });
    const colleagueToken = (await signIn(t.host, colleague.username)).access;
    expect((await call(t.host, `/api/learning/media/uploads/${id}`, { token: colleagueToken })).status).toBe(404);
    const other = await createTenant();
    const otherAdmin = await createUser({ tenantId: other.id, role: "school_admin" });
    const otherToken = (await signIn(other.host, otherAdmin.username)).access;
    expect((await call(other.host, `/api/learning/media/uploads/${id}`, { token: otherToken })).status).toBe(404);
    expect((await post(other.host, "/api/learning/media/uploads", { course: course.id, kind: "video", name: "x.webm", size: PART + 1 }, { token: otherToken })).status).toBe(404);
    const student = await createUser({ tenantId: t.id, role: "student" });
    const studentToken = (await signIn(t.host, student.username)).access;
    expect((await post(t.host, "/api/learning/media/uploads", { course: course.id, kind: "video", name: "x.webm", size: PART + 1 }, { token: studentToken })).status).toBe(403);
    expect((await post(t.host, "/api/learning/media/uploads", { course: course.id, kind: "video", name: "x.webm", size: PART + 1 })).status).toBe(401);
    expect((await putPart(t.host, studentToken, id, 2, new Uint8Array(1))).status).toBe(403);
  });

  it("aborting drops the upload; the sweep aborts uploads left for 7 days", async () => {
    const { t, course, token } = await schoolAdminWithCourse();
    const a = await post(t.host, "/api/learning/media/uploads", { course: course.id, kind: "video", name: "a.webm", size: PART + 1 }, { token });
    expect((await call(t.host, `/api/learning/media/uploads/${a.body.id}`, { method: "DELETE", token })).status).toBe(204);
    expect((await call(t.host, `/api/learning/media/uploads/${a.body.id}`, { token })).status).toBe(404);

    const b = await post(t.host, "/api/learning/media/uploads", { course: course.id, kind: "video", name: "b.webm", size: PART + 1 }, { token });
    expect(await sweepStaleUploads(db(), env.FILES, Date.now())).toBe(0);
    expect(await sweepStaleUploads(db(), env.FILES, Date.now() + STALE_UPLOAD_MS + 1000)).toBeGreaterThanOrEqual(1);
    expect((await call(t.host, `/api/learning/media/uploads/${b.body.id}`, { token })).status).toBe(404);
  });
});
