import { eq, max } from "drizzle-orm";
import type { AdminMode, ModeCreateInput, ModeUpdateInput } from "../../contracts/school-admin";
import { modes, type Mode } from "../../db/schema";
import type { ServiceContext } from "../../lib/context";
import type { SchoolScope } from "../../lib/db";
import { AppError } from "../../lib/errors";
import { newId } from "../../lib/ids";
import { deleteObjects, fileUrl, putStaged, stageImage } from "../../lib/storage";
import { inDisplayOrder } from "./modes.service";

/**
 * Switchboard modes of one school, managed by its school admin (scope of the host) and by platform
 * staff (scope of the school they chose). Every query goes through the given scope.
 */
type ModeContext = Pick<ServiceContext, "db" | "env">;

export const MODE_NOT_FOUND = "Mode not found";

export const toAdminMode = (m: Mode): AdminMode => ({
  id: m.id,
  name: m.name,
  image: fileUrl(m.imageKey),
  locked: m.locked,
  active: m.active,
  status: m.status,
  sort_order: m.sortOrder,
});

export async function listAdminModes(ctx: ModeContext, scope: SchoolScope): Promise<AdminMode[]> {
  return inDisplayOrder(await ctx.db.select().from(modes).where(scope.where(modes)).all()).map(toAdminMode);
}

async function findMode(ctx: ModeContext, scope: SchoolScope, id: string): Promise<Mode> {
  const mode = await ctx.db.select().from(modes).where(scope.where(modes, eq(modes.id, id))).get();
  if (!mode) throw new AppError("NOT_FOUND", MODE_NOT_FOUND);
  return mode;
}

/** The school a mode belongs to, for staff who address a mode by id alone. */
export async function modeOwner(ctx: ModeContext, id: string): Promise<string> {
  const row = await ctx.db.select({ tenantId: modes.tenantId }).from(modes).where(eq(modes.id, id)).get();
  if (!row) throw new AppError("NOT_FOUND", MODE_NOT_FOUND);
  return row.tenantId;
}

/** A new mode goes after the existing ones unless a sort order is given. */
export async function createMode(ctx: ModeContext, scope: SchoolScope, input: ModeCreateInput, imageFile?: File): Promise<AdminMode> {
  const image = await stageImage(imageFile, "image", scope.tenantId, "modes");
  const imageKey = image?.key ?? null;
  const sortOrder = input.sort_order ?? ((await ctx.db.select({ last: max(modes.sortOrder) }).from(modes).where(scope.where(modes)).get())?.last ?? -1) + 1;
  await putStaged(ctx.env.FILES, image);
  try {
    const [mode] = await ctx.db
      .insert(modes)
      .values(
        scope.values({
          id: newId("mod"),
          name: input.name,
          imageKey,
          locked: input.locked ?? false,
          active: input.active ?? true,
          status: input.status ?? "ACTIVE",
          sortOrder,
        }),
      )
      .returning();
    return toAdminMode(mode);
  } catch (err) {
    await deleteObjects(ctx.env.FILES, [imageKey]);
    throw err;
  }
}

export async function updateMode(ctx: ModeContext, scope: SchoolScope, id: string, input: ModeUpdateInput, imageFile?: File): Promise<AdminMode> {
  const current = await findMode(ctx, scope, id);
  const image = await stageImage(imageFile, "image", scope.tenantId, "modes");
  const imageKey = image?.key ?? null;
  const set: Partial<typeof modes.$inferInsert> = { updatedAt: Date.now() };
  if (input.name !== undefined) set.name = input.name;
  if (input.locked !== undefined) set.locked = input.locked;
  if (input.active !== undefined) set.active = input.active;
  if (input.status !== undefined) set.status = input.status;
  if (input.sort_order !== undefined) set.sortOrder = input.sort_order;
  if (imageKey) set.imageKey = imageKey;
  await putStaged(ctx.env.FILES, image);
  try {
    const [mode] = await ctx.db.update(modes).set(set).where(scope.where(modes, eq(modes.id, id))).returning();
    if (imageKey) await deleteObjects(ctx.env.FILES, [current.imageKey]);
    return toAdminMode(mode);
  } catch (err) {
    await deleteObjects(ctx.env.FILES, [imageKey]);
    throw err;
  }
}

/** Deletes the mode and then its picture (an orphaned object is harmless; a dangling key is not). */
export async function deleteMode(ctx: ModeContext, scope: SchoolScope, id: string): Promise<void> {
  const current = await findMode(ctx, scope, id);
  await ctx.db.delete(modes).where(scope.where(modes, eq(modes.id, id)));
  await deleteObjects(ctx.env.FILES, [current.imageKey]);
}
