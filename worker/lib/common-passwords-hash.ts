// Shared by the Worker (lib/common-passwords.ts) and its generator (scripts/build-common-passwords.mjs).

/** Bits of each gap stored as is (the rest in unary): about 1 false positive in 2^RICE_BITS. */
export const RICE_BITS = 12;

/** FNV-1a (32 bits) over the UTF-8 bytes of a password already trimmed and lowercased. */
export function passwordHash(text: string): number {
  let h = 0x811c9dc5;
  for (const byte of new TextEncoder().encode(text)) {
    h ^= byte;
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h >>> 0;
}
