import { and, eq, inArray } from "drizzle-orm";
import { carts, catalogItems, donations, users } from "../../db/schema";
import { CART_MAX_ITEMS, type CartOut } from "../../contracts/commerce";
import type { ServiceContext } from "../../lib/context";
import { AppError, fieldError } from "../../lib/errors";
import { said } from "../../lib/said";
import { claimPledges } from "../../giving";

/*
 * A signed-in user's cart: the list of cart entries ("donation:{id}", "item:{id}") in the order
 * they were added, plus its count. Adding an entry already present changes nothing; removing
 * filters it out; clearing empties it; at sign-in the browser's anonymous cart is merged in.
 * Writes are compare-and-swap on updated_at, so two tabs adding at once both land.
 */

const out = (items: string[]): CartOut => ({ cart: items, count: items.length });

async function read(ctx: ServiceContext): Promise<{ items: string[]; version: number | null }> {
  const row = await ctx.db.select().from(carts).where(eq(carts.userId, ctx.user!.id)).get();
  if (!row) return { items: [], version: null };
  let items: unknown;
  try {
    items = JSON.parse(row.items);
  } catch {
    items = [];
  }
  return { items: Array.isArray(items) ? items.filter((i): i is string => typeof i === "string") : [], version: row.updatedAt };
}

async function write(ctx: ServiceContext, change: (items: string[]) => string[]): Promise<CartOut> {
  const userId = ctx.user!.id;
  for (let attempt = 0; attempt < 5; attempt++) {
    const { items, version } = await read(ctx);
    const next = change(items);
    const now = Math.max(Date.now(), (version ?? 0) + 1);
    if (version === null) {
      const inserted = await ctx.db.insert(carts).values({ userId, items: JSON.stringify(next), updatedAt: now }).onConflictDoNothing().returning({ userId: carts.userId });
      if (inserted.length) return out(next);
    } else {
      const updated = await ctx.db
        .update(carts)
        .set({ items: JSON.stringify(next), updatedAt: now })
        .where(and(eq(carts.userId, userId), eq(carts.updatedAt, version)))
        .returning({ userId: carts.userId });
      if (updated.length) return out(next);
    }
  }
  throw new AppError("CONFLICT", "Your cart changed in another window. Please try again.");
}

/** The entries this user may hold: their own or unclaimed pending gifts here, active catalogue items. */
async function purchasable(ctx: ServiceContext, entries: string[]): Promise<Set<string>> {
  const { db, scope, user } = ctx;
  const donationIds = entries.filter((e) => e.startsWith("donation:")).map((e) => e.slice(9));
  const itemIds = entries.filter((e) => e.startsWith("item:")).map((e) => e.slice(5));
  const [gifts, items] = await Promise.all([
    donationIds.length
      ? db
          .select({ id: donations.id, donorUserId: donations.donorUserId })
          .from(donations)
          .where(scope.where(donations, inArray(donations.id, donationIds), eq(donations.status, "pending")))
      : [],
    itemIds.length ? db.select({ id: catalogItems.id }).from(catalogItems).where(scope.withPlatform(catalogItems, inArray(catalogItems.id, itemIds), eq(catalogItems.active, true))) : [],
  ]);
  return new Set([
    ...gifts.filter((g) => g.donorUserId === null || g.donorUserId === user!.id).map((g) => `donation:${g.id}`),
    ...items.map((i) => `item:${i.id}`),
  ]);
}

/** Gifts pledged anonymously become this user's once they hold them in their cart. */
async function claimGifts(ctx: ServiceContext, entries: string[]): Promise<void> {
  const ids = entries.filter((e) => e.startsWith("donation:")).map((e) => e.slice(9));
  if (!ids.length) return;
  const me = await ctx.db.select({ first: users.firstName, last: users.lastName, email: users.email }).from(users).where(eq(users.id, ctx.user!.id)).get();
  await claimPledges(ctx.db, ctx.scope, { userId: ctx.user!.id, email: me?.email ?? null, name: me ? `${me.first} ${me.last}`.trim() : null }, ids);
}

export async function getCart(ctx: ServiceContext): Promise<CartOut> {
  return out((await read(ctx)).items);
}

export async function addToCart(ctx: ServiceContext, item: string): Promise<CartOut> {
  if (!(await purchasable(ctx, [item])).has(item)) throw fieldError("item", "This item can no longer be added to your cart");
  await claimGifts(ctx, [item]);
  return write(ctx, (items) => {
    if (items.includes(item)) return items;
    if (items.length >= CART_MAX_ITEMS) throw fieldError("item", said("A cart holds at most {{count}} items", { count: CART_MAX_ITEMS }));
    return [...items, item];
  });
}

export async function removeFromCart(ctx: ServiceContext, item: string): Promise<CartOut> {
  return write(ctx, (items) => items.filter((i) => i !== item));
}

export async function clearCart(ctx: ServiceContext): Promise<CartOut> {
  return write(ctx, () => []);
}

/** At sign-in: the browser's entries are appended (in order, no duplicates); ones that cannot be bought are dropped. */
export async function mergeCart(ctx: ServiceContext, incoming: string[]): Promise<CartOut> {
  const ok = await purchasable(ctx, incoming);
  const valid = [...new Set(incoming)].filter((i) => ok.has(i));
  await claimGifts(ctx, valid);
  return write(ctx, (items) => [...items, ...valid.filter((i) => !items.includes(i))].slice(0, CART_MAX_ITEMS));
}
