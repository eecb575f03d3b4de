/** Opaque public ids: a short type prefix and 128 random bits, base32 (Crockford, lowercase). */
const ALPHABET = "0123456789abcdefghjkmnpqrstvwxyz";

export function randomToken(bytes = 16): string {
  const buf = crypto.getRandomValues(new Uint8Array(bytes));
  let bits = 0;
  let value = 0;
  let out = "";
  for (const b of buf) {
    value = (value << 8) | b;
    bits += 8;
    while (bits >= 5) {
      out += ALPHABET[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  if (bits > 0) out += ALPHABET[(value << (5 - bits)) & 31];
  return out;
}

export type IdPrefix = "ten" | "usr" | "cls" | "mod" | "rt" | "fam" | "ott" | "eml" | "mbx" | "req" | "file" | "bk" | "bkc" | "bev" | "bup" | "brd" | "rct" | "sty" | "srd"
  // giving and commerce
  | "chr" | "prj" | "lib" | "cat" | "don" | "ord" | "oit" | "oev" | "pev" | "ent"
  // learning
  | "crs" | "chp" | "lsn" | "lmd" | "lmu" | "enr" | "qza" | "cas" | "hub" | "chl" | "sub" | "cmp" | "cma" | "flm" | "lvs" | "lvr" | "crt"
  // operations
  | "pg" | "pgv" | "msg" | "prb" | "tour" | "iev"
  // platform: the staff action log; identity: sign-in history
  | "act" | "sgn"
  // people (invitations, parent links)
  | "inv" | "plk";

export const newId = (prefix: IdPrefix) => `${prefix}_${randomToken(16)}`;

/** Secret tokens (refresh, one-time): 256 bits. Only their SHA-256 is stored. */
export const newSecret = (prefix: string) => `${prefix}_${randomToken(32)}`;

export async function sha256Hex(value: string): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(value));
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, "0")).join("");
}

/** Class login codes: uppercase, no look-alike characters (0/O, 1/I/L). */
const CODE_ALPHABET = "ABCDEFGHJKMNPQRSTUVWXYZ23456789";
export function newClassCode(length = 6): string {
  const limit = 256 - (256 % CODE_ALPHABET.length); // rejection sampling keeps the draw uniform
  let out = "";
  while (out.length < length) {
    for (const b of crypto.getRandomValues(new Uint8Array(length))) {
      if (b < limit && out.length < length) out += CODE_ALPHABET[b % CODE_ALPHABET.length];
    }
  }
  return out;
}

/** Bytes as unpadded base64url (URL- and JSON-safe). */
export function base64url(bytes: Uint8Array): string {
  let bin = "";
  for (const b of bytes) bin += String.fromCharCode(b);
  return btoa(bin).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}
