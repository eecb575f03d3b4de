import { asc, eq, lt } from "drizzle-orm";
import { LEARNING_MULTIPART, LEARNING_UPLOAD_LIMITS, type MediaKind, type MediaOut, type MediaUploadOut } from "../../contracts/learning";
import { learningMedia, learningMediaUploadParts, learningMediaUploads, type LearningMediaUpload } from "../../db/schema";
import type { ServiceContext } from "../../lib/context";
import type { DB } from "../../lib/db";
import { said } from "../../lib/said";
import { AppError } from "../../lib/errors";
import { newId } from "../../lib/ids";
import { managedWhere } from "../../lib/managed-rows";
import { deleteObjects } from "../../lib/storage";
import { signedMediaUrl } from "./media-links";
import { cleanName, mediaKey, presentMedia, sniffLearningType, uploadOwner } from "./media.service";

/*
 * Course files over 95 MB (videos up to 2 GB) go to R2 in parts: start → PUT each part (in any
 * order, again if it failed) → complete. The parts R2 has acknowledged are kept, so a browser that
 * lost its connection asks which are missing and sends only those. The type is read from the first
 * part's bytes before anything else is accepted.
 */

/** Uploads left unfinished this long are aborted by the sweep (R2 would drop their parts too). */
export const STALE_UPLOAD_MS = 7 * 24 * 60 * 60 * 1000;

const partCount = (u: Pick<LearningMediaUpload, "size" | "partSize">) => Math.ceil(u.size / u.partSize);
const expectedPartBytes = (u: Pick<LearningMediaUpload, "size" | "partSize">, part: number) =>
  part < partCount(u) ? u.partSize : u.size - u.partSize * (partCount(u) - 1);

async function present(ctx: ServiceContext, u: LearningMediaUpload): Promise<MediaUploadOut> {
  const parts = await ctx.db
    .select({ n: learningMediaUploadParts.partNumber })
    .from(learningMediaUploadParts)
    .where(eq(learningMediaUploadParts.uploadId, u.id))
    .orderBy(asc(learningMediaUploadParts.partNumber))
    .all();
  return { id: u.id, kind: u.kind, name: u.name, size: u.size, part_size: u.partSize, parts: partCount(u), uploaded: parts.map((p) => p.n) };
}

/** Only the person who started an upload continues it, and only while they still manage its school's files. */
async function findUpload(ctx: ServiceContext, id: string): Promise<LearningMediaUpload> {
  const row = ctx.user
    ? await ctx.db
        .select()
        .from(learningMediaUploads)
        .where(managedWhere(ctx, learningMediaUploads, eq(learningMediaUploads.id, id), eq(learningMediaUploads.createdBy, ctx.user.id)))
        .get()
    : undefined;
  if (!row) throw new AppError("NOT_FOUND", "This upload does not exist or has expired. Please start it again.");
  return row;
}

async function discard(ctx: ServiceContext, u: LearningMediaUpload): Promise<void> {
  await ctx.env.FILES.resumeMultipartUpload(u.key, u.r2UploadId)
    .abort()
    .catch(() => undefined);
  await ctx.db.delete(learningMediaUploads).where(eq(learningMediaUploads.id, u.id));
}

/** POST /api/learning/media/uploads {course?, kind, name, size} */
export async function startUpload(ctx: ServiceContext, input: { course?: string; kind: MediaKind; name: string; size: number }): Promise<MediaUploadOut> {
  const owner = await uploadOwner(ctx, input);
  const limit = LEARNING_UPLOAD_LIMITS[input.kind];
  if (input.size > limit.maxBytes) throw new AppError("PAYLOAD_TOO_LARGE", said("The file is too large: {{limit}}.", { limit: said(limit.label) }), { size: [said("At most {{limit}}", { limit: said(limit.label) })] });
  const key = mediaKey(owner.tenantId);
  const r2 = await ctx.env.FILES.createMultipartUpload(key);
  const [row] = await ctx.db
    .insert(learningMediaUploads)
    .values({
      id: newId("lmu"),
      tenantId: owner.tenantId,
      courseId: owner.courseId,
      kind: input.kind,
      key,
      r2UploadId: r2.uploadId,
      name: cleanName(input.name),
      size: input.size,
      partSize: LEARNING_MULTIPART.partBytes,
      createdBy: ctx.user!.id,
    })
    .returning();
  return present(ctx, row);
}

/** GET /api/learning/media/uploads/{id}: what is there, to resume. */
export async function getUpload(ctx: ServiceContext, id: string): Promise<MediaUploadOut> {
  return present(ctx, await findUpload(ctx, id));
}

/**
 * PUT /api/learning/media/uploads/{id}/parts/{n} with the part's bytes. Every part but the last is
 * exactly part_size bytes. Part 1's first bytes decide the type: a file of the wrong type is
 * refused (415) and the whole upload discarded. Sending a part again replaces it.
 */
export async function uploadPart(ctx: ServiceContext, id: string, part: number, request: Request): Promise<{ part: number; uploaded: number }> {
  const upload = await findUpload(ctx, id);
  if (part > partCount(upload)) throw new AppError("BAD_REQUEST", `This upload has ${partCount(upload)} parts.`, { part: [`Parts are numbered 1 to ${partCount(upload)}`] });
  const expected = expectedPartBytes(upload, part);
  const length = Number(request.headers.get("Content-Length") ?? NaN);
  if (length !== expected || !request.body) throw new AppError("BAD_REQUEST", `Part ${part} must be exactly ${expected} bytes, sent with its Content-Length.`, { part: [`Send ${expected} bytes`] });
  let bytes: ArrayBuffer;
  try {
    bytes = await request.arrayBuffer();
  } catch {
    throw new AppError("BAD_REQUEST", "The part was interrupted. Please send it again.");
  }
  if (bytes.byteLength !== expected) throw new AppError("BAD_REQUEST", `Part ${part} must be exactly ${expected} bytes.`, { part: [`Send ${expected} bytes`] });

  let contentType = upload.contentType;
  if (part === 1) {
    const limit = LEARNING_UPLOAD_LIMITS[upload.kind];
    contentType = sniffLearningType(new Uint8Array(bytes, 0, Math.min(16, bytes.byteLength)));
    if (!contentType || !limit.types.includes(contentType)) {
      await discard(ctx, upload);
      throw new AppError("UNSUPPORTED_MEDIA_TYPE", said("This file type cannot be used here: {{limit}}.", { limit: said(limit.label) }), { file: [said("Use {{limit}}", { limit: said(limit.label) })] });
    }
  }
  const r2 = ctx.env.FILES.resumeMultipartUpload(upload.key, upload.r2UploadId);
  let etag: string;
  try {
    etag = (await r2.uploadPart(part, bytes)).etag;
  } catch {
    // R2 no longer knows the upload (aborted or expired): the row goes too, so the browser starts again.
    await ctx.db.delete(learningMediaUploads).where(eq(learningMediaUploads.id, upload.id));
    throw new AppError("NOT_FOUND", "This upload does not exist or has expired. Please start it again.");
  }
  const record = ctx.db
    .insert(learningMediaUploadParts)
    .values({ uploadId: upload.id, partNumber: part, etag, size: expected })
    .onConflictDoUpdate({ target: [learningMediaUploadParts.uploadId, learningMediaUploadParts.partNumber], set: { etag, size: expected } });
  if (part === 1) await ctx.db.batch([record, ctx.db.update(learningMediaUploads).set({ contentType }).where(eq(learningMediaUploads.id, upload.id))]);
  else await record;
  const { uploaded } = await present(ctx, upload);
  return { part, uploaded: uploaded.length };
}

/** POST /api/learning/media/uploads/{id}/complete: every part there → one R2 object and a learning_media row. */
export async function completeUpload(ctx: ServiceContext, id: string): Promise<MediaOut> {
  const upload = await findUpload(ctx, id);
  const parts = await ctx.db.select().from(learningMediaUploadParts).where(eq(learningMediaUploadParts.uploadId, upload.id)).orderBy(asc(learningMediaUploadParts.partNumber)).all();
  const have = new Set(parts.map((p) => p.partNumber));
  const missing = Array.from({ length: partCount(upload) }, (_, i) => i + 1).filter((n) => !have.has(n));
  if (missing.length > 0 || !upload.contentType) {
    throw new AppError("CONFLICT", `Parts ${missing.slice(0, 10).join(", ")}${missing.length > 10 ? "…" : ""} have not arrived yet.`, { parts: missing.slice(0, 50).map(String) });
  }
  const r2 = ctx.env.FILES.resumeMultipartUpload(upload.key, upload.r2UploadId);
  let size: number;
  try {
    size = (await r2.complete(parts.map((p) => ({ partNumber: p.partNumber, etag: p.etag })))).size;
  } catch {
    // R2 refused the parts it was given (expired, or a part it no longer has): nothing can be saved.
    await discard(ctx, upload);
    throw new AppError("CONFLICT", "The upload could not be put together. Please upload the file again.");
  }
  if (size !== upload.size) {
    await deleteObjects(ctx.env.FILES, [upload.key]);
    await ctx.db.delete(learningMediaUploads).where(eq(learningMediaUploads.id, upload.id));
    throw new AppError("CONFLICT", "The uploaded file is not the size that was announced. Please upload it again.");
  }
  const mediaId = newId("lmd");
  const [[row]] = await ctx.db.batch([
    ctx.db
      .insert(learningMedia)
      .values({ id: mediaId, tenantId: upload.tenantId, courseId: upload.courseId, kind: upload.kind, key: upload.key, name: upload.name, contentType: upload.contentType, size, createdBy: ctx.user!.id })
      .returning(),
    ctx.db.delete(learningMediaUploads).where(eq(learningMediaUploads.id, upload.id)),
  ]);
  return { ...presentMedia(row), url: await signedMediaUrl(ctx.env, row.id, ctx.user!.id) };
}

/** DELETE /api/learning/media/uploads/{id}: give up; R2 drops the parts. */
export async function abortUpload(ctx: ServiceContext, id: string): Promise<void> {
  await discard(ctx, await findUpload(ctx, id));
}

/** Cron: abort uploads nobody finished within STALE_UPLOAD_MS. */
export async function sweepStaleUploads(db: DB, files: R2Bucket, now = Date.now()): Promise<number> {
  const stale = await db.select().from(learningMediaUploads).where(lt(learningMediaUploads.createdAt, now - STALE_UPLOAD_MS)).limit(100).all();
  for (const u of stale) {
    await files.resumeMultipartUpload(u.key, u.r2UploadId).abort().catch(() => undefined);
    await db.delete(learningMediaUploads).where(eq(learningMediaUploads.id, u.id));
  }
  return stale.length;
}
