import type { ServiceContext } from "../../lib/context";
import { fieldError } from "../../lib/errors";
import { deleteObjects, putStaged, stageImage } from "../../lib/storage";

/**
 * Stores an uploaded logo or cover (PNG/JPEG/WebP ≤ 2 MB, sniffed) under the row owner's prefix,
 * writes its key with `save`, then removes the replaced object (or the new one if the write fails).
 * Giving images use the "logos" kind: it is the image kind the file server serves.
 */
export async function replaceImage<T>(ctx: ServiceContext, ownerTenantId: string | null, oldKey: string | null, file: File | undefined, save: (key: string) => Promise<T>): Promise<T> {
  if (!file) throw fieldError("file", "Upload an image file");
  const staged = (await stageImage(file, "file", ownerTenantId, "logos"))!;
  await putStaged(ctx.env.FILES, staged);
  try {
    const saved = await save(staged.key);
    await deleteObjects(ctx.env.FILES, [oldKey]);
    return saved;
  } catch (err) {
    await deleteObjects(ctx.env.FILES, [staged.key]);
    throw err;
  }
}

/** The images of a deleted row. */
export const deleteImages = (ctx: ServiceContext, keys: (string | null)[]) => deleteObjects(ctx.env.FILES, keys);
