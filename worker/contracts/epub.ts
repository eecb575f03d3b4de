/*
 * Limits an EPUB (a ZIP archive) must keep, checked when the Worker processes an upload and again
 * by the web reader while it unpacks: a small file that inflates to gigabytes (a decompression
 * bomb) is refused with a clear reason instead of exhausting memory.
 */
export const EPUB_LIMITS = {
  /** Files in the archive. */
  maxEntries: 5_000,
  /** One file, uncompressed. */
  maxEntryBytes: 50 * 1024 * 1024,
  /** All files together, uncompressed. */
  maxTotalBytes: 300 * 1024 * 1024,
  /** Uncompressed ÷ compressed size of one file, above 1 MB uncompressed (text compresses ~10×). */
  maxRatio: 100,
  /** Path length of one entry. */
  maxPathLength: 512,
} as const;

export interface ZipEntryFacts {
  name: string;
  compressedSize: number;
  uncompressedSize: number;
}

/** Why an archive's directory breaks the limits, or null when it keeps them. */
export function epubLimitProblem(entries: ZipEntryFacts[]): string | null {
  const mb = (n: number) => `${Math.round(n / (1024 * 1024))} MB`;
  if (entries.length > EPUB_LIMITS.maxEntries) return `The EPUB holds ${entries.length} files; at most ${EPUB_LIMITS.maxEntries} are allowed.`;
  let total = 0;
  for (const e of entries) {
    if (e.name.length > EPUB_LIMITS.maxPathLength) return `The EPUB has a file name longer than ${EPUB_LIMITS.maxPathLength} characters.`;
    if (e.name.startsWith("/") || e.name.includes("\\") || e.name.split("/").includes("..") || /^[A-Za-z]:/.test(e.name)) return `The EPUB has an unsafe file path: ${e.name.slice(0, 80)}`;
    if (e.uncompressedSize > EPUB_LIMITS.maxEntryBytes) return `The EPUB file ${e.name.slice(0, 80)} unpacks to ${mb(e.uncompressedSize)}; one file may be at most ${mb(EPUB_LIMITS.maxEntryBytes)}.`;
    if (e.uncompressedSize > 1024 * 1024 && e.uncompressedSize > EPUB_LIMITS.maxRatio * Math.max(1, e.compressedSize)) {
      return `The EPUB file ${e.name.slice(0, 80)} is compressed more than ${EPUB_LIMITS.maxRatio} to 1, as a decompression bomb would be.`;
    }
    total += e.uncompressedSize;
    if (total > EPUB_LIMITS.maxTotalBytes) return `The EPUB unpacks to more than ${mb(EPUB_LIMITS.maxTotalBytes)}, the most a book may hold.`;
  }
  return null;
}
