import { eq, inArray } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { nameKey } from "../../worker/contracts/text";
import { classes, users } from "../../worker/db/schema";
import { newClassCode, newId } from "../../worker/lib/ids";
import { foldPendingNameKeys } from "../../worker/identity";
import { call, newAddress, post, type CallOptions } from "../helpers/api";
import { addStudents, createClass, createTenant, createUser, db, signIn, unique } from "../helpers/factories";

/**
 * Lists of people follow the names as a reader files them (accents dropped, any case), not SQLite's
 * code-unit order, under which "émile", "Åberg" and "de la Cruz" came after "Zoe".
 */

const LAST_NAMES = ["Zimmer", "Åberg", "de la Cruz", "Müller", "Nunez", "Østergaard", "Łukasik"];
const IN_ORDER = ["Åberg", "de la Cruz", "Łukasik", "Müller", "Nunez", "Østergaard", "Zimmer"];

async function school() {
  const tenant = await createTenant();
  const admin = await createUser({ tenantId: tenant.id, role: "school_admin", firstName: "Ada", lastName: "Aaadmin" });
  const { access } = await signIn(tenant.host, admin.username);
  const as = (path: string, opts: CallOptions = {}) => call(tenant.host, `/api/school-admin${path}`, { token: access, ...opts });
  return { tenant, admin, as };
}

const lastNames = (body: { results: { last_name: string }[] }) => body.results.map((u) => u.last_name);

describe("nameKey", () => {
  it("drops accents, spells out letters without one, ignores case, and keeps other scripts' marks", () => {
    expect(["Müller", "ÅBERG", "Straße", "Østergaard", "Łukasik", "Æsir", "İlker", "Ðorđević"].map(nameKey)).toEqual([
      "muller",
      "aberg",
      "strasse",
      "ostergaard",
      "lukasik",
      "aesir",
      "ilker",
      "dordevic",
    ]);
    // Decomposed and composed spellings of one name sort as one.
    expect(nameKey("E\u0301mile")).toBe(nameKey("\u00c9mile"));
    // A Devanagari vowel sign is part of the word: the key still tells शर्मा from शर्म.
    expect(nameKey("शर्मा")).not.toBe(nameKey("शर्म"));
    // An ASCII name's key is SQLite's lower() of it (migration 0039 backfills ASCII names so).
    expect(nameKey("De La Cruz-Smith O'Brien")).toBe("de la cruz-smith o'brien");
  });
});

describe("people in name order", () => {
  it("the school's users list files accented and lower-case names among the rest", async () => {
    const s = await school();
    for (const lastName of LAST_NAMES) await createUser({ tenantId: s.tenant.id, role: "teacher", firstName: "Pat", lastName });
    const res = await s.as("/users?role=teacher");
    expect(res.status).toBe(200);
    expect(lastNames(res.body)).toEqual(IN_ORDER);
    // Paging follows the same order.
    expect(lastNames((await s.as("/users?role=teacher&limit=3&offset=3")).body)).toEqual(IN_ORDER.slice(3, 6));
  });

  it("a user created or renamed by the school admin takes their place by the new name", async () => {
    const s = await school();
    for (const lastName of ["Baker", "Young"]) await createUser({ tenantId: s.tenant.id, role: "parent", firstName: "Pat", lastName });
    const form = (fields: Record<string, string>) => {
      const data = new FormData();
      for (const [k, v] of Object.entries(fields)) data.append(k, v);
      return data;
    };
    const created = await s.as("/users", { form: form({ first_name: "Élodie", last_name: "Évrard", role: "parent", email: "elodie.evrard@example.org", country: "FR" }) });
    expect(created.status).toBe(201);
    const row = await db().select().from(users).where(eq(users.id, created.body.id)).get();
    expect(row).toMatchObject({ firstNameKey: "elodie", lastNameKey: "evrard" });
    expect(lastNames((await s.as("/users?role=parent")).body)).toEqual(["Baker", "Évrard", "Young"]);

    const renamed = await s.as(`/users/${created.body.id}`, { method: "PATCH", form: form({ last_name: "Ångström" }) });
    expect(renamed.status).toBe(200);
    expect(await db().select().from(users).where(eq(users.id, created.body.id)).get()).toMatchObject({ firstNameKey: "elodie", lastNameKey: "angstrom" });
    expect(lastNames((await s.as("/users?role=parent")).body)).toEqual(["Ångström", "Baker", "Young"]);

    // A change of first name alone keeps the last name's key.
    await s.as(`/users/${created.body.id}`, { method: "PATCH", form: form({ first_name: "Zoé" }) });
    expect(await db().select().from(users).where(eq(users.id, created.body.id)).get()).toMatchObject({ firstNameKey: "zoe", lastNameKey: "angstrom" });
  });

  it("the class's sign-in tiles and the roster list pupils by first name in reading order", async () => {
    const s = await school();
    const cls = await createClass(s.tenant.id);
    await addStudents(s.tenant.id, cls.id, [
      ["Zoe", "Adams"],
      ["émile", "Brun"],
      ["Ólafur", "Berg"],
      ["Anna", "Cole"],
      ["Mia", "Dunn"],
    ]);
    const added = await s.as(`/classes/${cls.id}/students`, { json: { students: [{ first_name: "Åsa", last_name: "Lind", password: "Quartz-lantern-88-river" }] }, method: "POST" });
    expect(added.status).toBe(201);

    const tiles = await call(s.tenant.host, `/api/list-student-in-class/${cls.code}/`, { address: newAddress() });
    expect(tiles.status).toBe(200);
    const order = ["Anna", "Åsa", "émile", "Mia", "Ólafur", "Zoe"];
    expect(tiles.body.results.students.map((t: { first_name: string }) => t.first_name)).toEqual(order);
    const roster = await s.as(`/classes/${cls.id}/students`);
    expect(roster.body.results.map((u: { first_name: string }) => u.first_name)).toEqual(order);
  });

  it("a pupil from the roster import and an adult who signs up are filed by their names too", async () => {
    const s = await school();
    const cls = await createClass(s.tenant.id, { name: "Year 4 Blue" });
    const { access } = await signIn(s.tenant.host, s.admin.username);
    const imported = await call(s.tenant.host, "/api/roster-import/", { token: access, json: { total_rows: 1, rows: [{ row: 1, first_name: "Émilie", last_name: "Ørsted", class: cls.code }] } });
    expect(imported.status).toBe(201);
    const pupil = await db().select().from(users).where(eq(users.username, imported.body.results[0].username)).get();
    expect(pupil).toMatchObject({ firstNameKey: "emilie", lastNameKey: "orsted" });
    // Their username spells the name in ASCII: Ø is an o, not dropped.
    expect(pupil?.username).toMatch(/\.emilieorsted1$/);

    const email = `${unique("ines")}@example.org`;
    const password = "Quartz-lantern-88-river";
    const signup = await post("localhost", "/api/signup/", { first_name: "Inès", last_name: "Müller-Lüdenscheidt", email, password, password2: password, country: "DE", role: "teacher", agreeToTerms: true }, { address: newAddress() });
    expect(signup.status).toBe(201);
    expect(await db().select().from(users).where(eq(users.email, email)).get()).toMatchObject({ firstNameKey: "ines", lastNameKey: "muller-ludenscheidt" });
  });
});

describe("classes in name order", () => {
  it("the school's classes list files 'Étoiles' among the E's and 'year 3' before 'Year 4'; a rename moves a class", async () => {
    const s = await school();
    for (const name of ["Year 4", "Étoiles", "year 3", "Zebras", "Dauphins"]) {
      const res = await s.as("/classes", { method: "POST", json: { name } });
      expect(res.status).toBe(201);
    }
    const names = async () => (await s.as("/classes")).body.results.map((c: { name: string }) => c.name);
    expect(await names()).toEqual(["Dauphins", "Étoiles", "year 3", "Year 4", "Zebras"]);
    const zebras = (await s.as("/classes")).body.results.find((c: { name: string }) => c.name === "Zebras");
    expect((await s.as(`/classes/${zebras.id}`, { method: "PATCH", json: { name: "Äpfel" } })).status).toBe(200);
    expect(await names()).toEqual(["Äpfel", "Dauphins", "Étoiles", "year 3", "Year 4"]);
  });
});

describe("generated usernames for names in other scripts", () => {
  it("spell the name in Latin letters instead of 'user1'", async () => {
    const s = await school();
    const cls = await createClass(s.tenant.id, { name: "Kaksha 4" });
    const { access } = await signIn(s.tenant.host, s.admin.username);
    const names = [
      ["अनन्या", "शर्मा", "ananyasharma"],
      ["प्रिया", "गुप्ता", "priyagupta"],
      ["Иван", "Петров", "ivanpetrov"],
      ["Ґанна", "ШЕВЧЕНКО", "gannashevchenko"],
      ["ज़ोया", "फ़ारूक़", "zoyafaruq"],
      ["সৌরভ", "দাস", "saurabhdas"],
      ["பிரியா", "ராஜ்", "piriyaraj"],
      ["ప్రియ", "రెడ్డి", "priyareddi"],
      ["Μαρία", "Παπαδοπούλου", "mariapapadopoulou"],
      ["فاطمة", "حسن", "fatmahsn"],
      ["민준", "김", "minjungim"],
      ["נועה", "כהן", "noakhn"],
      ["ნინო", "ბერიძე", "ninoberidze"],
      ["Արամ", "Պետրոսյան", "arampetrosyan"],
      ["አበበ", "ተስፋዬ", "abebetesfaye"],
      ["さくら", "サトウ", "sakurasatou"],
      ["ショウタ", "はっとり", "shoutahattori"],
      ["สมชาย", "ใจดี", "somchaichaidi"],
      ["กมล", "สมศักดิ์", "kamonsomsak"],
    ];
    const rows = names.map(([first_name, last_name], i) => ({ row: i + 1, first_name, last_name, class: cls.code }));
    const res = await call(s.tenant.host, "/api/roster-import/", { token: access, json: { total_rows: rows.length, rows } });
    expect(res.status).toBe(201);
    expect(res.body.results.map((r: { username: string }) => r.username.replace(/^[^.]+\./, ""))).toEqual(names.map(([, , stem]) => `${stem}1`));
  });
});

describe("people found by name whatever the accents and case", () => {
  it("the school's users, the roster and the sign-in tiles find Émile for 'emile' and Müller for 'MULLER'", async () => {
    const s = await school();
    const cls = await createClass(s.tenant.id);
    const [emile, muller] = await addStudents(s.tenant.id, cls.id, [
      ["Émile", "Brun"],
      ["Jonas", "Müller"],
      ["Ivan", "Petrov"],
    ]);
    const ivan = await createUser({ tenantId: s.tenant.id, role: "parent", firstName: "Иван", lastName: "Смирнов" });
    const found = async (path: string) => (await s.as(path)).body.results.map((u: { id: string }) => u.id);
    expect(await found("/users?search=emile")).toEqual([emile.id]);
    expect(await found("/users?search=MULLER")).toEqual([muller.id]);
    expect(await found(`/users?search=${encodeURIComponent("jonas muller")}`)).toEqual([muller.id]);
    expect(await found(`/users?search=${encodeURIComponent("иван")}`)).toEqual([ivan.id]);
    // As typed still works (an email, a username, the name with its accent).
    expect(await found(`/users?search=${encodeURIComponent("Émile")}`)).toEqual([emile.id]);
    expect(await found(`/classes/${cls.id}/students?search=emile`)).toEqual([emile.id]);

    const tiles = await call(s.tenant.host, `/api/list-student-in-class/${cls.code}/?search=emile`, { address: newAddress() });
    expect(tiles.body.results.students.map((t: { first_name: string }) => t.first_name)).toEqual(["Émile"]);
    // The tiles still match first names only.
    expect((await call(s.tenant.host, `/api/list-student-in-class/${cls.code}/?search=muller`, { address: newAddress() })).body.count).toBe(0);
  });
});

describe("cron: sort keys of names saved before they existed", () => {
  it("folds the rows migration 0039 left without keys, and leaves the rest alone", async () => {
    const tenant = await createTenant();
    const waiting = await Promise.all([
      createUser({ tenantId: tenant.id, role: "teacher", firstName: "Émile", lastName: "Öztürk", firstNameKey: "", lastNameKey: "" }),
      createUser({ tenantId: tenant.id, role: "teacher", firstName: "Sam", lastName: "Søndergaard", firstNameKey: "sam", lastNameKey: "" }),
    ]);
    const done = await createUser({ tenantId: tenant.id, role: "teacher", firstName: "Kept", lastName: "As-is", firstNameKey: "kept", lastNameKey: "as-is" });
    const [cls] = await db().insert(classes).values({ id: newId("cls"), tenantId: tenant.id, name: "Élèves de CE2", nameKey: "", matchKey: "", code: newClassCode(8) }).returning();
    expect(await foldPendingNameKeys(db())).toBeGreaterThanOrEqual(3);
    const rows = await db().select().from(users).where(inArray(users.id, [...waiting.map((u) => u.id), done.id])).all();
    const keys = Object.fromEntries(rows.map((u) => [u.id, [u.firstNameKey, u.lastNameKey]]));
    expect(keys).toEqual({ [waiting[0].id]: ["emile", "ozturk"], [waiting[1].id]: ["sam", "sondergaard"], [done.id]: ["kept", "as-is"] });
    expect(await db().select({ key: classes.nameKey, match: classes.matchKey }).from(classes).where(eq(classes.id, cls.id)).get()).toEqual({ key: "eleves de ce2", match: "eleves de ce2" });
    // Nothing is left waiting; a second run has nothing to do.
    expect(await foldPendingNameKeys(db())).toBe(0);
  });
});
