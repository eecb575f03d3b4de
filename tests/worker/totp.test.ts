import { describe, expect, it } from "vitest";
import { env } from "cloudflare:workers";
import { base32Decode, base32Encode, hotp, matchingStep, otpauthUrl, totp } from "../../worker/lib/totp";
import { openTotpSecret, sealTotpSecret } from "../../worker/lib/totp-secrets";

const ascii = (s: string) => new TextEncoder().encode(s);

describe("HOTP (RFC 4226 appendix D)", () => {
  it("gives the RFC's values for counters 0–9", async () => {
    const key = ascii("12345678901234567890");
    const expected = ["755224", "287082", "359152", "969429", "338314", "254676", "287922", "162583", "399871", "520489"];
    for (let i = 0; i < 10; i++) expect(await hotp(key, i)).toBe(expected[i]);
  });
});

describe("TOTP (RFC 6238 appendix B)", () => {
  const vectors: [number, string, string, string][] = [
    [59, "94287082", "46119246", "90693936"],
    [1111111109, "07081804", "68084774", "25091201"],
    [1111111111, "14050471", "67062674", "99943326"],
    [1234567890, "89005924", "91819424", "93441116"],
    [2000000000, "69279037", "90698825", "38618901"],
    [20000000000, "65353130", "77737706", "47863826"],
  ];
  const sha1 = ascii("12345678901234567890");
  const sha256 = ascii("12345678901234567890123456789012");
  const sha512 = ascii("1234567890123456789012345678901234567890123456789012345678901234");
  it.each(vectors)("at %i s gives the RFC's 8-digit codes for SHA-1, SHA-256 and SHA-512", async (t, one, two, five) => {
    expect(await totp(sha1, t * 1000, 8)).toBe(one);
    expect(await totp(sha256, t * 1000, 8, "SHA-256")).toBe(two);
    expect(await totp(sha512, t * 1000, 8, "SHA-512")).toBe(five);
  });

  it("accepts the current code and one step either side, nothing further, and only six digits", async () => {
    const now = 1_700_000_000_000;
    const step = Math.floor(now / 30_000);
    expect(await matchingStep(sha1, await totp(sha1, now), now)).toBe(step);
    expect(await matchingStep(sha1, await totp(sha1, now - 30_000), now)).toBe(step - 1);
    expect(await matchingStep(sha1, await totp(sha1, now + 30_000), now)).toBe(step + 1);
    expect(await matchingStep(sha1, await totp(sha1, now - 90_000), now)).toBeNull();
    expect(await matchingStep(sha1, "12345", now)).toBeNull();
    expect(await matchingStep(sha1, "abcdef", now)).toBeNull();
  });
});

describe("secrets", () => {
  it("round-trips base32 (RFC 4648) and builds an otpauth:// link", () => {
    expect(base32Encode(ascii("foobar"))).toBe("MZXW6YTBOI");
    expect(new TextDecoder().decode(base32Decode("mzxw6ytboi"))).toBe("foobar");
    const url = new URL(otpauthUrl("Schools Platform", "staff@example.org", "MZXW6YTBOI"));
    expect(url.protocol).toBe("otpauth:");
    expect(url.searchParams.get("secret")).toBe("MZXW6YTBOI");
    expect(url.searchParams.get("issuer")).toBe("Schools Platform");
  });

  it("seals a secret with AES-GCM (no plain copy), opens it, and refuses a tampered or demo one outside a local Worker", async () => {
    const secret = crypto.getRandomValues(new Uint8Array(20));
    const sealed = await sealTotpSecret(env, secret);
    expect(sealed).toMatch(/^v1\./);
    expect(sealed).not.toContain(base32Encode(secret));
    expect(await openTotpSecret(env, sealed)).toEqual(secret);
    expect(await openTotpSecret(env, `${sealed.slice(0, -2)}AA`)).toBeNull();
    expect(await openTotpSecret({ ...env, JWT_SECRET: "another-secret-another-secret-another-secret" }, sealed)).toBeNull();
    expect(await openTotpSecret(env, "demo.MZXW6YTBOI")).toEqual(ascii("foobar"));
    expect(await openTotpSecret({ ...env, ENVIRONMENT: "production" }, "demo.MZXW6YTBOI")).toBeNull();
  });
});
