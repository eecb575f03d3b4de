import { env } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { classStudents, stories, users } from "../../worker/db/schema";
import { newId } from "../../worker/lib/ids";
import { call } from "../helpers/api";
import { insertBook } from "../helpers/books";
import { addStudents, createClass, createTenant, createUser, db, unique } from "../helpers/factories";

const migration = () => env.TEST_MIGRATIONS.find((m) => m.name.startsWith("0049_"))!;
const story = async (tenantId: string, authorId: string, over: Partial<typeof stories.$inferInsert> = {}) =>
  (await db().insert(stories).values({ id: newId("sty"), tenantId, title: "Old story", slug: unique("old-"), bodyHtml: "<p>x</p>", bodyText: "x", authorId, ...over }).returning())[0];
const classOf = async (id: string) => (await db().select({ classId: stories.classId }).from(stories).where(eq(stories.id, id)).get())!.classId;

describe("migration 0049: stories written before their class and submission time were kept", () => {
  it("files a pupil's story under their one active class (not two, not an archived one, not a teacher's), and dates the waiting ones", async () => {
    const tenant = await createTenant();
    const blue = await createClass(tenant.id, { name: "Blue" });
    const green = await createClass(tenant.id, { name: "Green" });
    const old = await createClass(tenant.id, { name: "Last year", archived: true });
    const [one, two, archivedToo] = await addStudents(tenant.id, blue.id, [["One", "Class"], ["Two", "Classes"], ["Was", "Archived"]]);
    await db().insert(classStudents).values([
      { tenantId: tenant.id, classId: green.id, studentId: two.id },
      { tenantId: tenant.id, classId: old.id, studentId: archivedToo.id },
    ]);
    const teacher = await createUser({ tenantId: tenant.id, role: "teacher" });
    const filed = await story(tenant.id, one.id);
    const guess = await story(tenant.id, two.id);
    const withArchived = await story(tenant.id, archivedToo.id);
    const teachers = await story(tenant.id, teacher.id);
    const chosen = await story(tenant.id, one.id, { classId: green.id });
    const waiting = await story(tenant.id, one.id, { status: "pending_review", updatedAt: 1_700_000_000_000 });

    const updates = migration().queries.filter((q) => q.includes("UPDATE `stories`"));
    expect(updates).toHaveLength(2);
    for (let run = 0; run < 2; run++) for (const q of updates) await env.DB.prepare(q).run();

    expect(await classOf(filed.id)).toBe(blue.id);
    expect(await classOf(guess.id)).toBeNull();
    expect(await classOf(withArchived.id)).toBe(blue.id);
    expect(await classOf(teachers.id)).toBeNull();
    expect(await classOf(chosen.id)).toBe(green.id);
    const dated = await db().select({ submittedAt: stories.submittedAt }).from(stories).where(eq(stories.id, waiting.id)).get();
    expect(dated!.submittedAt).toBe(1_700_000_000_000);
    expect((await db().select({ submittedAt: stories.submittedAt }).from(stories).where(eq(stories.id, filed.id)).get())!.submittedAt).toBeNull();
  });
});

describe("renaming a person moves the content version (the edge cache shows the new name)", () => {
  it("a cached anonymous list of books naming the uploader is answered anew after the rename", async () => {
    const tenant = await createTenant();
    const teacher = await createUser({ tenantId: tenant.id, role: "teacher", firstName: "Rosa", lastName: "Banks" });
    const level = unique("lvl");
    await insertBook({ tenantId: tenant.id, uploaderId: teacher.id, visibility: "public", status: "published", readingLevel: level });
    const path = `/api/books/?level=${level}`;
    const first = await call(tenant.host, path);
    expect(first.headers.get("X-Edge-Cache")).toBe("MISS");
    expect(first.body.results[0].uploader).toMatchObject({ first_name: "Rosa", last_name: "Banks" });
    expect((await call(tenant.host, path)).headers.get("X-Edge-Cache")).toBe("HIT");
    // A change that is not a name leaves the cache as it was.
    await db().update(users).set({ country: "GB" }).where(eq(users.id, teacher.id));
    expect((await call(tenant.host, path)).headers.get("X-Edge-Cache")).toBe("HIT");

    await db().update(users).set({ lastName: "Banks-Okafor" }).where(eq(users.id, teacher.id));
    const after = await call(tenant.host, path);
    expect(after.headers.get("X-Edge-Cache")).toBe("MISS");
    expect(after.body.results[0].uploader).toMatchObject({ first_name: "Rosa", last_name: "Banks-Okafor" });
  });
});
