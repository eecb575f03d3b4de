import { env } from "cloudflare:workers";
import { createDb } from "../../worker/lib/db";
import { hashPassword } from "../../worker/lib/passwords";
import { classStudents, classes, modes, tenants, users, type NewUser } from "../../worker/db/schema";
import { newClassCode, newId } from "../../worker/lib/ids";
import { nameKeys } from "../../worker/lib/people";
import { nameKey } from "../../worker/contracts/text";
import { storedMatchKey } from "../../worker/identity/school-admin/class-match-key";
import { buildDemoSeed, DEMO_STAFF_TOTP_SECRET } from "../../worker/db/seed/demo-data";
import { post } from "./api";
import { eq } from "drizzle-orm";
import { userTotp } from "../../worker/db/schema";
import { base32Decode, totp } from "../../worker/lib/totp";

export const db = () => createDb(env.DB);

/** Real scrypt hashes, computed once per password per test file (each costs ~150 ms). */
const hashes = new Map<string, Promise<string>>();
export const hashOnce = (password: string) => {
  if (!hashes.has(password)) hashes.set(password, hashPassword(password));
  return hashes.get(password)!;
};

export const unique = (prefix: string) => `${prefix}${crypto.randomUUID().replace(/-/g, "").slice(0, 10)}`;

export async function createTenant(overrides: Partial<typeof tenants.$inferInsert> & { communityPassword?: string } = {}) {
  const sub = overrides.subdomain ?? unique("school");
  const { communityPassword, ...rest } = overrides;
  const [tenant] = await db()
    .insert(tenants)
    .values({
      id: newId("ten"),
      schoolName: `School ${sub}`,
      schoolNameKey: nameKey(rest.schoolName ?? `School ${sub}`),
      schoolEmail: `office@${sub}.example.org`,
      domainUrl: `${sub}.example.org`,
      subdomain: sub,
      switchboard: false,
      primaryColor: "#123456",
      communityPasswordHash: communityPassword ? await hashOnce(communityPassword) : null,
      ...rest,
    })
    .returning();
  return { ...tenant, host: `${tenant.subdomain}.localhost` };
}

export const DEFAULT_PASSWORD = "correct-horse-battery-7";

export async function createUser(overrides: Partial<NewUser> & { password?: string } = {}) {
  const { password = DEFAULT_PASSWORD, ...rest } = overrides;
  const username = rest.username ?? unique("user");
  const [user] = await db()
    .insert(users)
    .values({
      id: newId("usr"),
      tenantId: null,
      firstName: "Test",
      lastName: "User",
      ...nameKeys(rest.firstName ?? "Test", rest.lastName ?? "User"),
      email: rest.email === undefined ? `${username}@example.com` : rest.email,
      username,
      passwordHash: await hashOnce(password),
      country: "GB",
      role: "teacher",
      ...rest,
    })
    .returning();
  return { ...user, password };
}

export async function createClass(tenantId: string, opts: { teacherId?: string | null; name?: string; code?: string; archived?: boolean } = {}) {
  const id = newId("cls");
  const name = opts.name ?? "Class";
  const [cls] = await db()
    .insert(classes)
    // A fixture may be a school whose active classes already shared a name before the unique index: keyed as migration 0048 keys those.
    .values({ id, tenantId, name, nameKey: nameKey(name), matchKey: storedMatchKey(tenantId, id, name), code: opts.code ?? newClassCode(8), teacherId: opts.teacherId ?? null, archived: opts.archived ?? false })
    .returning();
  return cls;
}

export async function addStudents(tenantId: string, classId: string, names: [string, string][], password = DEFAULT_PASSWORD) {
  const out = [];
  for (const [firstName, lastName] of names) {
    const student = await createUser({ tenantId, role: "student", email: null, firstName, lastName, password });
    await db().insert(classStudents).values({ tenantId, classId, studentId: student.id });
    out.push(student);
  }
  return out;
}

/**
 * `n` pupils in a class, inserted directly (hashing their passwords one by one would take a test's
 * time; they cannot sign in), five users a statement (14 bound parameters each, D1 allows 100).
 * Named Pupil000 Big, Pupil001 Big, … so that their order by name is their index.
 */
export async function addManyStudents(tenantId: string, classId: string, n: number) {
  const pupils = Array.from({ length: n }, (_, i) => ({
    id: newId("usr"),
    tenantId,
    firstName: `Pupil${String(i).padStart(3, "0")}`,
    lastName: "Big",
    email: null,
    username: unique("big"),
    passwordHash: "unusable",
    country: "GB",
    role: "student" as const,
    ...nameKeys(`Pupil${String(i).padStart(3, "0")}`, "Big"),
  }));
  for (let i = 0; i < pupils.length; i += 5) {
    const part = pupils.slice(i, i + 5);
    await db().insert(users).values(part);
    await db().insert(classStudents).values(part.map((p) => ({ tenantId, classId, studentId: p.id })));
  }
  return pupils;
}

export async function createMode(tenantId: string, values: { name: string; locked?: boolean; active?: boolean; sortOrder?: number }) {
  const [mode] = await db().insert(modes).values({ id: newId("mod"), tenantId, ...values }).returning();
  return mode;
}

type Session = { access: string; refresh: string; user: { id: string } };
/** TOTP secrets (base32) of accounts this test file enrolled, by user id. */
export const totpSecrets = new Map<string, string>([["usr_demo_staff", DEMO_STAFF_TOTP_SECRET]]);

/** A current TOTP code for the user; forgets the last step used so the same code can sign in again. */
export async function totpCodeFor(userId: string, secret = totpSecrets.get(userId)) {
  if (!secret) throw new Error(`no TOTP secret known for ${userId}`);
  await db().update(userTotp).set({ lastStep: null }).where(eq(userTotp.userId, userId));
  return totp(base32Decode(secret), Date.now());
}

/**
 * Signs in through the API. Staff must use two-factor sign-in: a staff member without TOTP is
 * enrolled here on first sign-in (the secret kept in totpSecrets) and later sign-ins give a code.
 */
export function signIn(host: string, username: string, password = DEFAULT_PASSWORD, remember = false): Promise<Session> {
  // One sign-in per account at a time: two at once (one staff member on two hosts in a
  // Promise.all) would each start a TOTP enrolment, and the second replaces the first's secret.
  const previous = signInsInFlight.get(username) ?? Promise.resolve();
  const next = previous.catch(() => undefined).then(() => signInNow(host, username, password, remember));
  signInsInFlight.set(username, next);
  return next;
}
const signInsInFlight = new Map<string, Promise<unknown>>();

async function signInNow(host: string, username: string, password: string, remember: boolean): Promise<Session> {
  const res = await post<Session & { second_factor?: "verify" | "enrol"; mfa_token?: string }>(host, "/api/auth/token/", { username, password, remember });
  if (res.status !== 200) throw new Error(`sign-in failed for ${username} on ${host}: ${res.status} ${JSON.stringify(res.body)}`);
  if (!res.body.second_factor) return res.body;
  const mfa_token = res.body.mfa_token!;
  const userId = JSON.parse(atob(mfa_token.split(".")[1].replace(/-/g, "+").replace(/_/g, "/"))).sub as string;
  if (res.body.second_factor === "enrol") {
    const setup = await post<{ secret: string }>(host, "/api/auth/second-factor/enrol/", { mfa_token });
    totpSecrets.set(userId, setup.body.secret);
    const done = await post<Session>(host, "/api/auth/second-factor/enrol/confirm/", { mfa_token, code: await totpCodeFor(userId) });
    if (done.status !== 200) throw new Error(`TOTP enrolment failed for ${username}: ${done.status} ${JSON.stringify(done.body)}`);
    return done.body;
  }
  const done = await post<Session>(host, "/api/auth/second-factor/", { mfa_token, code: await totpCodeFor(userId) });
  if (done.status !== 200) throw new Error(`second factor failed for ${username}: ${done.status} ${JSON.stringify(done.body)}`);
  return done.body;
}

/** Loads the demo seed (idempotent) into the test database. */
export async function seedDemo() {
  const statements = await buildDemoSeed(hashOnce);
  await env.DB.batch(statements.map((s) => env.DB.prepare(s)));
  return statements.length;
}

/** Staff user for administration tests. */
export async function createStaff() {
  return createUser({ isStaff: true, role: null, email: `${unique("staff")}@example.org` });
}
