import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { eq, inArray, sql } from "drizzle-orm";
import { tenants, users } from "../../worker/db/schema";
import { createDb, readBatch, type RidingCheck } from "../../worker/lib/db";
import { ReusableSelects } from "../../worker/lib/reusable-selects";
import { createStaff, createTenant, createUser } from "../helpers/factories";

/** lib/reusable-selects.ts: a select built once, run again with other values on another D1. */
describe("ReusableSelects", () => {
  const byUsername = (db: ReturnType<typeof createDb>) =>
    db
      .select({ user: { id: users.id, username: users.username }, tenant: { id: tenants.id, name: tenants.schoolName } })
      .from(users)
      .leftJoin(tenants, eq(tenants.id, users.tenantId))
      .where(eq(users.username, sql.placeholder("username")))
      .limit(sql.placeholder("limit"));

  it("builds once per key and binds each call's own values; a join's two ids stay apart", async () => {
    const selects = new ReusableSelects();
    const tenant = await createTenant();
    const [a, b] = [await createUser({ tenantId: tenant.id, role: "teacher" }), await createUser({ tenantId: tenant.id, role: "teacher" })];
    let builds = 0;
    const run = (username: string) =>
      selects.all(createDb(env.DB), "by-username", () => (builds++, byUsername(createDb(env.DB))), { username, limit: 5 });

    expect(await run(a.username)).toEqual([{ user: { id: a.id, username: a.username }, tenant: { id: tenant.id, name: tenant.schoolName } }]);
    // Another request's D1 (a session, as middleware/d1-session.ts gives each request), other values.
    expect(await selects.all(createDb(env.DB.withSession("first-primary") as unknown as D1Database), "by-username", () => byUsername(createDb(env.DB)), { username: b.username, limit: 5 })).toEqual([
      { user: { id: b.id, username: b.username }, tenant: { id: tenant.id, name: tenant.schoolName } },
    ]);
    expect(await run("nobody-has-this-name")).toEqual([]);
    expect(builds).toBe(1);
  });

  it("maps rows exactly as drizzle does: whole tables, nested fields, decoded columns, SQL fields, a left join without its row", async () => {
    const tenant = await createTenant();
    const member = await createUser({ tenantId: tenant.id, role: "teacher" });
    const staff = await createStaff();
    const everything = (db: ReturnType<typeof createDb>) =>
      db
        .select({ user: users, one: sql<number>`1`.as("one"), tenant: tenants, flags: { staff: users.isStaff, upper: sql<string>`upper(${users.username})` } })
        .from(users)
        .leftJoin(tenants, eq(tenants.id, users.tenantId))
        .where(inArray(users.id, [sql.placeholder("a"), sql.placeholder("b")]))
        .orderBy(users.id);
    const ours = await new ReusableSelects().all(createDb(env.DB), "k", () => everything(createDb(env.DB)), { a: member.id, b: staff.id });
    const theirs = await everything(createDb(env.DB)).all({ a: member.id, b: staff.id });
    expect(ours).toEqual(theirs);
    // The same keys in the same order too (an answer serialised as it is reads the same).
    expect(JSON.stringify(ours)).toBe(JSON.stringify(theirs));
    expect(ours).toHaveLength(2);
    const byId = new Map(ours.map((r) => [r.user.id, r]));
    expect(byId.get(staff.id)!.tenant).toBeNull();
    expect(byId.get(member.id)!.tenant?.id).toBe(tenant.id);
    expect(byId.get(staff.id)!.flags.staff).toBe(true);
    // In a batch too, beside readBatch's (drizzle's) mapping of the same query.
    const values = { a: member.id, b: staff.id };
    const [batched] = await new ReusableSelects().batch(createDb(env.DB), "k", () => [everything(createDb(env.DB))] as const, values);
    const concrete = createDb(env.DB)
      .select({ user: users, one: sql<number>`1`.as("one"), tenant: tenants, flags: { staff: users.isStaff, upper: sql<string>`upper(${users.username})` } })
      .from(users)
      .leftJoin(tenants, eq(tenants.id, users.tenantId))
      .where(inArray(users.id, [member.id, staff.id]))
      .orderBy(users.id)
      .limit(10);
    const [read] = await readBatch(createDb(env.DB), [concrete] as const);
    expect(read).toEqual(theirs);
    expect(batched).toEqual(theirs);
    expect(JSON.stringify(batched)).toBe(JSON.stringify(theirs));
  });

  it("carries a riding check in its round trip, once: the same rows, and the check learns whether it found one", async () => {
    const tenant = await createTenant();
    const a = await createUser({ tenantId: tenant.id, role: "teacher" });
    const selects = new ReusableSelects();
    const db = createDb(env.DB);
    const rider = (username: string): RidingCheck => ({ found: undefined, statement: (d) => d.$client.prepare("select 1 from users where username = ?").bind(username) });
    const plain = await selects.all(db, "k", () => byUsername(db), { username: a.username, limit: 5 });
    const there = rider(a.username);
    expect(await selects.all(db, "k", () => byUsername(db), { username: a.username, limit: 5 }, there)).toEqual(plain);
    expect(there.found).toBe(true);
    const missing = rider("nobody-has-this-name");
    expect(await selects.all(db, "k", () => byUsername(db), { username: a.username, limit: 5 }, missing)).toEqual(plain);
    expect(missing.found).toBe(false);
    // Already answered: a later select does not run it again.
    let runs = 0;
    const once: RidingCheck = { found: true, statement: (d) => (runs++, d.$client.prepare("select 1")) };
    await selects.all(db, "k", () => byUsername(db), { username: a.username, limit: 5 }, once);
    expect(runs).toBe(0);
  });

  it("a value the built query does not get is an error, not a query with a hole", async () => {
    const selects = new ReusableSelects();
    await expect(selects.all(createDb(env.DB), "k", () => byUsername(createDb(env.DB)), { username: "x" })).rejects.toThrow(/placeholder "limit"/);
  });

  it("keeps at most its capacity, dropping the oldest", async () => {
    const selects = new ReusableSelects(2);
    const builds: string[] = [];
    const run = (key: string) => selects.all(createDb(env.DB), key, () => (builds.push(key), byUsername(createDb(env.DB))), { username: "x", limit: 1 });
    for (const key of ["a", "b", "c", "c", "a"]) await run(key);
    expect(selects.size).toBe(2);
    expect(builds).toEqual(["a", "b", "c", "a"]);
  });
});
