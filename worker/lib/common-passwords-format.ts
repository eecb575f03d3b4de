// The common-password set's binary format, shared by the Worker (lib/common-passwords.ts, which
// decodes it) and its generator (scripts/lib/common-password-set.ts, which encodes it). No imports:
// Node runs the generator from this file as is (type stripping), so it must stand alone.

/** R2 key of the set (one object). A new format gets a new key, so old and new Workers can overlap. */
export const COMMON_PASSWORDS_KEY = "security/common-passwords-v1.bin";

/** Version of the layout and of the hash below; the decoder refuses any other. */
export const COMMON_PASSWORDS_FORMAT = 1;

/** Bits of each gap stored as is (the rest in unary): about 1 false positive in 2^RICE_BITS. */
export const RICE_BITS = 12;

/*
 * Layout (big-endian), 16 bytes of header then the Rice-coded gaps between the sorted hashes:
 *   0  "CPWS"            magic
 *   4  u8  format        COMMON_PASSWORDS_FORMAT
 *   5  u8  rice bits     the k of the Rice code
 *   6  u16 reserved      0
 *   8  u32 count         distinct hashes in the set
 *   12 u32 range         hashes are reduced modulo range (count × 2^k)
 */
const MAGIC = [0x43, 0x50, 0x57, 0x53];
export const COMMON_PASSWORDS_HEADER_BYTES = 16;

/** FNV-1a (32 bits) over the UTF-8 bytes of a password already trimmed and lowercased. */
export function passwordHash(text: string): number {
  let h = 0x811c9dc5;
  for (const byte of new TextEncoder().encode(text)) {
    h ^= byte;
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h >>> 0;
}

/** How a password is compared: case-insensitively and trimmed, as Django's CommonPasswordValidator does. */
export const normalisePassword = (password: string) => password.trim().toLowerCase();

/** The set's bytes for a list of passwords (the generator's half). */
export function encodeCommonPasswordSet(passwords: readonly string[], riceBits = RICE_BITS): Uint8Array {
  const words = [...new Set(passwords.map(normalisePassword))];
  const range = words.length * 2 ** riceBits;
  const values = [...new Set(words.map((w) => passwordHash(w) % range))].sort((a, b) => a - b);
  const body: number[] = [];
  let current = 0;
  let filled = 0;
  const bit = (b: number) => {
    current = (current << 1) | b;
    if (++filled === 8) {
      body.push(current);
      current = 0;
      filled = 0;
    }
  };
  let previous = 0;
  for (const v of values) {
    const gap = v - previous;
    previous = v;
    for (let q = Math.floor(gap / 2 ** riceBits); q > 0; q--) bit(1);
    bit(0);
    for (let i = riceBits - 1; i >= 0; i--) bit((gap >>> i) & 1);
  }
  while (filled) bit(0);
  const out = new Uint8Array(COMMON_PASSWORDS_HEADER_BYTES + body.length);
  const view = new DataView(out.buffer);
  out.set(MAGIC, 0);
  view.setUint8(4, COMMON_PASSWORDS_FORMAT);
  view.setUint8(5, riceBits);
  view.setUint32(8, values.length);
  view.setUint32(12, range);
  out.set(body, COMMON_PASSWORDS_HEADER_BYTES);
  return out;
}

export interface DecodedCommonPasswordSet {
  /** The sorted hashes, each already reduced modulo `range`. */
  hashes: Uint32Array;
  range: number;
}

/** Why bytes are not a set this code can read (a wrong version, a truncated upload, another file). */
export class CommonPasswordFormatError extends Error {}

/** Reads the set's bytes; throws CommonPasswordFormatError on anything but a whole version-1 set. */
export function decodeCommonPasswordSet(bytes: Uint8Array): DecodedCommonPasswordSet {
  if (bytes.length < COMMON_PASSWORDS_HEADER_BYTES || MAGIC.some((b, i) => bytes[i] !== b)) {
    throw new CommonPasswordFormatError("is not a common-password set");
  }
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const format = view.getUint8(4);
  if (format !== COMMON_PASSWORDS_FORMAT) {
    throw new CommonPasswordFormatError(`has format version ${format}; this Worker reads version ${COMMON_PASSWORDS_FORMAT}`);
  }
  const riceBits = view.getUint8(5);
  const count = view.getUint32(8);
  const range = view.getUint32(12);
  if (riceBits < 1 || riceBits > 24 || count === 0 || range === 0) throw new CommonPasswordFormatError("has an invalid header");

  const totalBits = (bytes.length - COMMON_PASSWORDS_HEADER_BYTES) * 8;
  let position = 0;
  const bit = () => {
    if (position >= totalBits) throw new CommonPasswordFormatError(`is truncated (${count} hashes announced)`);
    const p = position++;
    return (bytes[COMMON_PASSWORDS_HEADER_BYTES + (p >>> 3)] >>> (7 - (p & 7))) & 1;
  };
  const hashes = new Uint32Array(count);
  let value = 0;
  for (let n = 0; n < count; n++) {
    let quotient = 0;
    while (bit()) quotient++;
    let remainder = 0;
    for (let i = 0; i < riceBits; i++) remainder = (remainder << 1) | bit();
    value += quotient * 2 ** riceBits + remainder;
    if (value >= range) throw new CommonPasswordFormatError("holds a hash outside its range");
    hashes[n] = value;
  }
  return { hashes, range };
}

/** Whether the decoded set holds the password (bisection over the sorted hashes). */
export function setHolds(set: DecodedCommonPasswordSet, password: string): boolean {
  const target = passwordHash(normalisePassword(password)) % set.range;
  const { hashes } = set;
  let lo = 0;
  let hi = hashes.length - 1;
  while (lo <= hi) {
    const mid = (lo + hi) >>> 1;
    if (hashes[mid] === target) return true;
    if (hashes[mid] < target) lo = mid + 1;
    else hi = mid - 1;
  }
  return false;
}
