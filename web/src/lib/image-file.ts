import { z } from "zod";

/*
 * The same limits and messages as the worker's upload check (worker/lib/storage.ts). The worker
 * sniffs the bytes; here the declared type is enough to catch a wrong pick before uploading.
 */
export const IMAGE_MAX_BYTES = 2 * 1024 * 1024;
export const IMAGE_ACCEPT = "image/png,image/jpeg,image/webp";
export const UNSUPPORTED_IMAGE_MESSAGE = "Only PNG, JPEG or WebP images are accepted.";
export const IMAGE_TOO_LARGE_MESSAGE = "The image must be 2 MB or smaller.";

export function imageFileProblem(file: File): string | null {
  if (!IMAGE_ACCEPT.split(",").includes(file.type)) return UNSUPPORTED_IMAGE_MESSAGE;
  if (file.size > IMAGE_MAX_BYTES) return IMAGE_TOO_LARGE_MESSAGE;
  return null;
}

/** An optional image picked in a form (null when none was chosen). */
export const imageFileField = z
  .custom<File | null>((v) => v === null || v === undefined || v instanceof File)
  .transform((v) => v ?? null)
  .superRefine((file, ctx) => {
    const problem = file ? imageFileProblem(file) : null;
    if (problem) ctx.addIssue({ code: "custom", message: problem });
  });
