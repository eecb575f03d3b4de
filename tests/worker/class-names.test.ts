import { env } from "cloudflare:workers";
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { classes } from "../../worker/db/schema";
import { CLASS_CREATED_MEANWHILE_MESSAGE } from "../../worker/identity/roster-import/roster-import.service";
import { foldPendingNameKeys } from "../../worker/identity";
import { newClassCode, newId } from "../../worker/lib/ids";
import { call, type CallOptions } from "../helpers/api";
import { createClass, createTenant, createUser, db, signIn } from "../helpers/factories";

/*
 * A class's name is unique among a school's active classes as a reader compares names (matchKey).
 * The check in code reads, then writes: two requests at once both found the name free. The stored
 * key and its unique index (migration 0048) refuse the second, answered as the check answers.
 */

async function school() {
  const tenant = await createTenant();
  const admin = await createUser({ tenantId: tenant.id, role: "school_admin" });
  const { access } = await signIn(tenant.host, admin.username);
  const as = (path: string, opts: CallOptions = {}) => call(tenant.host, `/api/school-admin${path}`, { token: access, ...opts });
  const roster = (rows: { row: number; first_name: string; last_name: string; class: string }[]) =>
    call(tenant.host, "/api/roster-import/", { token: access, json: { total_rows: rows.length, rows, create_missing_classes: true } });
  return { tenant, as, roster };
}

const activeNamed = (tenantId: string, key: string) => db().select().from(classes).where(and(eq(classes.tenantId, tenantId), eq(classes.matchKey, key), eq(classes.archived, false))).all();

describe("one name, two requests at once", () => {
  it("two creations of one name (as a reader compares it): one class, the other told which class has it", async () => {
    const s = await school();
    const results = await Promise.all([s.as("/classes", { json: { name: "Year 6 Green" } }), s.as("/classes", { json: { name: "year 6  GREEN" } })]);
    expect(results.map((r) => r.status).sort()).toEqual([201, 400]);
    const made = results.find((r) => r.status === 201)!.body;
    const refused = results.find((r) => r.status === 400)!.body;
    expect(refused.error).toMatchObject({ code: "VALIDATION_FAILED", fields: { name: [`There is already a class named ${made.name} (class code ${made.code}). Choose another name, or archive that class first.`] } });
    expect(await activeNamed(s.tenant.id, "year 6 green")).toHaveLength(1);
    expect((await s.as("/classes")).body.count).toBe(1);
  });

  it("two renames to one name: one is renamed, the other refused and unchanged", async () => {
    const s = await school();
    const a = await createClass(s.tenant.id, { name: "Year 1 A" });
    const b = await createClass(s.tenant.id, { name: "Year 1 B" });
    const results = await Promise.all([s.as(`/classes/${a.id}`, { method: "PATCH", json: { name: "Year 1 Blue" } }), s.as(`/classes/${b.id}`, { method: "PATCH", json: { name: "YEAR 1 BLUE" } })]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 400]);
    expect(results.find((r) => r.status === 400)!.body.error.fields.name[0]).toMatch(/^There is already a class named Year 1 Blue|^There is already a class named YEAR 1 BLUE/);
    expect(await activeNamed(s.tenant.id, "year 1 blue")).toHaveLength(1);
  });

  it("two roster imports creating one new class: one creates it, the other writes nothing and says to import again, which then finds it", async () => {
    const s = await school();
    const results = await Promise.all([s.roster([{ row: 1, first_name: "Ana", last_name: "Ade", class: "Year 3 Teal" }]), s.roster([{ row: 1, first_name: "Ben", last_name: "Bo", class: "year 3 teal" }])]);
    expect(results.map((r) => r.status).sort()).toEqual([201, 409]);
    expect(results.find((r) => r.status === 409)!.body.error).toMatchObject({ code: "CONFLICT", message: CLASS_CREATED_MEANWHILE_MESSAGE });
    const cls = await activeNamed(s.tenant.id, "year 3 teal");
    expect(cls).toHaveLength(1);
    const retry = await s.roster([{ row: 1, first_name: "Ben", last_name: "Bo", class: "year 3 teal" }]);
    expect(retry.status).toBe(201);
    expect(retry.body.results[0]).toMatchObject({ status: "created", class_code: cls[0].code });
  });

  it("the index itself: two active classes of one key in one batch are refused and neither is written; archived ones and other schools do not count", async () => {
    const s = await school();
    const other = await createTenant();
    const row = (tenantId: string, name: string, archived = false) => ({ id: newId("cls"), tenantId, name, nameKey: name.toLowerCase(), matchKey: "year 2 red", code: newClassCode(8), archived });
    await expect(db().batch([db().insert(classes).values(row(s.tenant.id, "Year 2 Red")), db().insert(classes).values(row(s.tenant.id, "year 2 red"))])).rejects.toThrow(/UNIQUE constraint failed/);
    expect(await activeNamed(s.tenant.id, "year 2 red")).toHaveLength(0);
    await db().batch([db().insert(classes).values(row(s.tenant.id, "Year 2 Red")), db().insert(classes).values(row(s.tenant.id, "Year 2 Red", true)), db().insert(classes).values(row(other.id, "Year 2 Red"))]);
    expect(await activeNamed(s.tenant.id, "year 2 red")).toHaveLength(1);
  });
});

describe("migration 0048: the keys of classes saved before them", () => {
  it("keys every plain-ASCII class, keeps a pair that already shared a name (the older with the key), leaves other scripts to the cron; runs again harmlessly", async () => {
    const s = await school();
    const legacy = async (name: string, createdAt: number, archived = false) =>
      (await db().insert(classes).values({ id: newId("cls"), tenantId: s.tenant.id, name, nameKey: "", matchKey: "", code: newClassCode(8), archived, createdAt }).returning())[0];
    const older = await legacy("Year 4 Blue", 1_000);
    const newer = await legacy("year 4   BLUE", 2_000);
    const gone = await legacy("Year 4 Blue", 500, true);
    const accented = await legacy("Étoiles", 3_000);
    const plain = await legacy("Etoiles", 4_000);
    const migration = env.TEST_MIGRATIONS.find((m) => m.name.startsWith("0048_"))!;
    const backfill = migration.queries.filter((q) => q.includes("UPDATE"));
    expect(backfill).toHaveLength(1);
    for (let run = 0; run < 2; run++) await env.DB.prepare(backfill[0]).run();
    const keyOf = async (id: string) => (await db().select({ key: classes.matchKey }).from(classes).where(eq(classes.id, id)).get())!.key;
    expect(await keyOf(older.id)).toBe("year 4 blue");
    expect(await keyOf(newer.id)).toBe(`year 4 blue\n${newer.id}`);
    expect(await keyOf(gone.id)).toBe("year 4 blue");
    expect(await keyOf(accented.id)).toBe("");
    expect(await keyOf(plain.id)).toBe("etoiles");
    // The cron folds the rest with matchKey, apart from the active class that already holds its key.
    await foldPendingNameKeys(db());
    expect(await keyOf(accented.id)).toBe(`etoiles\n${accented.id}`);

    // The code check still sees the pair as one name; a rename gives the newer its own key.
    const again = await s.as("/classes", { json: { name: "Year 4 blue" } });
    expect(again.status).toBe(400);
    expect((await s.as(`/classes/${newer.id}`, { method: "PATCH", json: { name: "Year 4 Green" } })).status).toBe(200);
    expect(await keyOf(newer.id)).toBe("year 4 green");
    // Archiving the older and restoring the archived one takes the plain key back.
    expect((await s.as(`/classes/${older.id}`, { method: "PATCH", json: { archived: true } })).status).toBe(200);
    expect((await s.as(`/classes/${gone.id}`, { method: "PATCH", json: { archived: false } })).status).toBe(200);
    expect(await activeNamed(s.tenant.id, "year 4 blue")).toMatchObject([{ id: gone.id }]);
  });
});
