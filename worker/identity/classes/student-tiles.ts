import { and, eq } from "drizzle-orm";
import { classStudents, classes, users, type User } from "../../db/schema";
import type { ServiceContext } from "../../lib/context";
import type { SchoolScope } from "../../lib/db";
import { base64url } from "../../lib/ids";

/**
 * The class list's tile id: an HMAC of the school, class and student under the Worker's secret.
 * It names the child only inside this class's sign-in (the page sends it back with the class code
 * and password), so a printed code no longer yields usernames or user ids an outsider could use
 * elsewhere; it reveals nothing and cannot be turned back into an id.
 */
async function tileKey(env: Pick<Env, "JWT_SECRET">): Promise<CryptoKey> {
  return crypto.subtle.importKey("raw", new TextEncoder().encode(`student-tile:${env.JWT_SECRET}`), { name: "HMAC", hash: "SHA-256" }, false, ["sign"]);
}

export async function tileIdsFor(env: Pick<Env, "JWT_SECRET">, tenantId: string, classId: string, studentIds: string[]): Promise<Map<string, string>> {
  const key = await tileKey(env);
  const out = new Map<string, string>();
  for (const id of studentIds) {
    const mac = await crypto.subtle.sign("HMAC", key, new TextEncoder().encode(`${tenantId}:${classId}:${id}`));
    out.set(id, `t_${base64url(new Uint8Array(mac).slice(0, 18))}`);
  }
  return out;
}

export async function findClassByCode(ctx: ServiceContext, scope: SchoolScope, code: string | null) {
  if (!code) return undefined;
  return ctx.db
    .select({ id: classes.id })
    .from(classes)
    .where(scope.where(classes, eq(classes.code, code), eq(classes.archived, false)))
    .get();
}

/** The student of this class whose tile id is `tile`, or undefined. */
export async function studentByTile(ctx: ServiceContext, scope: SchoolScope, classId: string, tile: string): Promise<User | undefined> {
  const rows = await ctx.db
    .select({ user: users })
    .from(classStudents)
    .innerJoin(users, eq(users.id, classStudents.studentId))
    .where(scope.where(classStudents, and(eq(classStudents.classId, classId), eq(users.archived, false))))
    .all();
  const tiles = await tileIdsFor(ctx.env, scope.tenantId, classId, rows.map((r) => r.user.id));
  return rows.find((r) => tiles.get(r.user.id) === tile)?.user;
}
