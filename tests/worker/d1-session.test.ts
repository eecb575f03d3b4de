import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { BOOKMARK_HEADER, validBookmark } from "../../worker/middleware/d1-session";
import { call, post } from "../helpers/api";
import { createTenant, createUser, DEFAULT_PASSWORD } from "../helpers/factories";

/** Issue #15: every API request runs in one D1 session; the bookmark goes back and forth in x-d1-bookmark. */
let school: Awaited<ReturnType<typeof createTenant>>;
let teacher: Awaited<ReturnType<typeof createUser>>;
beforeAll(async () => {
  school = await createTenant();
  teacher = await createUser({ tenantId: school.id, role: "teacher" });
});

const FORMAT = /^[0-9a-f]+(?:-[0-9a-f]+)*$/i;

describe("D1 sessions (read replicas)", () => {
  it("answers a write with its bookmark, and a read sent with it sees the write", async () => {
    const signIn = await post(school.host, "/api/auth/token/", { username: teacher.username, password: DEFAULT_PASSWORD });
    expect(signIn.status).toBe(200);
    const written = signIn.headers.get(BOOKMARK_HEADER);
    expect(written).toMatch(FORMAT);
    // The sign-in's rows are there (written through the session, committed).
    const row = await env.DB.prepare("SELECT COUNT(*) AS n FROM refresh_tokens WHERE user_id = ?").bind(teacher.id).first<{ n: number }>();
    expect(row?.n).toBeGreaterThan(0);

    const profile = await call(school.host, "/api/user/profile", { token: signIn.body.access, headers: { [BOOKMARK_HEADER]: written! } });
    expect(profile.status).toBe(200);
    expect(profile.body.username).toBe(teacher.username);
    const read = profile.headers.get(BOOKMARK_HEADER)!;
    expect(read).toMatch(FORMAT);
    // Bookmarks only move forward: the read's session is at least as new as the write it was given.
    expect(read.length === written!.length ? read >= written! : true).toBe(true);
  });

  it("a later write's bookmark is newer than an earlier one's", async () => {
    const first = await post(school.host, "/api/auth/token/", { username: teacher.username, password: DEFAULT_PASSWORD });
    const second = await post(school.host, "/api/auth/token/", { username: teacher.username, password: DEFAULT_PASSWORD }, { headers: { [BOOKMARK_HEADER]: first.headers.get(BOOKMARK_HEADER)! } });
    const [a, b] = [first.headers.get(BOOKMARK_HEADER)!, second.headers.get(BOOKMARK_HEADER)!];
    expect(b.length).toBe(a.length);
    expect(b > a).toBe(true);
  });

  it.each([
    ["characters a bookmark never has", "'; DROP TABLE books; --"],
    ["too long", `${"0".repeat(8)}-`.repeat(20) + "0"],
    ["empty", ""],
    ["spaces", "0000 0001"],
    ["another scheme", "first-primary"],
  ])("ignores a bookmark with %s and answers as usual", async (_label, garbage) => {
    const session = await post(school.host, "/api/auth/token/", { username: teacher.username, password: DEFAULT_PASSWORD }, { headers: { [BOOKMARK_HEADER]: garbage } });
    expect(session.status).toBe(200);
    expect(session.headers.get(BOOKMARK_HEADER)).toMatch(FORMAT);
    const res = await call(school.host, "/api/user/profile", { token: session.body.access, headers: { [BOOKMARK_HEADER]: garbage } });
    expect(res.status).toBe(200);
    expect(res.body.username).toBe(teacher.username);
    expect(res.headers.get(BOOKMARK_HEADER)).toMatch(FORMAT);
  });

  it("a failing request still answers in the one error envelope", async () => {
    const res = await call(school.host, "/api/user/profile", { headers: { [BOOKMARK_HEADER]: "zz" } });
    expect(res.status).toBe(401);
    expect(res.body.error.code).toBe("UNAUTHORIZED");
  });

  it("validBookmark keeps D1's shape only", () => {
    expect(validBookmark("0000000b-00000006-00004ff2-f9b1c3a2d4e5f60718293a4b5c6d7e8f")).toBe("0000000b-00000006-00004ff2-f9b1c3a2d4e5f60718293a4b5c6d7e8f");
    expect(validBookmark("first-unconstrained")).toBeUndefined();
    expect(validBookmark("0".repeat(129))).toBeUndefined();
    expect(validBookmark("-00")).toBeUndefined();
    expect(validBookmark(undefined)).toBeUndefined();
  });
});
