import { describe, expect, it } from "vitest";
import type { UploadTarget } from "@/lib/api-transfer";
import { ApiError } from "@/lib/api-client";
import { resumeKey, uploadInParts } from "@/features/learning/courses/api/upload-in-parts";
import { stubFetch } from "../render";

/* A large course file in parts: resumes with the missing parts only, retries a dropped part, forgets a refused file. */

const PART = 4;
const file = new File([new Uint8Array(10).map((_, i) => i)], "walk.webm", { type: "video/webm", lastModified: 1700000000000 });

function memoryStorage(initial: Record<string, string> = {}) {
  const items = new Map(Object.entries(initial));
  return { getItem: (k: string) => items.get(k) ?? null, setItem: (k: string, v: string) => void items.set(k, v), removeItem: (k: string) => void items.delete(k), items };
}

const media = { id: "lmd_1", kind: "video", name: "walk.webm", size: 10, content_type: "video/webm", url: "/api/learning/media/lmd_1" };

describe("uploadInParts", () => {
  it("starts an upload, sends each part with its bytes, completes it and forgets the id", async () => {
    const calls = stubFetch({
      "POST /api/learning/media/uploads": () => ({ status: 201, body: { id: "lmu_new", kind: "video", name: "walk.webm", size: 10, part_size: PART, parts: 3, uploaded: [] } }),
      "POST /api/learning/media/uploads/lmu_new/complete": () => ({ status: 201, body: media }),
    });
    const storage = memoryStorage();
    const sent: { url: string; bytes: number[] }[] = [];
    const progress: number[] = [];
    const out = await uploadInParts({
      courseId: "crs_1",
      kind: "video",
      file,
      storage,
      onProgress: (f) => progress.push(f),
      sendPart: async (t: UploadTarget, part: Blob) => void sent.push({ url: t.url, bytes: [...new Uint8Array(await part.arrayBuffer())] }),
    });
    expect(out).toEqual(media);
    expect(calls[0].body).toEqual({ course: "crs_1", kind: "video", name: "walk.webm", size: 10 });
    expect(sent).toEqual([
      { url: "/api/learning/media/uploads/lmu_new/parts/1", bytes: [0, 1, 2, 3] },
      { url: "/api/learning/media/uploads/lmu_new/parts/2", bytes: [4, 5, 6, 7] },
      { url: "/api/learning/media/uploads/lmu_new/parts/3", bytes: [8, 9] },
    ]);
    expect(progress.at(-1)).toBe(1);
    expect(storage.items.size).toBe(0);
  });

  it("resumes a remembered upload with only the missing parts, and retries a part whose connection dropped", async () => {
    stubFetch({
      "GET /api/learning/media/uploads/lmu_old": () => ({ body: { id: "lmu_old", kind: "video", name: "walk.webm", size: 10, part_size: PART, parts: 3, uploaded: [1, 3] } }),
      "POST /api/learning/media/uploads/lmu_old/complete": () => ({ status: 201, body: media }),
    });
    const storage = memoryStorage({ [resumeKey("crs_1", "video", file)]: "lmu_old" });
    const tries: string[] = [];
    const progress: number[] = [];
    await uploadInParts({
      courseId: "crs_1",
      kind: "video",
      file,
      storage,
      retryDelays: [0, 0],
      onProgress: (f) => progress.push(f),
      sendPart: async (t) => {
        tries.push(t.url);
        if (tries.length === 1) throw new ApiError(0, "NETWORK", "The upload was interrupted.");
      },
    });
    expect(tries).toEqual(["/api/learning/media/uploads/lmu_old/parts/2", "/api/learning/media/uploads/lmu_old/parts/2"]);
    // 6 of 10 bytes were there before this session.
    expect(progress[0]).toBeCloseTo(0.6);
  });

  it("starts again when the remembered upload has expired, and forgets a file the server refused", async () => {
    const calls = stubFetch({
      "POST /api/learning/media/uploads": () => ({ status: 201, body: { id: "lmu_fresh", kind: "video", name: "walk.webm", size: 10, part_size: PART, parts: 3, uploaded: [] } }),
    });
    const storage = memoryStorage({ [resumeKey("crs_1", "video", file)]: "lmu_gone" });
    const refused = uploadInParts({
      courseId: "crs_1",
      kind: "video",
      file,
      storage,
      onProgress: () => undefined,
      sendPart: async () => {
        throw new ApiError(415, "UNSUPPORTED_MEDIA_TYPE", "This file type cannot be used here: MP4 or WebM video up to 2 GB.");
      },
    });
    await expect(refused).rejects.toThrow("MP4 or WebM video up to 2 GB");
    expect(calls.map((c) => `${c.method} ${new URL(c.url, "http://x").pathname}`)).toEqual(["GET /api/learning/media/uploads/lmu_gone", "POST /api/learning/media/uploads"]);
    expect(storage.items.size).toBe(0);
  });
});
