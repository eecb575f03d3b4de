import { inArray } from "drizzle-orm";
import type { Currency } from "../contracts/money";
import type { DonationOut, RaisedGiftOut } from "../contracts/giving";
import { charities, classes, libraries, projects, tenants, users, type Donation } from "../db/schema";
import type { DB } from "../lib/db";
import { inChunks } from "../lib/d1-limits";
import { firstAndInitial } from "../lib/people";

export interface DonationLabels {
  targets: Map<string, { id: string; name: string; slug: string | null }>;
  users: Map<string, { first: string; last: string }>;
  classes: Map<string, string>;
  tenants: Map<string, string>;
}

const ids = (list: (string | null)[]) => [...new Set(list.filter((v): v is string => !!v))];

/** "charity:{id}" → {id, name, slug} for the charities, projects and libraries these gifts go to. */
export async function donationTargets(db: DB, rows: Pick<Donation, "targetType" | "targetId">[]): Promise<DonationLabels["targets"]> {
  const of = (type: Donation["targetType"]) => ids(rows.filter((r) => r.targetType === type).map((r) => r.targetId));
  const [charityIds, projectIds, libraryIds] = [of("charity"), of("project"), of("library")];
  const [c, p, l] = await Promise.all([
    inChunks(charityIds, (part) => db.select({ id: charities.id, name: charities.name, slug: charities.slug }).from(charities).where(inArray(charities.id, part)).all()),
    inChunks(projectIds, (part) => db.select({ id: projects.id, name: projects.title, slug: projects.slug }).from(projects).where(inArray(projects.id, part)).all()),
    inChunks(libraryIds, (part) => db.select({ id: libraries.id, name: libraries.name }).from(libraries).where(inArray(libraries.id, part)).all()),
  ]);
  const targets = new Map<string, { id: string; name: string; slug: string | null }>();
  for (const r of c) targets.set(`charity:${r.id}`, r);
  for (const r of p) targets.set(`project:${r.id}`, r);
  for (const r of l) targets.set(`library:${r.id}`, { ...r, slug: null });
  return targets;
}

/**
 * Names for a page of donations (targets, donors, attributed students/classes/schools) in a few
 * queries by id. Labels only: the donations themselves were already scoped by the caller.
 */
export async function donationLabels(db: DB, rows: Donation[]): Promise<DonationLabels> {
  const userIds = ids(rows.flatMap((r) => [r.donorUserId, r.attributedUserId]));
  const classIds = ids(rows.map((r) => r.attributedClassId));
  const tenantIds = ids(rows.flatMap((r) => [r.attributedTenantId, r.tenantId]));
  const [targets, u, k, t] = await Promise.all([
    donationTargets(db, rows),
    inChunks(userIds, (part) => db.select({ id: users.id, first: users.firstName, last: users.lastName }).from(users).where(inArray(users.id, part)).all()),
    inChunks(classIds, (part) => db.select({ id: classes.id, name: classes.name }).from(classes).where(inArray(classes.id, part)).all()),
    inChunks(tenantIds, (part) => db.select({ id: tenants.id, name: tenants.schoolName }).from(tenants).where(inArray(tenants.id, part)).all()),
  ]);
  return {
    targets,
    users: new Map(u.map((r) => [r.id, { first: r.first, last: r.last }])),
    classes: new Map(k.map((r) => [r.id, r.name])),
    tenants: new Map(t.map((r) => [r.id, r.name])),
  };
}

/** The donor as a viewer may see them: staff and school admins see who gave anonymously, marked as such. */
export function donorDisplayName(d: Donation, labels: DonationLabels, revealAnonymous: boolean): string {
  const account = d.donorUserId ? labels.users.get(d.donorUserId) : undefined;
  const name = d.donorName || (account && fullName(account)) || "Guest";
  if (!d.anonymous) return name;
  return revealAnonymous ? `${name} (anonymous)` : "Anonymous";
}

/**
 * How much a viewer learns about the child a gift counts towards: report readers (the school's
 * admins, staff) the full name; the buyer on a receipt first name and initial; the donor at pledge
 * time nothing — a known and an unknown username must answer alike (finding 3).
 */
export type ChildNames = "full" | "initial" | "hidden";

const fullName = (p: { first: string; last: string }) => `${p.first} ${p.last}`.trim();

function attributionLabel(d: Donation, labels: DonationLabels, childNames: ChildNames): string | null {
  switch (d.attributionKind) {
    case "student": {
      const child = d.attributedUserId ? labels.users.get(d.attributedUserId) : undefined;
      if (!child || childNames === "hidden") return null;
      return childNames === "full" ? fullName(child) : firstAndInitial(child);
    }
    case "class":
      return (d.attributedClassId && labels.classes.get(d.attributedClassId)) ?? null;
    case "school":
      return (d.attributedTenantId && labels.tenants.get(d.attributedTenantId)) ?? null;
    default:
      return null;
  }
}

const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());

export function presentDonation(d: Donation, labels: DonationLabels, revealAnonymous: boolean, childNames: ChildNames): DonationOut {
  return {
    id: d.id,
    cart_item: `donation:${d.id}`,
    target_type: d.targetType,
    target: labels.targets.get(`${d.targetType}:${d.targetId}`) ?? { id: d.targetId, name: "(removed)", slug: null },
    amount: d.amount,
    refunded_amount: d.refundedAmount,
    currency: d.currency as Currency,
    message: d.message,
    anonymous: d.anonymous,
    donor_display_name: donorDisplayName(d, labels, revealAnonymous),
    status: d.status,
    attribution: { kind: d.attributionKind, label: attributionLabel(d, labels, childNames) },
    order_id: d.orderId,
    tenant_id: d.tenantId,
    created_at: iso(d.createdAt)!,
    completed_at: iso(d.completedAt),
  };
}

export async function presentDonations(db: DB, rows: Donation[], revealAnonymous: boolean, childNames: ChildNames): Promise<DonationOut[]> {
  const labels = await donationLabels(db, rows);
  return rows.map((d) => presentDonation(d, labels, revealAnonymous, childNames));
}

/**
 * "Money I Have Raised" (finding 12): what the child needs and nothing more. The donor is shown as
 * they chose — "Anonymous", or the name they gave — except that a child donor's name, which the
 * cart fills in from the account, is first name and last initial.
 */
export async function presentRaisedGifts(db: DB, rows: Donation[]): Promise<RaisedGiftOut[]> {
  const donorIds = ids(rows.map((r) => r.donorUserId));
  const [targets, donors] = await Promise.all([
    donationTargets(db, rows),
    inChunks(donorIds, (part) => db.select({ id: users.id, first: users.firstName, last: users.lastName, role: users.role }).from(users).where(inArray(users.id, part)).all()),
  ]);
  const children = new Map(donors.filter((d) => d.role === "student").map((d) => [d.id, firstAndInitial(d)]));
  return rows.map((d) => ({
    id: d.id,
    target_type: d.targetType,
    target: targets.get(`${d.targetType}:${d.targetId}`) ?? { id: d.targetId, name: "", slug: null },
    amount: d.amount,
    refunded_amount: d.refundedAmount,
    currency: d.currency as Currency,
    message: d.message,
    donor_display_name: d.anonymous ? "Anonymous" : ((d.donorUserId && children.get(d.donorUserId)) ?? d.donorName ?? "Guest"),
    completed_at: d.completedAt === null ? null : new Date(d.completedAt).toISOString(),
    created_at: new Date(d.createdAt).toISOString(),
  }));
}
