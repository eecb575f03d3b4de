import { and, asc, count, eq, inArray, or, sql, type SQL } from "drizzle-orm";
import type { CharityCreateInput, CharityOut, CharityUpdateInput, GivingListQuery } from "../contracts/giving";
import { DEFAULT_SUGGESTED_AMOUNTS } from "../contracts/money";
import { nameKey } from "../contracts/text";
import { charities, donations, type Charity } from "../db/schema";
import type { ServiceContext } from "../lib/context";
import { readCataloguePage, readVersioned } from "../lib/content-version";
import type { DB } from "../lib/db";
import { inChunks } from "../lib/d1-limits";
import { AppError } from "../lib/errors";
import { said } from "../lib/said";
import { newId } from "../lib/ids";
import { creationScope, findManagedRow, isManager, managedWhere, platformWideUpdate } from "../lib/managed-rows";
import { hasSdg, keyedSearch, outerColumn } from "../lib/sql-filters";
import { isPlatformStaff } from "../lib/tenancy";
import { deleteImages, replaceImage } from "./giving-images";
import { serialiseIntList, toCharityOut } from "./giving-presenter";
import { charitiesFts, charityRank } from "./giving-search";
import { insertWithSlug, uniqueSlug } from "../lib/slugs";
import { foldSortKeys } from "../lib/sort-keys";

export const CHARITY_NOT_FOUND = "Charity not found";
const LABELS = { notFound: CHARITY_NOT_FOUND, what: said("charities") };

/**
 * What the caller may read: active charities, platform-wide and this school's; with `all` a
 * manager also sees the inactive ones they manage (platform staff: every charity).
 */
function readable(ctx: ServiceContext, all: boolean | undefined, ...conditions: (SQL | undefined)[]): SQL {
  const active = eq(charities.status, "active");
  if (all && isPlatformStaff(ctx)) return managedWhere(ctx, charities, ...conditions);
  if (all && isManager(ctx)) return ctx.scope.withPlatform(charities, or(active, ctx.scope.where(charities)), ...conditions);
  return ctx.scope.withPlatform(charities, active, ...conditions);
}

/**
 * Completed gifts to the charity in its own currency, less what was refunded of them (gifts in other currencies are reported
 * elsewhere, never added to this figure), over donations_charity_idx. Gifts come from every
 * school, so no tenant filter.
 */
const completedGifts = sql`from ${donations} where ${donations.charityId} = ${outerColumn(charities.id)} and ${donations.status} = 'completed' and ${donations.currency} = ${outerColumn(charities.currency)}`;

/** A charity with what its card shows beside it, selected in the charity's own query (no second round trip). */
const charityCard = {
  charity: charities,
  raisedAmount: sql<number>`(select coalesce(sum(${donations.amount} - ${donations.refundedAmount}), 0) ${completedGifts})`.mapWith(Number),
  raisedDonations: sql<number>`(select count(*) ${completedGifts})`.mapWith(Number),
};
type CharityCardRow = { charity: Charity; raisedAmount: number; raisedDonations: number };

const toCard = (row: CharityCardRow): CharityOut => toCharityOut(row.charity, { amount: row.raisedAmount, donations: row.raisedDonations });

/** Charities just read or written, with their totals (one query). */
async function present(db: DB, list: Charity[]): Promise<CharityOut[]> {
  if (list.length === 0) return [];
  const rows = await inChunks(
    list.map((c) => c.id),
    (part) => db.select(charityCard).from(charities).where(inArray(charities.id, part)).all(),
  );
  const byId = new Map(rows.map((r) => [r.charity.id, r]));
  return list.map((c) => toCard(byId.get(c.id) ?? { charity: c, raisedAmount: 0, raisedDonations: 0 }));
}

export async function listCharities(ctx: ServiceContext, q: GivingListQuery) {
  const where = readable(ctx, q.all, keyedSearch(q.search, charities.nameKey, charities.name, charities.summary), hasSdg(charities.sdgs, q.sdg));
  const { rows, total } = await readCataloguePage(
    ctx,
    ctx.db.select(charityCard).from(charities).where(where).orderBy(asc(charities.nameKey), asc(charities.id)).limit(q.limit).offset(q.offset),
    ctx.db.select({ total: count() }).from(charities).where(where),
  );
  return { total, results: rows.map(toCard) };
}

/** By id or slug; an inactive charity is visible only to those who manage it. */
export async function getCharity(ctx: ServiceContext, idOrSlug: string): Promise<CharityOut> {
  const [[row]] = await readVersioned(ctx, [
    ctx.db
      .select(charityCard)
      .from(charities)
      .where(readable(ctx, true, or(eq(charities.id, idOrSlug), eq(charities.slug, idOrSlug))))
      .limit(1),
  ] as const);
  if (!row || (row.charity.status !== "active" && !isManager(ctx))) throw new AppError("NOT_FOUND", CHARITY_NOT_FOUND);
  return toCard(row);
}

const loadManaged = (ctx: ServiceContext, id: string) =>
  findManagedRow(ctx, charities, id, (where) => ctx.db.select().from(charities).where(where).get(), LABELS);

export async function createCharity(ctx: ServiceContext, input: CharityCreateInput): Promise<CharityOut> {
  const scope = creationScope(ctx, input.platform_wide, LABELS.what);
  const row = await insertWithSlug(
    () => uniqueSlug(ctx.db, charities, charities.slug, input.name, "charity"),
    async (slug) =>
      (
        await ctx.db
          .insert(charities)
          .values(
            scope.values({
              id: newId("chr"),
              name: input.name,
              nameKey: nameKey(input.name),
              slug,
              summary: input.summary ?? "",
              description: input.description ?? "",
              website: input.website ?? null,
              country: input.country ?? null,
              currency: input.currency ?? "USD",
              suggestedAmounts: serialiseIntList(input.suggested_amounts ?? DEFAULT_SUGGESTED_AMOUNTS),
              sdgs: serialiseIntList(input.sdgs ?? []),
              status: input.status ?? "active",
            }),
          )
          .returning()
      )[0],
  );
  return (await present(ctx.db, [row]))[0];
}

export async function updateCharity(ctx: ServiceContext, id: string, input: CharityUpdateInput): Promise<CharityOut> {
  await loadManaged(ctx, id);
  const set: Partial<typeof charities.$inferInsert> = { updatedAt: Date.now(), ...platformWideUpdate(ctx, input.platform_wide, LABELS.what) };
  if (input.name !== undefined) Object.assign(set, { name: input.name, nameKey: nameKey(input.name) });
  if (input.summary !== undefined) set.summary = input.summary;
  if (input.description !== undefined) set.description = input.description;
  if (input.website !== undefined) set.website = input.website;
  if (input.country !== undefined) set.country = input.country;
  if (input.currency !== undefined) set.currency = input.currency;
  if (input.suggested_amounts !== undefined) set.suggestedAmounts = serialiseIntList(input.suggested_amounts);
  if (input.sdgs !== undefined) set.sdgs = serialiseIntList(input.sdgs);
  if (input.status !== undefined) set.status = input.status;
  const [row] = await ctx.db.update(charities).set(set).where(managedWhere(ctx, charities, eq(charities.id, id))).returning();
  return (await present(ctx.db, [row]))[0];
}

/** A charity that has received gifts keeps its history: it can only be deactivated. */
export async function deleteCharity(ctx: ServiceContext, id: string): Promise<void> {
  const current = await loadManaged(ctx, id);
  const gift = await ctx.db
    .select({ id: donations.id })
    .from(donations)
    .where(and(eq(donations.status, "completed"), or(eq(donations.charityId, id), and(eq(donations.targetType, "charity"), eq(donations.targetId, id)))))
    .limit(1)
    .get();
  if (gift) throw new AppError("CONFLICT", "This charity has gifts; deactivate it instead.");
  await ctx.db.delete(charities).where(managedWhere(ctx, charities, eq(charities.id, id)));
  await deleteImages(ctx, [current.logoKey, current.coverKey]);
}

export async function setCharityImage(ctx: ServiceContext, id: string, which: "logo" | "cover", file: File | undefined): Promise<CharityOut> {
  const current = await loadManaged(ctx, id);
  const column = which === "logo" ? "logoKey" : "coverKey";
  const row = await replaceImage(ctx, current.tenantId, current[column], file, async (key) => {
    const [updated] = await ctx.db
      .update(charities)
      .set({ [column]: key, updatedAt: Date.now() })
      .where(managedWhere(ctx, charities, eq(charities.id, id)))
      .returning();
    return updated;
  });
  return (await present(ctx.db, [row]))[0];
}

/** Combined search: active charities (platform-wide and this school's) matching an FTS5 query, best first. */
export async function searchCharities(ctx: ServiceContext, match: string, limit: number): Promise<CharityOut[]> {
  const rows = await ctx.db
    .select(charityCard)
    .from(charities)
    .innerJoin(charitiesFts, eq(charitiesFts.rowid, sql`${charities}.rowid`))
    .where(ctx.scope.withPlatform(charities, eq(charities.status, "active"), sql`${charitiesFts} MATCH ${match}`))
    .orderBy(charityRank, asc(charities.nameKey))
    .limit(limit)
    .all();
  return rows.map(toCard);
}

/** Cron: the sort keys of charity names saved before migration 0041 (which left '' for every name that is not plain ASCII). */
export const foldPendingCharityKeys = (db: DB): Promise<number> => foldSortKeys(db, [{ table: charities, id: charities.id, text: charities.name, key: charities.nameKey }]);
