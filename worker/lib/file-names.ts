import { cutText } from "../contracts/text";

/**
 * An uploaded file's name as the platform keeps and shows it: letters of any script with their
 * marks (a Devanagari or Bengali vowel sign is part of its word: "हिंदी पाठ.pdf" stays whole),
 * digits, spaces and `._()-`; anything else (slashes, quotes, control characters, emoji) is dropped.
 * At most 120 characters, never half of a surrogate pair (contracts/text.ts#cutText: an encoded header
 * would throw on half of one); `fallback` when nothing is left.
 */
export function cleanFileName(name: string, fallback: string): string {
  const kept = name.normalize("NFC").replace(/[^\p{L}\p{M}\p{N} ._()-]+/gu, "").trim();
  return cutText(kept, 120).trim() || fallback;
}
