import { asc } from "drizzle-orm";
import { modes } from "../../db/schema";
import type { ServiceContext } from "../../lib/context";
import { fileUrl } from "../../lib/storage";

/** The switchboard modes of this school in display order; the platform host has none. */
export async function listModes(ctx: ServiceContext) {
  if (ctx.scope.tenantId === null) return [];
  const rows = await ctx.db.select().from(modes).where(ctx.scope.where(modes)).orderBy(asc(modes.sortOrder), asc(modes.name)).all();
  return rows.map((m) => ({ id: m.id, name: m.name, image: fileUrl(m.imageKey), locked: m.locked, active: m.active, status: m.status }));
}
