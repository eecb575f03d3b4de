/** Upload limits and messages, shared by the worker's byte check and the web forms' early check. */
export const IMAGE_MAX_BYTES = 2 * 1024 * 1024;
export const IMAGE_MIME_TYPES = ["image/png", "image/jpeg", "image/webp"] as const;
export type ImageMimeType = (typeof IMAGE_MIME_TYPES)[number];
export const UNSUPPORTED_IMAGE_MESSAGE = "Only PNG, JPEG or WebP images are accepted.";
export const IMAGE_TOO_LARGE_MESSAGE = "The image must be 2 MB or smaller.";
