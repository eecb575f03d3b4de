import { and, eq, inArray, or, sql } from "drizzle-orm";
import { presentDonations } from "./donation-presenter";
import { charities, classes, donations, libraries, projects, users, type Donation } from "../db/schema";
import type { DonationCreateInput, DonationOut, DonationTarget } from "../contracts/giving";
import type { ServiceContext } from "../lib/context";
import { AppError, fieldError, notFound } from "../lib/errors";
import { said } from "../lib/said";
import { nameKey } from "../contracts/text";
import { newId } from "../lib/ids";
import { countEvent, rateLimited } from "../lib/rate-limit";

/** Pledges an anonymous visitor may create per address and hour (each is a row; paying is separate). */
const ANONYMOUS_PLEDGES_PER_HOUR = 60;

export interface DonationTargetInfo {
  id: string;
  name: string;
  slug: string | null;
  currency: string;
  charityId: string | null;
  tenantId: string | null;
}

/** The charity, project or library a gift goes to, if this host shows it and it takes gifts. */
export async function findDonationTarget(ctx: ServiceContext, type: DonationTarget, id: string): Promise<DonationTargetInfo | undefined> {
  const { db, scope } = ctx;
  if (type === "charity") {
    const row = await db
      .select()
      .from(charities)
      .where(scope.withPlatform(charities, eq(charities.id, id), eq(charities.status, "active")))
      .get();
    return row && { id: row.id, name: row.name, slug: row.slug, currency: row.currency, charityId: row.id, tenantId: row.tenantId };
  }
  if (type === "project") {
    const row = await db
      .select()
      .from(projects)
      .where(scope.withPlatform(projects, eq(projects.id, id), inArray(projects.status, ["active", "funded"])))
      .get();
    return row && { id: row.id, name: row.title, slug: row.slug, currency: row.currency, charityId: row.charityId, tenantId: row.tenantId };
  }
  const row = await db.select().from(libraries).where(scope.withPlatform(libraries, eq(libraries.id, id))).get();
  return row && { id: row.id, name: row.name, slug: null, currency: row.currency, charityId: row.charityId, tenantId: row.tenantId };
}

async function resolveAttribution(ctx: ServiceContext, input: DonationCreateInput) {
  const none = { attributionKind: "none" as const, attributedUserId: null, attributedClassId: null, attributedTenantId: null };
  const attribution = input.attribution;
  if (!attribution || attribution.kind === "none") return none;
  const { db, scope } = ctx;
  if (scope.tenantId === null) throw fieldError("attribution", "Gifts count towards a student, class or school only on a school's site");
  if (attribution.kind === "school") return { ...none, attributionKind: "school" as const, attributedTenantId: scope.tenantId };
  if (attribution.kind === "student") {
    const ref = attribution.ref!.toLowerCase();
    const student = await db
      .select({ id: users.id })
      .from(users)
      .where(scope.where(users, eq(users.role, "student"), eq(users.archived, false), eq(users.username, ref)))
      .get();
    // A student can also be named by id (the web app's "me" choice).
    const byId = student ?? (await db.select({ id: users.id }).from(users).where(scope.where(users, eq(users.role, "student"), eq(users.id, attribution.ref!))).get());
    // Known or not, the answer is the same (no one learns whether a username exists); a reference
    // that matches no student is kept as "for a student" and counts towards no one.
    return { ...none, attributionKind: "student" as const, attributedUserId: byId?.id ?? null };
  }
  return { ...none, attributionKind: "class" as const, attributedClassId: await findAttributedClass(ctx, attribution.ref!) };
}

/**
 * The school's class a giver names as a parent knows it: its class code (printed on the pupils'
 * login cards) or its name, in any case; the id too (links and older clients). One query; the id
 * wins, then the code (unique), then the name, which must name one class only. The classes are
 * never listed: a visitor learns only whether what they typed names a class.
 */
async function findAttributedClass(ctx: ServiceContext, ref: string): Promise<string> {
  const typed = ref.trim();
  const key = nameKey(typed);
  const candidates = await ctx.db
    .select({ id: classes.id, code: classes.code })
    .from(classes)
    .where(
      ctx.scope.where(
        classes,
        eq(classes.archived, false),
        // A name saved before its key was folded (name_key '') is matched by SQLite's lower().
        // (A ref that folds to no key, "!!!", names no class by name.)
        or(eq(classes.id, typed), eq(classes.code, typed.toUpperCase()), key ? eq(classes.nameKey, key) : undefined, and(eq(classes.nameKey, ""), sql`lower(${classes.name}) = lower(${typed})`)),
      ),
    )
    .limit(20)
    .all();
  const exact = candidates.find((c) => c.id === typed) ?? candidates.find((c) => c.code === typed.toUpperCase());
  if (exact) return exact.id;
  if (candidates.length > 1) throw fieldError("attribution", "More than one class at this school has this name. Please type the class code instead.");
  if (candidates.length === 0) throw fieldError("attribution", "No class at this school has this name or class code");
  return candidates[0].id;
}

/** A pending gift: it goes into the cart and completes only when its order is paid. */
export async function createDonation(ctx: ServiceContext, input: DonationCreateInput): Promise<DonationOut> {
  const { db, user, scope } = ctx;
  if (!user) {
    const counter = await countEvent(db, `pledge:${ctx.clientAddress}`, { limit: ANONYMOUS_PLEDGES_PER_HOUR, windowMs: 3_600_000 });
    if (counter.count > ANONYMOUS_PLEDGES_PER_HOUR) throw rateLimited(counter.resetAt, "Too many gifts from this connection. Please try again later.");
  }
  const target = await findDonationTarget(ctx, input.target_type, input.target_id);
  if (!target) throw fieldError("target_id", "This cause is not taking gifts here");
  if (input.currency !== target.currency) throw fieldError("currency", said("{{name}} takes gifts in {{currency}}", { name: target.name, currency: target.currency }));
  const attribution = await resolveAttribution(ctx, input);

  let donorName: string | null = input.donor_name ?? null;
  let donorEmail: string | null = null;
  if (user) {
    const me = await db.select({ firstName: users.firstName, lastName: users.lastName, email: users.email }).from(users).where(eq(users.id, user.id)).get();
    donorName ??= me ? `${me.firstName} ${me.lastName}`.trim() : null;
    donorEmail = me?.email ?? null;
  }
  const row: typeof donations.$inferInsert = scope.values({
    id: newId("don"),
    targetType: input.target_type,
    targetId: target.id,
    charityId: target.charityId,
    amount: input.amount,
    currency: target.currency,
    message: input.message ?? "",
    anonymous: input.anonymous ?? false,
    donorName,
    donorEmail,
    donorUserId: user?.id ?? null,
    ...attribution,
    status: "pending" as const,
  });
  await db.insert(donations).values(row);
  const saved = await db.select().from(donations).where(eq(donations.id, row.id!)).get();
  return (await presentDonations(db, [saved!], false, "hidden"))[0];
}

/** A donation of this host, for its receipt: the caller must be able to see its order. */
export async function donationForReceipt(ctx: ServiceContext, id: string): Promise<Donation> {
  const row = await ctx.db.select().from(donations).where(ctx.scope.where(donations, eq(donations.id, id))).get();
  if (!row || !row.orderId) throw notFound("No receipt for this gift.");
  if (row.status === "pending" || row.status === "cancelled") throw new AppError("CONFLICT", "This gift has not been paid yet, so there is no receipt.");
  return row;
}
