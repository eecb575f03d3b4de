import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { app } from "../../worker/app";
import { DEMO_PASSWORDS } from "../../worker/db/seed/demo-data";
import { call } from "../helpers/api";
import { seedDemo, signIn } from "../helpers/factories";

/** GET /api/demo: the sample sign-ins /demo shows, outside production only, and they really sign in. */
describe("GET /api/demo", () => {
  it("lists a teacher, a student, a school admin and the community password of the demo school", async () => {
    const res = await call("localhost", "/api/demo");
    expect(res.status).toBe(200);
    expect(res.headers.get("Cache-Control")).toBe("no-store");
    const roles = res.body.sign_ins.map((s: { role: string }) => s.role);
    expect(roles).toEqual(["teacher", "student", "school_admin", "community"]);
    const passwords = new Set<string>(Object.values(DEMO_PASSWORDS));
    for (const s of res.body.sign_ins) expect(passwords.has(s.password)).toBe(true);
  });

  it("the listed accounts sign in on the demo school's site (they match the seed)", async () => {
    await seedDemo();
    const { sign_ins } = (await call("localhost", "/api/demo")).body;
    for (const s of sign_ins.filter((x: { username: string | null }) => x.username)) {
      const session = await signIn(`${s.school}.localhost`, s.username, s.password);
      expect(session.access).toBeTruthy();
    }
  });

  it("shows no credentials in a production (or any non-local) Worker", async () => {
    for (const ENVIRONMENT of ["production", "staging"]) {
      const res = await app.request("http://localhost/api/demo", { headers: { Host: "localhost" } }, { ...env, ENVIRONMENT });
      expect(res.status).toBe(200);
      const body = await res.text();
      expect(JSON.parse(body)).toEqual({ sign_ins: null });
      for (const password of Object.values(DEMO_PASSWORDS)) expect(body).not.toContain(password);
    }
  });
});
