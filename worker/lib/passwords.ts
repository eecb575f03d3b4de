import { randomBytes, scrypt, timingSafeEqual } from "node:crypto";

/**
 * Password hashing: scrypt from node:crypto (nodejs_compat), not PBKDF2.
 *
 * Why scrypt: deployed Workers refuse PBKDF2 above 100,000 iterations, well under today's advice
 * for PBKDF2-SHA256 (600,000). scrypt is memory-hard, runs natively in workerd and passes the
 * RFC 7914 vectors there.
 *
 * Parameters: N=2^14, r=8, p=5 — one of OWASP's recommended scrypt settings. It needs 16 MiB per
 * hash (128·N·r), comfortably inside a Worker's 128 MB, and ~150 ms of CPU, affordable per sign-in
 * on the paid plan. The parameters travel inside every hash ("scrypt$N$r$p$salt$hash"), so they
 * can be raised later: needsRehash() tells the sign-in path to re-hash with the current ones.
 * tests/worker/passwords.test.ts pins them.
 *
 * This module has no project imports so scripts/seed.ts can use it under plain Node.
 *
 * Hashing comes from `scryptPasswords(SCRYPT_PARAMS)`; checking needs no parameters (a hash names
 * its own). The worker tests build hashing with a cheaper cost (tests/helpers/test-passwords.ts,
 * put in this module's place by vitest.config.ts): the same code and hash format, only N and p
 * smaller, as Django's docs advise for test suites.
 * tests/worker/passwords.test.ts tests this module itself.
 */
export const SCRYPT_PARAMS = { N: 16384, r: 8, p: 5, keyLength: 32, saltLength: 16 } as const;

export type ScryptParams = { [K in keyof typeof SCRYPT_PARAMS]: number };

const MAXMEM = 64 * 1024 * 1024;

function derive(password: string, salt: Buffer, N: number, r: number, p: number, keyLength: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(password.normalize("NFKC"), salt, keyLength, { N, r, p, maxmem: MAXMEM }, (err, key) =>
      err ? reject(err) : resolve(key),
    );
  });
}

interface ParsedHash {
  N: number;
  r: number;
  p: number;
  salt: Buffer;
  key: Buffer;
}

function parseHash(stored: string): ParsedHash | null {
  const parts = stored.split("$");
  if (parts.length !== 6 || parts[0] !== "scrypt") return null;
  const [N, r, p] = parts.slice(1, 4).map(Number);
  if (![N, r, p].every((n) => Number.isInteger(n) && n > 0)) return null;
  return { N, r, p, salt: Buffer.from(parts[4], "base64"), key: Buffer.from(parts[5], "base64") };
}

/** Checks with the parameters stored in the hash, whatever the current ones are. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parsed = parseHash(stored);
  if (!parsed || parsed.key.length === 0) return false;
  const key = await derive(password, parsed.salt, parsed.N, parsed.r, parsed.p, parsed.key.length);
  return key.length === parsed.key.length && timingSafeEqual(key, parsed.key);
}

/** Hashing, re-hash advice and the unknown-account check for one set of scrypt parameters. */
export function scryptPasswords(params: ScryptParams) {
  async function hashPassword(password: string): Promise<string> {
    const { N, r, p, keyLength, saltLength } = params;
    const salt = randomBytes(saltLength);
    const key = await derive(password, salt, N, r, p, keyLength);
    return ["scrypt", N, r, p, salt.toString("base64"), key.toString("base64")].join("$");
  }

  function needsRehash(stored: string): boolean {
    const parsed = parseHash(stored);
    const { N, r, p } = params;
    return !parsed || parsed.N !== N || parsed.r !== r || parsed.p !== p;
  }

  /**
   * A fixed hash of a random password, verified against when no account matches so that an
   * unknown username costs the same time as a wrong password (no account enumeration by timing).
   */
  let dummyHash: Promise<string> | undefined;
  async function burnPasswordCheck(password: string): Promise<void> {
    dummyHash ??= hashPassword(randomBytes(16).toString("hex"));
    await verifyPassword(password, await dummyHash);
  }

  return { hashPassword, needsRehash, burnPasswordCheck };
}

export const { hashPassword, needsRehash, burnPasswordCheck } = scryptPasswords(SCRYPT_PARAMS);
