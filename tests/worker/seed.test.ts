import { describe, expect, it } from "vitest";
import { env } from "cloudflare:workers";
import { call, newAddress } from "../helpers/api";
import { seedDemo, signIn } from "../helpers/factories";
import { DEMO_PASSWORDS } from "../../worker/db/seed/demo-data";

async function tableCounts() {
  const tables = ["tenants", "users", "classes", "class_students", "modes"];
  const out: Record<string, number> = {};
  for (const t of tables) out[t] = ((await env.DB.prepare(`SELECT count(*) AS n FROM ${t}`).first()) as { n: number }).n;
  return out;
}

describe("demo seed", () => {
  it("is idempotent: seeding twice changes nothing", async () => {
    await seedDemo();
    const once = await tableCounts();
    const snapshot = await env.DB.prepare("SELECT id, password_hash, updated_at FROM users WHERE id LIKE 'usr_demo_%' ORDER BY id").all();
    await seedDemo();
    expect(await tableCounts()).toEqual(once);
    expect((await env.DB.prepare("SELECT id, password_hash, updated_at FROM users WHERE id LIKE 'usr_demo_%' ORDER BY id").all()).results).toEqual(snapshot.results);
  });

  it("provides the documented tenants, accounts, classes and modes", async () => {
    await seedDemo();
    const green = await call("greenfield.localhost", "/api/current-tenant");
    expect(green.body).toMatchObject({ school_name: "Greenfield Primary School", subdomain: "greenfield", switchboard: true });
    const river = await call("riverside.localhost", "/api/current-tenant");
    expect(river.body).toMatchObject({ school_name: "Riverside Academy", subdomain: "riverside", switchboard: false });

    const staffOnGreen = await signIn("greenfield.localhost", "staff@example.org", DEMO_PASSWORDS.staff);
    expect(staffOnGreen.user).toMatchObject({ is_staff: true, tenant: null });
    await signIn("localhost", "staff@example.org", DEMO_PASSWORDS.staff);
    await signIn("greenfield.localhost", "admin@greenfield.example.org", DEMO_PASSWORDS.admin);
    const teacher = await signIn("greenfield.localhost", "teacher@greenfield.example.org", DEMO_PASSWORDS.teacher);
    await signIn("riverside.localhost", "admin@riverside.example.org", DEMO_PASSWORDS.admin);
    await signIn("greenfield.localhost", "greenfield.student25", DEMO_PASSWORDS.student);
    await signIn("riverside.localhost", "riverside.student05", DEMO_PASSWORDS.student);

    const green4 = await call("greenfield.localhost", "/api/list-student-in-class/GREEN4/?limit=50", { address: newAddress() });
    expect(green4.body.count).toBe(25);
    const river5 = await call("riverside.localhost", "/api/list-student-in-class/river5/", { address: newAddress() });
    expect(river5.body.count).toBe(5);

    const classes = await call("greenfield.localhost", "/api/v1/teacher/school-classes/", { token: teacher.access });
    expect(classes.body.results).toEqual([expect.objectContaining({ name: "Year 4 Blue", code: "GREEN4", student_count: 25 })]);

    const modes = await call("greenfield.localhost", "/api/modes/", { token: teacher.access });
    expect(modes.body.results).toHaveLength(3);
    expect(modes.body.results.filter((m: { locked: boolean }) => m.locked)).toHaveLength(1);
    expect(modes.body.results.filter((m: { active: boolean }) => m.active)).toHaveLength(2);

    const community = await call("greenfield.localhost", "/api/generic-password-login", { json: { password: DEMO_PASSWORDS.communityGreenfield }, address: newAddress() });
    expect(community.status).toBe(200);
    const wrongSchool = await call("riverside.localhost", "/api/generic-password-login", { json: { password: DEMO_PASSWORDS.communityGreenfield }, address: newAddress() });
    expect(wrongSchool.status).toBe(401);
  });
});
