/**
 * An uploaded file's name as the platform keeps and shows it: letters of any script with their
 * marks (a Devanagari or Bengali vowel sign is part of its word: "हिंदी पाठ.pdf" stays whole),
 * digits, spaces and `._()-`; anything else (slashes, quotes, control characters, emoji) is dropped.
 * At most 120 characters, counted in code points so no surrogate pair is cut (an encoded header
 * would throw on half of one); `fallback` when nothing is left.
 */
export function cleanFileName(name: string, fallback: string): string {
  const kept = name.normalize("NFC").replace(/[^\p{L}\p{M}\p{N} ._()-]+/gu, "").trim();
  return Array.from(kept).slice(0, 120).join("").trim() || fallback;
}
