import { env } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { scryptSync } from "node:crypto";
import { SCRYPT_PARAMS, hashPassword, needsRehash, verifyPassword } from "../../worker/lib/passwords";
import { dictionary } from "@zxcvbn-ts/language-common";
import { isCommonPassword, loadCommonPasswords, type CommonPasswords } from "../../worker/lib/common-passwords";
import {
  COMMON_PASSWORDS_KEY,
  CommonPasswordFormatError,
  decodeCommonPasswordSet,
  encodeCommonPasswordSet,
  setHolds,
} from "../../worker/lib/common-passwords-format";
import { AppError } from "../../worker/lib/errors";
import { readablePassword } from "../../worker/lib/readable-password";
import { classStudents, classes, emailOutbox, users } from "../../worker/db/schema";
import { call, newAddress, post } from "../helpers/api";
import { createClass, createTenant, createUser, db, signIn, unique } from "../helpers/factories";

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

  it("is the real module here, while the other worker tests hash at a test cost and sign in without a re-hash", async () => {
    // vitest.config.ts (testPasswordCost) gives every other project file tests/helpers/test-passwords.ts.
    const tenant = await createTenant();
    const user = await createUser({ tenantId: tenant.id, role: "teacher" });
    const stored = async () => (await db().select({ hash: users.passwordHash }).from(users).where(eq(users.id, user.id)))[0].hash;
    const before = await stored();
    expect(before).toMatch(/^scrypt\$1024\$8\$1\$/);
    expect(needsRehash(before)).toBe(true); // the production parameters would re-hash it
    expect((await post(tenant.host, "/api/auth/token/", { username: user.username, password: user.password })).status).toBe(200);
    expect(await stored()).toBe(before); // the Worker's module has the test cost too
  });
});

describe("common password list (read from R2)", () => {
  let common: CommonPasswords;
  beforeAll(async () => {
    common = await loadCommonPasswords(env.FILES);
  });

  it.each(["password", "Password123", "password1", "qwerty123", "iloveyou", "  letmein  "])("refuses %s", async (pw) => {
    expect(common.has(pw)).toBe(true);
    expect(await isCommonPassword(env.FILES, pw)).toBe(true);
  });

  it.each(["reading-rocks-2026", "Greenfield Blue Kites!", "correct-horse-battery-7"])("accepts %s", async (pw) => {
    expect(common.has(pw)).toBe(false);
    expect(await isCommonPassword(env.FILES, pw)).toBe(false);
  });

  // The set is a Golomb-coded set (issue #15): check it against the list itself.
  it("refuses every password of the upstream list, in any case", () => {
    const list = dictionary["passwords-common"];
    expect(list.length).toBeGreaterThan(40_000);
    const missed = list.filter((pw) => !common.has(pw) || !common.has(pw.toUpperCase()));
    expect(missed).toEqual([]);
  });

  it("refuses by mistake fewer than 1 in 1,000 passwords that are not on the list", () => {
    const listed = new Set(dictionary["passwords-common"].map((pw) => pw.toLowerCase()));
    let refused = 0;
    const tries = 100_000;
    for (let i = 0; i < tries; i++) {
      const candidate = `${i.toString(36)}-${(i * 2654435761) % 1_000_003}-kite`;
      if (!listed.has(candidate) && common.has(candidate)) refused++;
    }
    expect(refused / tries).toBeLessThan(1 / 1000);
  });

  it("generates readable passwords that are never on the list", () => {
    const refuseAllBut = { has: (pw: string) => !pw.startsWith("ant-") } satisfies CommonPasswords;
    for (let i = 0; i < 20; i++) expect(readablePassword(refuseAllBut)).toMatch(/^ant-[a-z]+-[a-z]+-\d\d$/);
    expect(common.has(readablePassword(common))).toBe(false);
  });
});

describe("common password set format", () => {
  const bytes = encodeCommonPasswordSet(["password", "qwerty123", "letmein"]);

  it("has a header (magic, version 1, Rice bits, count, range) and round-trips", () => {
    expect([...bytes.slice(0, 4)].map((b) => String.fromCharCode(b)).join("")).toBe("CPWS");
    const view = new DataView(bytes.buffer);
    expect(view.getUint8(4)).toBe(1);
    expect(view.getUint8(5)).toBe(12);
    expect(view.getUint32(8)).toBe(3);
    expect(view.getUint32(12)).toBe(3 * 4096);
    const set = decodeCommonPasswordSet(bytes);
    expect(set.hashes).toHaveLength(3);
    expect(["PASSWORD", " qwerty123", "letmein"].every((pw) => setHolds(set, pw))).toBe(true);
  });

  it("refuses another format version, another file and a truncated one", () => {
    const v2 = bytes.slice();
    v2[4] = 2;
    expect(() => decodeCommonPasswordSet(v2)).toThrow(CommonPasswordFormatError);
    expect(() => decodeCommonPasswordSet(v2)).toThrow("has format version 2; this Worker reads version 1");
    expect(() => decodeCommonPasswordSet(new TextEncoder().encode("%PDF-1.7 not a password set"))).toThrow("is not a common-password set");
    const full = encodeCommonPasswordSet(dictionary["passwords-common"]);
    expect(() => decodeCommonPasswordSet(full.slice(0, full.length - 100))).toThrow("is truncated");
  });
});

/** Runs `check` with the object replaced by `bytes` (or deleted), then puts the real set back. */
async function withStoredSet(bytes: Uint8Array | null, check: () => Promise<void>) {
  const saved = new Uint8Array(await (await env.FILES.get(COMMON_PASSWORDS_KEY))!.arrayBuffer());
  if (bytes) await env.FILES.put(COMMON_PASSWORDS_KEY, bytes);
  else await env.FILES.delete(COMMON_PASSWORDS_KEY);
  try {
    await check();
  } finally {
    await env.FILES.put(COMMON_PASSWORDS_KEY, saved);
  }
}

describe("the stored set", () => {
  it("is decoded again when the object is replaced (cached by etag)", async () => {
    expect((await loadCommonPasswords(env.FILES)).has("kite-river-tulip-42")).toBe(false);
    await withStoredSet(encodeCommonPasswordSet(["kite-river-tulip-42"]), async () => {
      const replaced = await loadCommonPasswords(env.FILES);
      expect(replaced.has("kite-river-tulip-42")).toBe(true);
      expect(replaced.has("password")).toBe(false);
    });
    const restored = await loadCommonPasswords(env.FILES);
    expect(restored.has("kite-river-tulip-42")).toBe(false);
    expect(restored.has("password")).toBe(true);
  });

  it("of another format version is refused with 503 naming the key", async () => {
    const v2 = encodeCommonPasswordSet(dictionary["passwords-common"]);
    v2[4] = 2;
    await withStoredSet(v2, async () => {
      const err = await loadCommonPasswords(env.FILES).then(
        () => null,
        (e: unknown) => e,
      );
      expect(err).toBeInstanceOf(AppError);
      expect(err).toMatchObject({ code: "UNAVAILABLE" });
      expect((err as AppError).message).toContain(`${COMMON_PASSWORDS_KEY} has format version 2`);
    });
  });

  it("missing: sign-up answers 503 in the envelope naming the key and writes nothing, and health is not ready", async () => {
    const email = `${unique("nolist")}@example.com`;
    const strong = "Tr1cky-Passphrase-42";
    await withStoredSet(null, async () => {
      for (const password of ["password123", strong]) {
        const res = await post("localhost", "/api/signup/", { first_name: "Ada", last_name: "Lovelace", email, password, password2: password, country: "GB", role: "teacher", agreeToTerms: true }, { address: newAddress() });
        expect(res.status).toBe(503);
        expect(res.body.error).toMatchObject({ code: "UNAVAILABLE", requestId: expect.any(String) });
        expect(res.body.error.message).toContain(COMMON_PASSWORDS_KEY);
        expect(res.body.error.message).toContain("Upload the common-password list");
      }
      expect(await db().$count(users, eq(users.email, email))).toBe(0);
      expect(await db().$count(emailOutbox, eq(emailOutbox.toAddress, email))).toBe(0);
      const health = await call("whatever.invalid", "/api/health");
      expect(health.status).toBe(503);
      expect(health.body.error.message).toBe("Not ready: common_passwords did not answer.");
    });
    // With the set back, the same sign-up goes through.
    const res = await post("localhost", "/api/signup/", { first_name: "Ada", last_name: "Lovelace", email, password: strong, password2: strong, country: "GB", role: "teacher", agreeToTerms: true }, { address: newAddress() });
    expect(res.status).toBe(201);
  });

  it("missing: a roster import and a generated student password answer 503 and write nothing", async () => {
    const tenant = await createTenant();
    const admin = await createUser({ tenantId: tenant.id, role: "school_admin" });
    const student = await createUser({ tenantId: tenant.id, role: "student" });
    const cls = await createClass(tenant.id, { name: "Year 3 Green" });
    const { access } = await signIn(tenant.host, admin.username);
    const before = (await db().select({ hash: users.passwordHash }).from(users).where(eq(users.id, student.id)).get())!.hash;
    const rows = [
      { row: 1, first_name: "Amara", last_name: "Okafor", class: "Year 3 Green" },
      { row: 2, first_name: "Ben", last_name: "Ng", class: "Brand New Class", password: "Quartz-lantern-88-river" },
    ];
    await withStoredSet(null, async () => {
      const imported = await call(tenant.host, "/api/roster-import/", { token: access, json: { total_rows: 2, rows, create_missing_classes: true } });
      expect(imported.status).toBe(503);
      expect(imported.body.error).toMatchObject({ code: "UNAVAILABLE" });
      expect(imported.body.error.message).toContain(COMMON_PASSWORDS_KEY);
      const reset = await call(tenant.host, `/api/school-admin/students/${student.id}/reset-password`, { token: access, method: "POST" });
      expect(reset.status).toBe(503);
      expect(reset.body.error.code).toBe("UNAVAILABLE");
    });
    expect(await db().$count(users, eq(users.tenantId, tenant.id))).toBe(2);
    expect(await db().$count(classes, eq(classes.tenantId, tenant.id))).toBe(1);
    expect(await db().$count(classStudents, eq(classStudents.classId, cls.id))).toBe(0);
    expect((await db().select({ hash: users.passwordHash }).from(users).where(eq(users.id, student.id)).get())!.hash).toBe(before);
    // With the set back, the same import goes through.
    const again = await call(tenant.host, "/api/roster-import/", { token: access, json: { total_rows: 2, rows, create_missing_classes: true } });
    expect(again.status).toBe(201);
    expect(again.body.results).toHaveLength(2);
  });
});
