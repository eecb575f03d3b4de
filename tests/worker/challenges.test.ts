import { describe, expect, it } from "vitest";
import { call, post } from "../helpers/api";
import { createStaff, createTenant, createUser, signIn } from "../helpers/factories";
import { GIF_BYTES, PNG_BYTES } from "../helpers/images";

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

async function world() {
  const staff = await createStaff();
  const staffToken = (await signIn("localhost", staff.username)).access;
  const a = await createTenant();
  const b = await createTenant();
  const member = async (tenantId: string, host: string, role: "student" | "teacher" | "school_admin", firstName = "Maya", lastName = "Okafor") => {
    const u = await createUser({ tenantId, role, firstName, lastName, email: role === "student" ? null : undefined });
    return { ...u, token: (await signIn(host, u.username)).access };
  };
  return {
    staffToken,
    a,
    b,
    student: await member(a.id, a.host, "student"),
    teacher: await member(a.id, a.host, "teacher"),
    otherTeacher: await member(b.id, b.host, "teacher"),
    otherStudent: await member(b.id, b.host, "student", "Leo", "Lewis"),
  };
}

const challenge = (staffToken: string, body: Record<string, unknown>) =>
  post("localhost", "/api/challenges/", { title: "Plastic-free lunchbox", sdg: 12, submission: "image", deadline: day(20), status: "published", brief: "Pack a lunch with no plastic.", prompts: ["What did you use instead?"], ...body }, { token: staffToken });

describe("SDG challenges", () => {
  it("take one entry per learner before the deadline, typed by its bytes, and show it in the gallery once a teacher approves it", async () => {
    const w = await world();
    const created = await challenge(w.staffToken, {});
    expect(created.status).toBe(201);
    const slug = created.body.slug;
    const listed = await call(w.a.host, "/api/challenges/?when=open");
    expect(listed.body.results.map((c: { slug: string }) => c.slug)).toContain(slug);

    const entry = (token: string, bytes: Uint8Array, name = "lunch.png") => {
      const form = new FormData();
      form.set("title", "My lunchbox");
      form.set("file", new File([bytes], name, { type: "image/png" }));
      return call(w.a.host, `/api/challenges/${slug}/submissions`, { form, token });
    };
    expect((await entry(w.student.token, GIF_BYTES, "lunch.gif")).status).toBe(415);
    const sent = await entry(w.student.token, PNG_BYTES);
    expect(sent.status).toBe(201);
    expect(sent.body).toMatchObject({ status: "pending", title: "My lunchbox", author: { first_name: "Maya", last_name: "Okafor" } });
    // Another school's learner takes part from their own site only.
    expect((await call(w.a.host, `/api/challenges/${slug}/submissions`, { form: new FormData(), token: w.otherStudent.token })).status).toBe(401);

    // Pending entries are for the learner and their school's teachers; the gallery is empty.
    expect((await call(w.a.host, `/api/challenges/${slug}/gallery`)).body.results).toEqual([]);
    expect((await call(w.a.host, sent.body.file.url)).status).toBe(404);
    expect((await call(w.a.host, sent.body.file.url, { token: w.student.token })).status).toBe(200);
    const queue = await call(w.a.host, `/api/challenges/${slug}/submissions?status=pending`, { token: w.teacher.token });
    expect(queue.body.results.map((s: { id: string }) => s.id)).toEqual([sent.body.id]);
    expect((await call(w.a.host, `/api/challenges/${slug}/submissions`, { token: w.student.token })).status).toBe(403);
    expect((await call(w.b.host, `/api/challenges/${slug}/submissions`, { token: w.otherTeacher.token })).body.results).toEqual([]);
    expect((await call(w.b.host, `/api/challenge-submissions/${sent.body.id}`, { method: "PATCH", json: { status: "approved" }, token: w.otherTeacher.token })).status).toBe(404);

    const approved = await call(w.a.host, `/api/challenge-submissions/${sent.body.id}`, { method: "PATCH", json: { status: "approved", note: "Brilliant idea" }, token: w.teacher.token });
    expect(approved.body.status).toBe("approved");
    const shown = await call(w.a.host, `/api/challenges/${slug}/gallery`);
    expect(shown.body.results).toHaveLength(1);
    // A visitor sees a child by first name and initial only.
    expect(shown.body.results[0].author).toEqual({ id: null, first_name: "Maya", last_name: "O." });
    expect((await call(w.a.host, sent.body.file.url)).status).toBe(200);
    const detail = await call(w.a.host, `/api/challenges/${slug}`, { token: w.student.token });
    expect(detail.body).toMatchObject({ participants: 1, entries: 1, open: true, mine: { status: "approved", review_note: "Brilliant idea" } });
    // The other school's site counts its own learners only.
    expect((await call(w.b.host, `/api/challenges/${slug}`)).body).toMatchObject({ participants: 0, entries: 0 });
    // The lists' cards count the same (selected with each challenge, in one query).
    const cardOn = async (host: string) => (await call(host, "/api/challenges/")).body.results.find((c: { slug: string }) => c.slug === slug);
    expect(await cardOn(w.a.host)).toMatchObject({ participants: 1, entries: 1, open: true });
    expect(await cardOn(w.b.host)).toMatchObject({ participants: 0, entries: 0 });
    expect((await call(w.b.host, `/api/challenges/${slug}/gallery`)).body.results).toEqual([]);
    // An approved entry stays; another entry is refused.
    expect((await entry(w.student.token, PNG_BYTES)).status).toBe(409);
  });

  it("closes at the deadline and needs what the challenge asks for", async () => {
    const w = await world();
    const past = (await challenge(w.staffToken, { title: "Map your local water", submission: "file", deadline: day(-3) })).body;
    const form = new FormData();
    form.set("file", new File([PNG_BYTES], "map.png"));
    const late = await call(w.a.host, `/api/challenges/${past.slug}/submissions`, { form, token: w.student.token });
    expect(late.status).toBe(409);
    expect(late.body.error.message).toMatch(/closed on/);
    expect((await call(w.a.host, "/api/challenges/?when=past")).body.results.map((c: { slug: string }) => c.slug)).toContain(past.slug);

    const text = (await challenge(w.staffToken, { title: "Dear World", submission: "text", sdg: 17 })).body;
    const empty = await call(w.a.host, `/api/challenges/${text.slug}/submissions`, { form: new FormData(), token: w.student.token });
    expect(empty.body.error.fields).toHaveProperty("body");
    const letter = new FormData();
    letter.set("body", "Dear World, please plant more trees.");
    expect((await call(w.a.host, `/api/challenges/${text.slug}/submissions`, { form: letter, token: w.student.token })).status).toBe(201);
    // Sending again replaces a waiting entry.
    const again = new FormData();
    again.set("body", "Dear World, please plant more trees and flowers.");
    const replaced = await call(w.a.host, `/api/challenges/${text.slug}/submissions`, { form: again, token: w.student.token });
    expect(replaced.body.body).toBe("Dear World, please plant more trees and flowers.");
  });

  it("are authored by staff and school admins only; drafts stay hidden", async () => {
    const w = await world();
    expect((await post(w.a.host, "/api/challenges/", { title: "X", sdg: 1, submission: "text", deadline: day(5) }, { token: w.teacher.token })).status).toBe(403);
    expect((await post("localhost", "/api/challenges/", { title: "X", sdg: 18, submission: "text", deadline: day(5) }, { token: w.staffToken })).status).toBe(400);
    const draft = (await challenge(w.staffToken, { status: "draft", title: "Secret" })).body;
    expect((await call(w.a.host, `/api/challenges/${draft.slug}`)).status).toBe(404);
  });

  it("are deleted by their managers only while nobody has sent an entry; one with entries is unpublished instead", async () => {
    const w = await world();
    const schoolAdmin = await createUser({ tenantId: w.a.id, role: "school_admin" });
    const adminToken = (await signIn(w.a.host, schoolAdmin.username)).access;
    const own = (await post(w.a.host, "/api/challenges/", { title: "Walk to school week", sdg: 11, submission: "text", deadline: day(9), status: "published" }, { token: adminToken })).body;
    const platform = (await challenge(w.staffToken, { submission: "text", title: "Letters for rivers" })).body;
    const del = (host: string, id: string, token?: string) => call(host, `/api/challenges/${id}`, { method: "DELETE", token });
    // Nobody else's: a teacher, another school, a school admin on a platform challenge, a visitor.
    expect((await del(w.a.host, own.id, w.teacher.token)).status).toBe(403);
    expect((await del(w.b.host, own.id, w.otherTeacher.token)).status).toBe(403);
    expect((await del(w.a.host, platform.id, adminToken)).status).toBe(403);
    expect((await del(w.a.host, own.id)).status).toBe(401);
    // A learner's entry keeps the platform challenge alive.
    const form = new FormData();
    form.set("body", "Rivers need us to stop dropping litter.");
    expect((await call(w.a.host, `/api/challenges/${platform.slug}/submissions`, { form, token: w.student.token })).status).toBe(201);
    const refused = await del("localhost", platform.id, w.staffToken);
    expect(refused.status).toBe(409);
    expect(refused.body.error.message).toContain("unpublish it instead");
    expect((await call(w.a.host, `/api/challenges/${platform.slug}`)).status).toBe(200);
    // Without entries it goes.
    expect((await del(w.a.host, own.id, adminToken)).status).toBe(204);
    expect((await call(w.a.host, `/api/challenges/${own.slug}`)).status).toBe(404);
    expect((await del(w.a.host, own.id, adminToken)).status).toBe(404);
  });
});
