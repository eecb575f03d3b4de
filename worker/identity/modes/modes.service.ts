import { nameKey } from "../../contracts/text";
import { modes, type Mode } from "../../db/schema";
import type { ServiceContext } from "../../lib/context";
import { fileUrl } from "../../lib/storage";

/**
 * A school's modes in display order: their sort order, then their names as a reader orders them
 * ("École" among the E's: contracts/text.ts#nameKey; SQLite's own order puts it after "Zoo"). A
 * school has a handful, all listed at once, so they are ordered here rather than by a stored key.
 */
export function inDisplayOrder(rows: Mode[]): Mode[] {
  const keyed = rows.map((mode) => ({ mode, key: nameKey(mode.name) }));
  keyed.sort((a, b) => a.mode.sortOrder - b.mode.sortOrder || (a.key < b.key ? -1 : a.key > b.key ? 1 : 0) || (a.mode.id < b.mode.id ? -1 : a.mode.id > b.mode.id ? 1 : 0));
  return keyed.map((k) => k.mode);
}

/** The switchboard modes of this school in display order; the platform host has none. */
export async function listModes(ctx: ServiceContext) {
  if (ctx.scope.tenantId === null) return [];
  const rows = inDisplayOrder(await ctx.db.select().from(modes).where(ctx.scope.where(modes)).all());
  return rows.map((m) => ({ id: m.id, name: m.name, image: fileUrl(m.imageKey), locked: m.locked, active: m.active, status: m.status }));
}
