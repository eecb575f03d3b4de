import type { Context } from "hono";
import { eq } from "drizzle-orm";
import { LEARNING_MULTIPART, LEARNING_UPLOAD_LIMITS, type MediaKind, type MediaOut } from "../../contracts/learning";
import { learningMedia, type LearningMedia } from "../../db/schema";
import type { AppEnv } from "../../env";
import type { ServiceContext } from "../../lib/context";
import { said } from "../../lib/said";
import { AppError, fieldError } from "../../lib/errors";
import { newId, randomToken } from "../../lib/ids";
import { managedWhere } from "../../lib/managed-rows";
import { serveR2Object } from "../../lib/r2-serve";
import { deleteObjects, sniffImageType } from "../../lib/storage";
import { cleanFileName } from "../../lib/file-names";
import { canOpenLessons, courseAccess, findCourse, managesCourse } from "../courses/course-queries";
import { mediaUrl } from "../courses/course-presenter";
import { signedMediaUrl, verifyMediaSignature } from "./media-links";

/** The type is read from the file's first bytes; the name and the declared type are not trusted. */
export function sniffLearningType(bytes: Uint8Array): string | null {
  const at = (sig: number[], offset = 0) => sig.every((b, i) => bytes[offset + i] === b);
  const ascii = (text: string, offset = 0) => at([...text].map((ch) => ch.charCodeAt(0)), offset);
  if (ascii("ftyp", 4)) return "video/mp4";
  if (at([0x1a, 0x45, 0xdf, 0xa3])) return "video/webm";
  if (ascii("WEBVTT") || (at([0xef, 0xbb, 0xbf]) && ascii("WEBVTT", 3))) return "text/vtt";
  if (ascii("%PDF-")) return "application/pdf";
  if (at([0x50, 0x4b, 0x03, 0x04])) return "application/zip";
  return sniffImageType(bytes);
}

export const limitMessage = (kind: MediaKind) => `The file is too large or of the wrong type: ${LEARNING_UPLOAD_LIMITS[kind].label}.`;

export function presentMedia(m: LearningMedia): MediaOut {
  return { id: m.id, kind: m.kind, name: m.name, size: m.size, content_type: m.contentType, url: mediaUrl(m.id) };
}

export const cleanName = (name: string) => cleanFileName(name, "file");

/** Where a course file lives in R2: under its school's prefix (or the platform's), a random name. */
export const mediaKey = (tenantId: string | null) => `${tenantId === null ? "platform" : `tenants/${tenantId}`}/learning/${randomToken(16)}`;

const FILM_KINDS: MediaKind[] = ["video", "poster", "captions"];

/** Whose file it is: the course's (its managers), or without a course a film's (staff; the host's school or the platform). */
export async function uploadOwner(ctx: ServiceContext, q: { course?: string; kind: MediaKind }): Promise<{ tenantId: string | null; courseId: string | null }> {
  if (!q.course) {
    if (!ctx.user?.isStaff) throw new AppError("FORBIDDEN", "Only platform staff can upload films.");
    if (!FILM_KINDS.includes(q.kind)) throw fieldError("kind", "A film takes a video, a poster or captions");
    return { tenantId: ctx.scope.tenantId, courseId: null };
  }
  const course = await findCourse(ctx, q.course);
  if (!(await managesCourse(ctx, course))) throw new AppError("FORBIDDEN", "You do not have permission to edit this course.");
  return { tenantId: course.tenantId, courseId: course.id };
}

/**
 * PUT /api/learning/media?course=&kind=&name= with the file as the body: streamed into R2 (never
 * buffered; R2 refuses a body longer or shorter than its Content-Length), then typed by its first
 * bytes. Too large → 413 naming the limit; the wrong type → 415 and the object is deleted.
 */
export async function uploadMedia(ctx: ServiceContext, q: { course?: string; kind: MediaKind; name: string }, request: Request): Promise<MediaOut> {
  const owner = await uploadOwner(ctx, q);
  const limit = LEARNING_UPLOAD_LIMITS[q.kind];
  const length = Number(request.headers.get("Content-Length") ?? NaN);
  if (!Number.isSafeInteger(length) || length <= 0 || !request.body) throw new AppError("BAD_REQUEST", "Send the file as the request body with a Content-Length header.");
  if (length > limit.maxBytes) throw new AppError("PAYLOAD_TOO_LARGE", said("The file is too large: {{limit}}.", { limit: said(limit.label) }), { file: [said("At most {{limit}}", { limit: said(limit.label) })] });
  if (length > LEARNING_MULTIPART.singleMaxBytes) throw new AppError("PAYLOAD_TOO_LARGE", "A file over 95 MB is uploaded in parts: start an upload at /api/learning/media/uploads.", { file: ["Send a file over 95 MB in parts"] });

  const key = mediaKey(owner.tenantId);
  const { readable, writable } = new FixedLengthStream(length);
  const piping = request.body.pipeTo(writable).catch(() => undefined);
  try {
    await ctx.env.FILES.put(key, readable);
    await piping;
  } catch {
    await deleteObjects(ctx.env.FILES, [key]);
    throw new AppError("BAD_REQUEST", "The upload was interrupted and nothing was stored. Please upload the file again.");
  }
  const head = await ctx.env.FILES.get(key, { range: { offset: 0, length: 16 } });
  const type = head ? sniffLearningType(new Uint8Array(await head.arrayBuffer())) : null;
  if (!type || !limit.types.includes(type)) {
    await deleteObjects(ctx.env.FILES, [key]);
    throw new AppError("UNSUPPORTED_MEDIA_TYPE", said("This file type cannot be used here: {{limit}}.", { limit: said(limit.label) }), { file: [said("Use {{limit}}", { limit: said(limit.label) })] });
  }
  // The sniffed type is kept on the row; the media route serves the object with it.
  try {
    const [row] = await ctx.db
      .insert(learningMedia)
      .values({ id: newId("lmd"), tenantId: owner.tenantId, courseId: owner.courseId, kind: q.kind, key, name: cleanName(q.name), contentType: type, size: length, createdBy: ctx.user!.id })
      .returning();
    return { ...presentMedia(row), url: await signedMediaUrl(ctx.env, row.id, ctx.user!.id) };
  } catch (err) {
    await deleteObjects(ctx.env.FILES, [key]);
    throw err;
  }
}

const PUBLIC_KINDS: MediaKind[] = ["cover", "program"];

/**
 * GET /api/learning/media/{id}: covers and teaching programs to anyone who may see the course;
 * lesson files (video, captions, posters, images, resources) only to those who may open its
 * lessons — by their token, or by the signed link the lesson page handed them (media elements
 * send no token; media-links.ts). Range requests are answered (video seeking).
 */
export async function serveMedia(c: Context<AppEnv>, ctx: ServiceContext, id: string): Promise<Response> {
  const media = await ctx.db.select().from(learningMedia).where(ctx.scope.withPlatform(learningMedia, eq(learningMedia.id, id))).get();
  if (!media) throw new AppError("NOT_FOUND", "File not found");
  const isPublic = PUBLIC_KINDS.includes(media.kind);
  const attachment = media.kind === "resource" || media.kind === "program";
  const serve = (shared: boolean) =>
    serveR2Object(c, media.key, {
      shared,
      disposition: attachment ? `attachment; filename*=UTF-8''${encodeURIComponent(media.name)}` : "inline",
      maxAge: 3600,
      contentType: media.contentType,
    });
  // A signed link was handed out after the lesson's access check: it is the proof, until it expires.
  if (!isPublic && (await verifyMediaSignature(ctx.env, media.id, c.req.query()))) return serve(false);
  // A film's upload before it is saved: only staff who may manage it (the film's own routes serve it after).
  if (!media.courseId) {
    const managed = ctx.user?.isStaff && (await ctx.db.select({ id: learningMedia.id }).from(learningMedia).where(managedWhere(ctx, learningMedia, eq(learningMedia.id, media.id))).get());
    if (!managed) throw new AppError("NOT_FOUND", "File not found");
    return serve(false);
  }
  const course = await findCourse(ctx, media.courseId).catch(() => null);
  if (!course) throw new AppError("NOT_FOUND", "File not found");
  if (!isPublic && !canOpenLessons((await courseAccess(ctx, course)).access)) throw new AppError("NOT_FOUND", "File not found");
  return serve(isPublic && course.status === "published");
}
