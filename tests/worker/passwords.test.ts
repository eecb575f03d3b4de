import { describe, expect, it } from "vitest";
import { scryptSync } from "node:crypto";
import { SCRYPT_PARAMS, hashPassword, needsRehash, verifyPassword } from "../../worker/lib/passwords";
import { dictionary } from "@zxcvbn-ts/language-common";
import { isCommonPassword } from "../../worker/lib/common-passwords";

describe("password hashing (scrypt in workerd)", () => {
  it("pins the KDF parameters (raise them deliberately, never by accident)", () => {
    expect(SCRYPT_PARAMS).toEqual({ N: 16384, r: 8, p: 5, keyLength: 32, saltLength: 16 });
    // 128·N·r bytes of memory per hash must fit a Worker (128 MB) with room to spare.
    expect(128 * SCRYPT_PARAMS.N * SCRYPT_PARAMS.r).toBe(16 * 1024 * 1024);
  });

  it("matches the RFC 7914 test vector in this runtime", () => {
    const key = scryptSync("password", "NaCl", 64, { N: 1024, r: 8, p: 16 });
    expect(key.toString("hex")).toBe(
      "fdbabe1c9d3472007856e7190d01e9fe7c6ad7cbc8237830e77376634b3731622eaf30d92e22a3886ff109279d9830dac727afb94a83ee6d8360cbdfa2cc0640",
    );
  });

  it("stores algorithm, parameters, salt and key, and verifies only the right password", async () => {
    const hash = await hashPassword("Tr1cky pässword");
    expect(hash).toMatch(/^scrypt\$16384\$8\$5\$[A-Za-z0-9+/=]{24}\$[A-Za-z0-9+/=]{44}$/);
    expect(await verifyPassword("Tr1cky pässword", hash)).toBe(true);
    expect(await verifyPassword("Tr1cky password", hash)).toBe(false);
    expect(await verifyPassword("", hash)).toBe(false);
  });

  it("salts every hash", async () => {
    expect(await hashPassword("same-password-1")).not.toBe(await hashPassword("same-password-1"));
  });

  it("treats malformed stored hashes as a failed check, not a crash", async () => {
    for (const stored of ["", "plain-text", "scrypt$x$8$5$a$b", "pbkdf2$1$2$3$4$5", "scrypt$16384$8$5$c2FsdA==$"]) {
      expect(await verifyPassword("anything", stored)).toBe(false);
    }
  });

  it("asks for a re-hash when stored parameters are older than the current ones", async () => {
    expect(needsRehash(await hashPassword("current-params-1"))).toBe(false);
    const weaker = `scrypt$1024$8$1$${btoa("0123456789abcdef")}$${btoa("k".repeat(32))}`;
    expect(needsRehash(weaker)).toBe(true);
  });
});

describe("common password list", () => {
  it.each(["password", "Password123", "qwerty123", "iloveyou", "  letmein  "])("refuses %s", (pw) => {
    expect(isCommonPassword(pw)).toBe(true);
  });

  it.each(["reading-rocks-2026", "Greenfield Blue Kites!", "correct-horse-battery-7"])("accepts %s", (pw) => {
    expect(isCommonPassword(pw)).toBe(false);
  });

  // The Worker carries the list as a Golomb-coded set (issue #15): check it against the list itself.
  it("refuses every password of the upstream list, in any case", () => {
    const list = dictionary["passwords-common"];
    expect(list.length).toBeGreaterThan(40_000);
    const missed = list.filter((pw) => !isCommonPassword(pw) || !isCommonPassword(pw.toUpperCase()));
    expect(missed).toEqual([]);
  });

  it("refuses by mistake fewer than 1 in 1,000 passwords that are not on the list", () => {
    const listed = new Set(dictionary["passwords-common"].map((pw) => pw.toLowerCase()));
    let refused = 0;
    const tries = 100_000;
    for (let i = 0; i < tries; i++) {
      const candidate = `${i.toString(36)}-${(i * 2654435761) % 1_000_003}-kite`;
      if (!listed.has(candidate) && isCommonPassword(candidate)) refused++;
    }
    expect(refused / tries).toBeLessThan(1 / 1000);
  });
});
