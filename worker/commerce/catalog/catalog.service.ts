import { and, asc, eq } from "drizzle-orm";
import type { CatalogItemCreateInput, CatalogItemOut, CatalogItemUpdateInput, CatalogListQuery } from "../../contracts/commerce";
import { nameKey } from "../../contracts/text";
import { catalogItems, orderItems } from "../../db/schema";
import type { ServiceContext } from "../../lib/context";
import type { DB } from "../../lib/db";
import { AppError } from "../../lib/errors";
import { said } from "../../lib/said";
import { newId } from "../../lib/ids";
import { findManagedRow, managedWhere } from "../../lib/managed-rows";
import { foldSortKeys } from "../../lib/sort-keys";
import { PLATFORM, isPlatformStaff } from "../../lib/tenancy";
import { toCatalogItemOut } from "./catalog-presenter";

export const CATALOG_ITEM_NOT_FOUND = "Catalogue item not found";

/** Paid items are priced by platform staff only (school admins cannot sell). */
function assertStaff(ctx: ServiceContext) {
  if (!ctx.user) throw new AppError("UNAUTHORIZED", "Please sign in to continue.");
  if (!ctx.user.isStaff) throw new AppError("FORBIDDEN", "Only platform staff manage the catalogue.");
}

/** Active items, platform-wide and this school's; staff with `all` also see inactive ones (platform host: every school's). */
export async function listCatalog(ctx: ServiceContext, q: CatalogListQuery): Promise<{ results: CatalogItemOut[] }> {
  const filters = [q.kind ? eq(catalogItems.kind, q.kind) : undefined, q.ref_id ? eq(catalogItems.refId, q.ref_id) : undefined];
  const staffAll = q.all && ctx.user?.isStaff;
  const where = staffAll && isPlatformStaff(ctx) ? managedWhere(ctx, catalogItems, ...filters) : ctx.scope.withPlatform(catalogItems, staffAll ? undefined : eq(catalogItems.active, true), ...filters);
  const rows = await ctx.db.select().from(catalogItems).where(where).orderBy(asc(catalogItems.kind), asc(catalogItems.titleKey), asc(catalogItems.id)).limit(500).all();
  return { results: rows.map(toCatalogItemOut) };
}

const loadManaged = (ctx: ServiceContext, id: string) => {
  assertStaff(ctx);
  return findManagedRow(ctx, catalogItems, id, (where) => ctx.db.select().from(catalogItems).where(where).get(), { notFound: CATALOG_ITEM_NOT_FOUND, what: said("catalogue items") });
};

export async function createCatalogItem(ctx: ServiceContext, input: CatalogItemCreateInput): Promise<CatalogItemOut> {
  assertStaff(ctx);
  const scope = ctx.scope.tenantId === null || input.platform_wide ? PLATFORM : ctx.scope;
  const [row] = await ctx.db
    .insert(catalogItems)
    .values(
      scope.values({
        id: newId("cat"),
        kind: input.kind,
        title: input.title,
        titleKey: nameKey(input.title),
        description: input.description ?? "",
        price: input.price,
        currency: input.currency,
        requiresShipping: input.requires_shipping ?? input.kind === "printed_book",
        refId: input.ref_id ?? null,
        active: input.active ?? true,
      }),
    )
    .returning();
  return toCatalogItemOut(row);
}

export async function updateCatalogItem(ctx: ServiceContext, id: string, input: CatalogItemUpdateInput): Promise<CatalogItemOut> {
  await loadManaged(ctx, id);
  const set: Partial<typeof catalogItems.$inferInsert> = { updatedAt: Date.now(), ...(input.platform_wide ? PLATFORM.values({}) : {}) };
  if (input.kind !== undefined) set.kind = input.kind;
  if (input.title !== undefined) Object.assign(set, { title: input.title, titleKey: nameKey(input.title) });
  if (input.description !== undefined) set.description = input.description;
  if (input.price !== undefined) set.price = input.price;
  if (input.currency !== undefined) set.currency = input.currency;
  if (input.requires_shipping !== undefined) set.requiresShipping = input.requires_shipping;
  if (input.ref_id !== undefined) set.refId = input.ref_id;
  if (input.active !== undefined) set.active = input.active;
  const [row] = await ctx.db.update(catalogItems).set(set).where(managedWhere(ctx, catalogItems, eq(catalogItems.id, id))).returning();
  return toCatalogItemOut(row);
}

/** An item that was ever ordered stays for the orders' history: deactivate it instead. */
export async function deleteCatalogItem(ctx: ServiceContext, id: string): Promise<void> {
  const current = await loadManaged(ctx, id);
  const ordered = await ctx.db
    .select({ id: orderItems.id })
    .from(orderItems)
    .where(and(eq(orderItems.kind, current.kind), eq(orderItems.refId, id)))
    .limit(1)
    .get();
  if (ordered) throw new AppError("CONFLICT", "This item has been ordered; deactivate it instead.");
  await ctx.db.delete(catalogItems).where(managedWhere(ctx, catalogItems, eq(catalogItems.id, id)));
}

/** Cron: the sort keys of catalogue titles saved before migration 0041 (which left '' for every title that is not plain ASCII). */
export const foldPendingCatalogKeys = (db: DB): Promise<number> => foldSortKeys(db, [{ table: catalogItems, id: catalogItems.id, text: catalogItems.title, key: catalogItems.titleKey }]);
