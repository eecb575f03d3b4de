import { env } from "cloudflare:workers";
import { createDb } from "../../worker/lib/db";
import { hashPassword } from "../../worker/lib/passwords";
import { classStudents, classes, modes, tenants, users, type NewUser } from "../../worker/db/schema";
import { newClassCode, newId } from "../../worker/lib/ids";
import { buildDemoSeed } from "../../worker/db/seed/demo-data";
import { post } from "./api";

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
  const [cls] = await db()
    .insert(classes)
    .values({ id: newId("cls"), tenantId, name: opts.name ?? "Class", code: opts.code ?? newClassCode(8), teacherId: opts.teacherId ?? null, archived: opts.archived ?? false })
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

export async function createMode(tenantId: string, values: { name: string; locked?: boolean; active?: boolean; sortOrder?: number }) {
  const [mode] = await db().insert(modes).values({ id: newId("mod"), tenantId, ...values }).returning();
  return mode;
}

export async function signIn(host: string, username: string, password = DEFAULT_PASSWORD, remember = false) {
  const res = await post<{ access: string; refresh: string; user: { id: string } }>(host, "/api/auth/token/", { username, password, remember });
  if (res.status !== 200) throw new Error(`sign-in failed for ${username} on ${host}: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body;
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
