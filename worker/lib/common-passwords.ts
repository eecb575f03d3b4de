import { COMMON_PASSWORD_GAPS, COMMON_PASSWORDS } from "./common-passwords.data";
import { RICE_BITS, passwordHash } from "./common-passwords-hash";

/**
 * The zxcvbn-ts "common passwords" list (~49,000 entries, maintained upstream), compared
 * case-insensitively as Django's CommonPasswordValidator does. The Worker carries it as a
 * Golomb-coded set (scripts/build-common-passwords.mjs, ~84 KB instead of ~403 KiB): every listed
 * password is refused; a password not on the list is refused by mistake about once in 4,096.
 * Decoded once per isolate, on first use, into a sorted array searched by bisection.
 */
let hashes: Uint32Array | undefined;

function decode(): Uint32Array {
  const bytes = Uint8Array.from(atob(COMMON_PASSWORD_GAPS), (c) => c.charCodeAt(0));
  const out = new Uint32Array(COMMON_PASSWORDS.count);
  let position = 0;
  const bit = () => (bytes[position >>> 3] >>> (7 - (position++ & 7))) & 1;
  let value = 0;
  for (let n = 0; n < out.length; n++) {
    let quotient = 0;
    while (bit()) quotient++;
    let remainder = 0;
    for (let i = 0; i < RICE_BITS; i++) remainder = (remainder << 1) | bit();
    value += quotient * 2 ** RICE_BITS + remainder;
    out[n] = value;
  }
  return out;
}

export function isCommonPassword(password: string): boolean {
  hashes ??= decode();
  const target = passwordHash(password.trim().toLowerCase()) % COMMON_PASSWORDS.range;
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
