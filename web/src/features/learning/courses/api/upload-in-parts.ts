import type { MediaKind, MediaOut, MediaUploadOut } from "@contracts/learning";
import { api, ApiError } from "@/lib/api-client";
import { uploadWithProgress, type UploadTarget } from "@/lib/api-transfer";
import { getAccessToken } from "@/lib/session";

/*
 * A course file over 95 MB goes up in parts (POST /learning/media/uploads → PUT each part →
 * complete). The upload's id is remembered per file (name, size, last change), so choosing the
 * same file again after a lost connection or a closed tab sends only the parts still missing.
 */

type SendPart = (target: UploadTarget, part: Blob, onProgress: (fraction: number) => void, signal?: AbortSignal) => Promise<unknown>;

export interface UploadInPartsOptions {
  courseId: string | null;
  kind: MediaKind;
  file: File;
  onProgress: (fraction: number) => void;
  signal?: AbortSignal;
  /** Where the upload id is remembered (localStorage in the app). */
  storage?: Pick<Storage, "getItem" | "setItem" | "removeItem">;
  sendPart?: SendPart;
  /** Waits between tries of a failed part (ms); tests pass zeros. */
  retryDelays?: number[];
}

export const resumeKey = (courseId: string | null, kind: MediaKind, file: File) => `upload-in-parts:${courseId ?? "film"}:${kind}:${file.name}:${file.size}:${file.lastModified}`;

const sendWithXhr: SendPart = (target, part, onProgress, signal) => uploadWithProgress(target, part, onProgress, signal);

/** A part is worth trying again after a network failure or a server error; not after a refusal (4xx). */
const retryable = (err: unknown) => err instanceof ApiError && (err.status === 0 || err.status >= 500);

async function findOrStart(o: UploadInPartsOptions, storage: NonNullable<UploadInPartsOptions["storage"]>): Promise<MediaUploadOut> {
  const key = resumeKey(o.courseId, o.kind, o.file);
  const known = storage.getItem(key);
  if (known) {
    try {
      return await api.get<MediaUploadOut>(`/learning/media/uploads/${encodeURIComponent(known)}`);
    } catch (err) {
      if (!(err instanceof ApiError && err.status === 404)) throw err;
      storage.removeItem(key); // expired or discarded: start again
    }
  }
  const started = await api.post<MediaUploadOut>("/learning/media/uploads", { ...(o.courseId ? { course: o.courseId } : {}), kind: o.kind, name: o.file.name, size: o.file.size });
  storage.setItem(key, started.id);
  return started;
}

export async function uploadInParts(o: UploadInPartsOptions): Promise<MediaOut> {
  const storage = o.storage ?? localStorage;
  const sendPart = o.sendPart ?? sendWithXhr;
  const delays = o.retryDelays ?? [1000, 3000, 8000];
  const upload = await findOrStart(o, storage);
  const have = new Set(upload.uploaded);
  const partBytes = (n: number) => Math.min(upload.part_size, upload.size - (n - 1) * upload.part_size);
  let done = upload.uploaded.reduce((sum, n) => sum + partBytes(n), 0);
  o.onProgress(done / upload.size);

  for (let n = 1; n <= upload.parts; n++) {
    if (have.has(n)) continue;
    const blob = o.file.slice((n - 1) * upload.part_size, (n - 1) * upload.part_size + partBytes(n));
    const token = getAccessToken();
    const target: UploadTarget = {
      method: "PUT",
      url: `/api/learning/media/uploads/${encodeURIComponent(upload.id)}/parts/${n}`,
      headers: { "Content-Type": "application/octet-stream", ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    };
    for (let attempt = 0; ; attempt++) {
      try {
        await sendPart(target, blob, (f) => o.onProgress((done + f * blob.size) / upload.size), o.signal);
        break;
      } catch (err) {
        if (o.signal?.aborted || !retryable(err) || attempt >= delays.length) {
          // A refused file (wrong type) is gone on the server: forget it here too. A lost connection keeps the id to resume.
          if (err instanceof ApiError && err.status >= 400 && err.status < 500) storage.removeItem(resumeKey(o.courseId, o.kind, o.file));
          throw err;
        }
        await new Promise((r) => setTimeout(r, delays[attempt]));
      }
    }
    done += blob.size;
    o.onProgress(done / upload.size);
  }
  const media = await api.post<MediaOut>(`/learning/media/uploads/${encodeURIComponent(upload.id)}/complete`, {});
  storage.removeItem(resumeKey(o.courseId, o.kind, o.file));
  return media;
}
