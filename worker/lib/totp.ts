/**
 * TOTP (RFC 6238) over HOTP (RFC 4226) with WebCrypto HMAC-SHA1: 6 digits, 30-second steps.
 * tests/worker/totp.test.ts checks the RFC 6238 appendix B vectors.
 */
export const TOTP = { digits: 6, periodSeconds: 30, skewSteps: 1 } as const;

const B32 = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567";

export function base32Encode(bytes: Uint8Array): string {
  let bits = 0;
  let value = 0;
  let out = "";
  for (const b of bytes) {
    value = (value << 8) | b;
    bits += 8;
    while (bits >= 5) {
      out += B32[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  if (bits > 0) out += B32[(value << (5 - bits)) & 31];
  return out;
}

export function base32Decode(text: string): Uint8Array {
  const clean = text.toUpperCase().replace(/[\s=-]/g, "");
  const out: number[] = [];
  let bits = 0;
  let value = 0;
  for (const ch of clean) {
    const idx = B32.indexOf(ch);
    if (idx < 0) throw new Error("invalid base32");
    value = (value << 5) | idx;
    bits += 5;
    if (bits >= 8) {
      out.push((value >>> (bits - 8)) & 255);
      bits -= 8;
    }
  }
  return new Uint8Array(out);
}

/** HOTP value for one counter: dynamic truncation of HMAC-SHA1(key, counter as 8 bytes). */
export async function hotp(key: Uint8Array, counter: number, digits: number = TOTP.digits, hash: "SHA-1" | "SHA-256" | "SHA-512" = "SHA-1"): Promise<string> {
  const msg = new Uint8Array(8);
  new DataView(msg.buffer).setBigUint64(0, BigInt(counter));
  const k = await crypto.subtle.importKey("raw", new Uint8Array(key), { name: "HMAC", hash }, false, ["sign"]);
  const mac = new Uint8Array(await crypto.subtle.sign("HMAC", k, msg));
  const offset = mac[mac.length - 1] & 0x0f;
  const bin = ((mac[offset] & 0x7f) << 24) | (mac[offset + 1] << 16) | (mac[offset + 2] << 8) | mac[offset + 3];
  return String(bin % 10 ** digits).padStart(digits, "0");
}

export const timeStep = (nowMs: number, period: number = TOTP.periodSeconds) => Math.floor(nowMs / 1000 / period);

export function totp(key: Uint8Array, nowMs: number, digits: number = TOTP.digits, hash: "SHA-1" | "SHA-256" | "SHA-512" = "SHA-1"): Promise<string> {
  return hotp(key, timeStep(nowMs), digits, hash);
}

/**
 * The time step a code belongs to (now, or one step either side for clock skew), or null. The
 * caller refuses a step not later than the last one used, so a code cannot be replayed.
 */
export async function matchingStep(key: Uint8Array, code: string, nowMs: number): Promise<number | null> {
  if (!/^\d{6}$/.test(code)) return null;
  const step = timeStep(nowMs);
  for (let d = -TOTP.skewSteps; d <= TOTP.skewSteps; d++) {
    if (timingSafeEqualText(await hotp(key, step + d), code)) return step + d;
  }
  return null;
}

function timingSafeEqualText(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  let diff = 0;
  for (let i = 0; i < a.length; i++) diff |= a.charCodeAt(i) ^ b.charCodeAt(i);
  return diff === 0;
}

export function otpauthUrl(issuer: string, account: string, secretB32: string): string {
  const label = encodeURIComponent(`${issuer}:${account}`);
  const q = new URLSearchParams({ secret: secretB32, issuer, algorithm: "SHA1", digits: String(TOTP.digits), period: String(TOTP.periodSeconds) });
  return `otpauth://totp/${label}?${q.toString()}`;
}
