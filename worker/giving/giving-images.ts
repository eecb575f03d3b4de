import type { ServiceContext } from "../lib/context";
import { deleteObjects, replaceImage as replaceStoredImage } from "../lib/storage";

/** A charity's logo, or a cover of a charity, project or library (kept under "covers" since logos are the schools'). */
export function replaceImage<T>(ctx: ServiceContext, ownerTenantId: string | null, oldKey: string | null, file: File | undefined, save: (key: string) => Promise<T>): Promise<T> {
  return replaceStoredImage(ctx.env.FILES, { ownerTenantId, kind: "covers", oldKey, file }, save);
}

/** The images of a deleted row. */
export const deleteImages = (ctx: ServiceContext, keys: (string | null)[]) => deleteObjects(ctx.env.FILES, keys);
