import { asc, count, desc, eq, type SQL } from "drizzle-orm";
import type { GivingListQuery, LibraryCreateInput, LibraryOut, LibraryUpdateInput } from "../contracts/giving";
import { charities, libraries, type Library } from "../db/schema";
import type { ServiceContext } from "../lib/context";
import { readBatch, type DB } from "../lib/db";
import { AppError, fieldError } from "../lib/errors";
import { said } from "../lib/said";
import { newId } from "../lib/ids";
import { creationScope, findManagedRow, managedWhere, platformWideUpdate } from "../lib/managed-rows";
import { hasSdg, textSearch } from "../lib/sql-filters";
import { isPlatformStaff } from "../lib/tenancy";
import { deleteImages, replaceImage } from "./giving-images";
import { charityFilter, hasCompletedGifts, resolveCharityId } from "./giving-links";
import { charityRefFields, charityRefs, serialiseIntList, toLibraryOut, type CharityRef } from "./giving-presenter";

export const LIBRARY_NOT_FOUND = "Library not found";
const LABELS = { notFound: LIBRARY_NOT_FOUND, what: said("libraries") };

/** Every library (planned, building, open) is public: platform-wide and this school's; platform staff with `all` see every school's. */
function readable(ctx: ServiceContext, all: boolean | undefined, ...conditions: (SQL | undefined)[]): SQL {
  if (all && isPlatformStaff(ctx)) return managedWhere(ctx, libraries, ...conditions);
  return ctx.scope.withPlatform(libraries, ...conditions);
}

async function present(db: DB, list: Library[]): Promise<LibraryOut[]> {
  const refs = await charityRefs(db, list.map((l) => l.charityId));
  return list.map((l) => toLibraryOut(l, l.charityId ? refs.get(l.charityId) : undefined));
}

/** Libraries with their charity beside them, in the libraries' own query. */
const withCharity = (db: DB) => db.select({ library: libraries, charity: charityRefFields }).from(libraries).leftJoin(charities, eq(charities.id, libraries.charityId));
const toCard = (row: { library: Library; charity: CharityRef | null }) => toLibraryOut(row.library, row.charity ?? undefined);

export async function listLibraries(ctx: ServiceContext, q: GivingListQuery) {
  const where = readable(ctx, q.all, textSearch(q.search, libraries.name, libraries.city, libraries.description), hasSdg(libraries.sdgs, q.sdg), charityFilter(ctx, libraries.charityId, q.charity));
  const [rows, [{ total }]] = await readBatch(ctx.db, [
    withCharity(ctx.db).where(where).orderBy(desc(libraries.createdAt), asc(libraries.id)).limit(q.limit).offset(q.offset),
    ctx.db.select({ total: count() }).from(libraries).where(where),
  ] as const);
  return { total, results: rows.map(toCard) };
}

export async function getLibrary(ctx: ServiceContext, id: string): Promise<LibraryOut> {
  const row = await withCharity(ctx.db).where(readable(ctx, true, eq(libraries.id, id))).get();
  if (!row) throw new AppError("NOT_FOUND", LIBRARY_NOT_FOUND);
  return toCard(row);
}

const loadManaged = (ctx: ServiceContext, id: string) => findManagedRow(ctx, libraries, id, (where) => ctx.db.select().from(libraries).where(where).get(), LABELS);

function assertBooks(goal: number, stocked: number) {
  if (stocked > goal && goal > 0) throw fieldError("books_stocked", "Books stocked cannot exceed the books goal");
}

export async function createLibrary(ctx: ServiceContext, input: LibraryCreateInput): Promise<LibraryOut> {
  const scope = creationScope(ctx, input.platform_wide, LABELS.what);
  assertBooks(input.books_goal ?? 0, input.books_stocked ?? 0);
  const charityId = (await resolveCharityId(ctx, input.charity_id)) ?? null;
  const [row] = await ctx.db
    .insert(libraries)
    .values(
      scope.values({
        id: newId("lib"),
        charityId,
        name: input.name,
        city: input.city,
        country: input.country,
        description: input.description ?? "",
        goalAmount: input.goal_amount,
        currency: input.currency,
        booksGoal: input.books_goal ?? 0,
        booksStocked: input.books_stocked ?? 0,
        sdgs: serialiseIntList(input.sdgs ?? []),
        status: input.status ?? "planned",
      }),
    )
    .returning();
  return (await present(ctx.db, [row]))[0];
}

export async function updateLibrary(ctx: ServiceContext, id: string, input: LibraryUpdateInput): Promise<LibraryOut> {
  const current = await loadManaged(ctx, id);
  assertBooks(input.books_goal ?? current.booksGoal, input.books_stocked ?? current.booksStocked);
  const set: Partial<typeof libraries.$inferInsert> = { updatedAt: Date.now(), ...platformWideUpdate(ctx, input.platform_wide, LABELS.what) };
  if (input.charity_id !== undefined) set.charityId = (await resolveCharityId(ctx, input.charity_id)) ?? null;
  if (input.name !== undefined) set.name = input.name;
  if (input.city !== undefined) set.city = input.city;
  if (input.country !== undefined) set.country = input.country;
  if (input.description !== undefined) set.description = input.description;
  if (input.goal_amount !== undefined) set.goalAmount = input.goal_amount;
  if (input.currency !== undefined && input.currency !== current.currency) {
    if (current.raisedAmount > 0) throw fieldError("currency", "The currency cannot change once gifts have been received");
    set.currency = input.currency;
  }
  if (input.books_goal !== undefined) set.booksGoal = input.books_goal;
  if (input.books_stocked !== undefined) set.booksStocked = input.books_stocked;
  if (input.sdgs !== undefined) set.sdgs = serialiseIntList(input.sdgs);
  if (input.status !== undefined) set.status = input.status;
  const [row] = await ctx.db.update(libraries).set(set).where(managedWhere(ctx, libraries, eq(libraries.id, id))).returning();
  return (await present(ctx.db, [row]))[0];
}

export async function deleteLibrary(ctx: ServiceContext, id: string): Promise<void> {
  const current = await loadManaged(ctx, id);
  if (await hasCompletedGifts(ctx, "library", id)) throw new AppError("CONFLICT", "This library has gifts; it cannot be deleted.");
  await ctx.db.delete(libraries).where(managedWhere(ctx, libraries, eq(libraries.id, id)));
  await deleteImages(ctx, [current.coverKey]);
}

export async function setLibraryCover(ctx: ServiceContext, id: string, file: File | undefined): Promise<LibraryOut> {
  const current = await loadManaged(ctx, id);
  const row = await replaceImage(ctx, current.tenantId, current.coverKey, file, async (key) => {
    const [updated] = await ctx.db.update(libraries).set({ coverKey: key, updatedAt: Date.now() }).where(managedWhere(ctx, libraries, eq(libraries.id, id))).returning();
    return updated;
  });
  return (await present(ctx.db, [row]))[0];
}
