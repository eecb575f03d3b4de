import { AppError } from "./errors";
import { randomToken } from "./ids";

import { IMAGE_MAX_BYTES, IMAGE_TOO_LARGE_MESSAGE, UNSUPPORTED_IMAGE_MESSAGE, type ImageMimeType } from "../contracts/uploads";
import { chunk } from "./d1-limits";

export { IMAGE_MAX_BYTES, IMAGE_TOO_LARGE_MESSAGE, UNSUPPORTED_IMAGE_MESSAGE };

const IMAGE_TYPES: Record<ImageMimeType, string> = {
  "image/png": "png",
  "image/jpeg": "jpg",
  "image/webp": "webp",
};
export type ImageType = ImageMimeType;

/** The type is read from the file's first bytes; the name and the declared type are not trusted. */
export function sniffImageType(bytes: Uint8Array): ImageType | null {
  const starts = (sig: number[], at = 0) => sig.every((b, i) => bytes[at + i] === b);
  if (starts([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return "image/png";
  if (starts([0xff, 0xd8, 0xff])) return "image/jpeg";
  if (starts([0x52, 0x49, 0x46, 0x46]) && starts([0x57, 0x45, 0x42, 0x50], 8)) return "image/webp";
  return null;
}

export interface ImageUpload {
  bytes: Uint8Array;
  contentType: ImageType;
  extension: string;
}

/** Validates one uploaded image field; throws 413/415 with the field named for the form. */
export async function readImageUpload(value: unknown, field: string): Promise<ImageUpload> {
  if (!(value instanceof File)) {
    throw new AppError("VALIDATION_FAILED", "Please check the highlighted fields", { [field]: ["Upload an image file"] });
  }
  if (value.size > IMAGE_MAX_BYTES) {
    throw new AppError("PAYLOAD_TOO_LARGE", IMAGE_TOO_LARGE_MESSAGE, { [field]: [IMAGE_TOO_LARGE_MESSAGE] });
  }
  const bytes = new Uint8Array(await value.arrayBuffer());
  const contentType = sniffImageType(bytes);
  if (!contentType || value.size === 0) {
    throw new AppError("UNSUPPORTED_MEDIA_TYPE", UNSUPPORTED_IMAGE_MESSAGE, { [field]: [UNSUPPORTED_IMAGE_MESSAGE] });
  }
  return { bytes, contentType, extension: IMAGE_TYPES[contentType] };
}

/** Folders of uploaded images; platform/files serves exactly these. */
export const FILE_KINDS = ["logos", "avatars", "modes", "book-categories", "covers"] as const;
export type FileKind = (typeof FILE_KINDS)[number];

/** Every object lives under its tenant's prefix (or platform/), so ownership is in the key. */
export function objectKey(tenantId: string | null, kind: FileKind, extension: string): string {
  const owner = tenantId === null ? "platform" : `tenants/${tenantId}`;
  return `${owner}/${kind}/${randomToken(16)}.${extension}`;
}

export function ownerOfKey(key: string): { tenantId: string | null } | null {
  const tenant = /^tenants\/([a-z0-9_]+)\//.exec(key);
  if (tenant) return { tenantId: tenant[1] };
  if (key.startsWith("platform/")) return { tenantId: null };
  return null;
}

export async function putImage(bucket: R2Bucket, key: string, upload: ImageUpload): Promise<void> {
  await bucket.put(key, upload.bytes, {
    httpMetadata: { contentType: upload.contentType, cacheControl: "public, max-age=31536000, immutable" },
  });
}

export interface StagedImage {
  key: string;
  upload: ImageUpload;
}

/**
 * Validates an optional uploaded image (413/415 before anything is written) and chooses its key.
 * The caller stores it with putStaged just before its D1 write and deletes it if that write fails.
 */
export async function stageImage(file: File | undefined, field: string, tenantId: string | null, kind: FileKind): Promise<StagedImage | null> {
  if (!file) return null;
  const upload = await readImageUpload(file, field);
  return { key: objectKey(tenantId, kind, upload.extension), upload };
}

export async function putStaged(bucket: R2Bucket, staged: StagedImage | null): Promise<void> {
  if (staged) await putImage(bucket, staged.key, staged.upload);
}

/** Keys one R2 delete call takes (and one list page holds). */
export const R2_KEYS_PER_CALL = 1000;

/**
 * Deletes objects that a failed or superseded write left behind, or a deleted book's or erased
 * pupil's files; never throws. R2 deletes at most R2_KEYS_PER_CALL keys a call: more go in slices.
 */
export async function deleteObjects(bucket: R2Bucket, keys: (string | null | undefined)[]): Promise<void> {
  const list = [...new Set(keys.filter((k): k is string => !!k))];
  await Promise.all(
    chunk(list, R2_KEYS_PER_CALL).map(async (part) => {
      try {
        await bucket.delete(part);
      } catch (err) {
        console.error(JSON.stringify({ msg: "r2 delete failed", keys: part, error: String(err) }));
      }
    }),
  );
}

/** Every key under a prefix, following R2's list pages (at most R2_KEYS_PER_CALL each). */
export async function keysUnder(bucket: R2Bucket, prefix: string): Promise<string[]> {
  const keys: string[] = [];
  let cursor: string | undefined;
  do {
    const page = await bucket.list({ prefix, cursor, limit: R2_KEYS_PER_CALL });
    keys.push(...page.objects.map((o) => o.key));
    cursor = page.truncated ? page.cursor : undefined;
  } while (cursor);
  return keys;
}

/**
 * Replaces a row's picture: stores the uploaded image (PNG/JPEG/WebP ≤ 2 MB, sniffed) under the
 * owner's prefix, writes its key with `save`, then removes the replaced object — or the new one if
 * the write fails, so R2 never keeps an orphan and the row never points at a missing file.
 */
export async function replaceImage<T>(
  bucket: R2Bucket,
  opts: { ownerTenantId: string | null; kind: FileKind; oldKey: string | null; file: File | undefined; field?: string },
  save: (key: string) => Promise<T>,
): Promise<T> {
  const field = opts.field ?? "file";
  if (!opts.file) throw new AppError("VALIDATION_FAILED", "Please check the highlighted fields", { [field]: ["Upload an image file"] });
  const staged = (await stageImage(opts.file, field, opts.ownerTenantId, opts.kind))!;
  await putStaged(bucket, staged);
  try {
    const saved = await save(staged.key);
    await deleteObjects(bucket, [opts.oldKey]);
    return saved;
  } catch (err) {
    await deleteObjects(bucket, [staged.key]);
    throw err;
  }
}

/** Public URL path of an object key, served by platform/files. */
export function fileUrl(key: string | null | undefined): string | null {
  return key ? `/api/files/${key}` : null;
}
