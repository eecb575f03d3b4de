import { eq, inArray } from "drizzle-orm";
import { charities, classes, donations, libraries, projects, tenants, users, type Donation } from "../../db/schema";
import type { DonationCreateInput, DonationOut, DonationTarget } from "../../contracts/giving";
import type { ServiceContext } from "../../lib/context";
import type { DB } from "../../lib/db";
import { AppError, fieldError, notFound } from "../../lib/errors";
import { newId } from "../../lib/ids";
import { countEvent, rateLimited } from "../../lib/rate-limit";

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
    if (!byId) throw fieldError("attribution", "No student with that username at this school");
    return { ...none, attributionKind: "student" as const, attributedUserId: byId.id };
  }
  const cls = await db.select({ id: classes.id }).from(classes).where(scope.where(classes, eq(classes.id, attribution.ref!), eq(classes.archived, false))).get();
  if (!cls) throw fieldError("attribution", "No such class at this school");
  return { ...none, attributionKind: "class" as const, attributedClassId: cls.id };
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
  if (input.currency !== target.currency) throw fieldError("currency", `${target.name} takes gifts in ${target.currency}`);
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
  return (await presentDonations(ctx, [saved!]))[0];
}

/* ---------- presenting ---------- */

const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());

/** "charity:{id}" → {id, name, slug} for the targets of these gifts (removed targets are absent). */
export async function donationTargets(db: DB, rows: Pick<Donation, "targetType" | "targetId">[]) {
  const idsOf = (type: DonationTarget) => [...new Set(rows.filter((r) => r.targetType === type).map((r) => r.targetId))];
  const [charityRows, projectRows, libraryRows] = await Promise.all([
    idsOf("charity").length ? db.select({ id: charities.id, name: charities.name, slug: charities.slug }).from(charities).where(inArray(charities.id, idsOf("charity"))) : [],
    idsOf("project").length ? db.select({ id: projects.id, name: projects.title, slug: projects.slug }).from(projects).where(inArray(projects.id, idsOf("project"))) : [],
    idsOf("library").length ? db.select({ id: libraries.id, name: libraries.name }).from(libraries).where(inArray(libraries.id, idsOf("library"))) : [],
  ]);
  const targets = new Map<string, { id: string; name: string; slug: string | null }>();
  for (const r of charityRows) targets.set(`charity:${r.id}`, r);
  for (const r of projectRows) targets.set(`project:${r.id}`, r);
  for (const r of libraryRows) targets.set(`library:${r.id}`, { ...r, slug: null });
  return targets;
}

/** DonationOut for rows (target names and attribution labels looked up in three queries). */
export async function presentDonations(ctx: ServiceContext, rows: Donation[], opts: { revealAnonymous?: boolean } = {}): Promise<DonationOut[]> {
  const { db } = ctx;
  const [targets, userRows, classRows, tenantRows] = await Promise.all([
    donationTargets(db, rows),
    (() => {
      const ids = [...new Set(rows.map((r) => r.attributedUserId).filter((v): v is string => !!v))];
      return ids.length ? db.select({ id: users.id, firstName: users.firstName, lastName: users.lastName }).from(users).where(inArray(users.id, ids)) : [];
    })(),
    (() => {
      const ids = [...new Set(rows.map((r) => r.attributedClassId).filter((v): v is string => !!v))];
      return ids.length ? db.select({ id: classes.id, name: classes.name }).from(classes).where(inArray(classes.id, ids)) : [];
    })(),
    (() => {
      const ids = [...new Set(rows.map((r) => r.attributedTenantId).filter((v): v is string => !!v))];
      return ids.length ? db.select({ id: tenants.id, name: tenants.schoolName }).from(tenants).where(inArray(tenants.id, ids)) : [];
    })(),
  ]);
  const userNames = new Map(userRows.map((u) => [u.id, `${u.firstName} ${u.lastName}`.trim()]));
  const classNames = new Map(classRows.map((c) => [c.id, c.name]));
  const tenantNames = new Map(tenantRows.map((t) => [t.id, t.name]));

  return rows.map((r) => {
    const label =
      r.attributionKind === "student"
        ? (userNames.get(r.attributedUserId ?? "") ?? null)
        : r.attributionKind === "class"
          ? (classNames.get(r.attributedClassId ?? "") ?? null)
          : r.attributionKind === "school"
            ? (tenantNames.get(r.attributedTenantId ?? "") ?? null)
            : null;
    const name = r.donorName ?? "A supporter";
    return {
      id: r.id,
      cart_item: `donation:${r.id}`,
      target_type: r.targetType,
      target: targets.get(`${r.targetType}:${r.targetId}`) ?? { id: r.targetId, name: "(removed)", slug: null },
      amount: r.amount,
      currency: r.currency as DonationOut["currency"],
      message: r.message,
      anonymous: r.anonymous,
      donor_display_name: r.anonymous ? (opts.revealAnonymous ? `${name} (anonymous)` : "Anonymous") : name,
      status: r.status,
      attribution: { kind: r.attributionKind, label },
      order_id: r.orderId,
      tenant_id: r.tenantId,
      created_at: new Date(r.createdAt).toISOString(),
      completed_at: iso(r.completedAt),
    };
  });
}

/** A donation of this host, for its receipt: the caller must be able to see its order. */
export async function donationForReceipt(ctx: ServiceContext, id: string): Promise<Donation> {
  const row = await ctx.db.select().from(donations).where(ctx.scope.where(donations, eq(donations.id, id))).get();
  if (!row || !row.orderId) throw notFound("No receipt for this gift.");
  if (row.status === "pending" || row.status === "cancelled") throw new AppError("CONFLICT", "This gift has not been paid yet, so there is no receipt.");
  return row;
}
