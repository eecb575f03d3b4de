import { z } from "zod";
import { IMAGE_MAX_BYTES, IMAGE_MIME_TYPES, IMAGE_TOO_LARGE_MESSAGE, UNSUPPORTED_IMAGE_MESSAGE } from "@contracts/uploads";

/*
 * The worker's upload limits and messages come from the shared contract. The worker sniffs the
 * bytes; here the declared type is enough to catch a wrong pick before uploading.
 */
export const IMAGE_ACCEPT = IMAGE_MIME_TYPES.join(",");

export function imageFileProblem(file: File): string | null {
  if (!(IMAGE_MIME_TYPES as readonly string[]).includes(file.type)) return UNSUPPORTED_IMAGE_MESSAGE;
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
