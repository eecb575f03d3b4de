import { eq, sql } from "drizzle-orm";
import { nameKey } from "../../worker/contracts/text";
import { catalogItems, charities, donations, libraries, orderEvents, orderItems, orders, projects } from "../../worker/db/schema";
import { newId, randomToken } from "../../worker/lib/ids";
import { db, unique } from "./factories";

/*
 * Giving factories: rows written straight to D1 (no API), every field overridable. tenantId null
 * (the default) is platform-wide.
 */

type Insert<T extends { $inferInsert: unknown }> = Partial<T["$inferInsert"]>;

export async function createCharity(overrides: Insert<typeof charities> = {}) {
  const name = overrides.name ?? `Charity ${unique("")}`;
  const [row] = await db()
    .insert(charities)
    .values({ id: newId("chr"), tenantId: null, name, nameKey: nameKey(name), slug: unique("charity-"), currency: "USD", status: "active", ...overrides })
    .returning();
  return row;
}

export async function createProject(overrides: Insert<typeof projects> = {}) {
  const title = overrides.title ?? `Project ${unique("")}`;
  const [row] = await db()
    .insert(projects)
    .values({ id: newId("prj"), tenantId: null, title, slug: unique("project-"), goalAmount: 100_000, currency: "USD", status: "active", ...overrides })
    .returning();
  return row;
}

export async function createLibrary(overrides: Insert<typeof libraries> = {}) {
  const [row] = await db()
    .insert(libraries)
    .values({ id: newId("lib"), tenantId: null, name: `Library ${unique("")}`, city: "Nairobi", country: "KE", goalAmount: 500_000, currency: "USD", status: "planned", ...overrides })
    .returning();
  return row;
}

export async function createCatalogItem(overrides: Insert<typeof catalogItems> = {}) {
  const title = overrides.title ?? `Course ${unique("")}`;
  const [row] = await db()
    .insert(catalogItems)
    .values({ id: newId("cat"), tenantId: null, kind: "course", title, titleKey: nameKey(title), price: 4900, currency: "USD", active: true, ...overrides })
    .returning();
  return row;
}

export interface DonationTarget {
  type: "charity" | "project" | "library";
  id: string;
  charityId?: string | null;
}

/**
 * A gift as the payments consumer leaves it: status (default "completed"), completed_at, and —
 * unless `withOrder: false` — a paid order holding it as its one line, with a "paid" event.
 * It does not touch a project's or library's raised_amount (pass `bumpTarget: true` for that).
 */
export async function createCompletedDonation(
  target: DonationTarget,
  overrides: Insert<typeof donations> & { withOrder?: boolean; bumpTarget?: boolean } = {},
) {
  const { withOrder = true, bumpTarget = false, ...values } = overrides;
  const completedAt = values.completedAt ?? Date.now();
  const amount = values.amount ?? 2500;
  const currency = values.currency ?? "USD";
  const status = values.status ?? "completed";
  const id = values.id ?? newId("don");
  let orderId: string | null = values.orderId ?? null;
  if (withOrder && !orderId) {
    const order = await createOrder({
      tenantId: values.tenantId ?? null,
      currency,
      subtotal: amount,
      total: amount,
      status: status === "completed" ? "paid" : "pending",
      paidAt: status === "completed" ? completedAt : null,
      createdAt: values.createdAt ?? completedAt,
      lines: [{ kind: "donation", refId: id, cartItem: `donation:${id}`, title: "Donation", unitAmount: amount, amount }],
    });
    orderId = order.id;
  }
  const [row] = await db()
    .insert(donations)
    .values({
      id,
      tenantId: null,
      targetType: target.type,
      targetId: target.id,
      charityId: target.charityId ?? (target.type === "charity" ? target.id : null),
      amount,
      currency,
      donorName: "Dana Donor",
      donorEmail: "dana@example.com",
      status,
      completedAt: status === "completed" ? completedAt : null,
      createdAt: completedAt,
      ...values,
      orderId,
    })
    .returning();
  if (bumpTarget && status === "completed" && target.type !== "charity") {
    const table = target.type === "project" ? projects : libraries;
    await db()
      .update(table)
      .set({ raisedAmount: sql`${table.raisedAmount} + ${amount}`, donorCount: sql`${table.donorCount} + 1` })
      .where(eq(table.id, target.id));
  }
  return row;
}

export interface OrderLine {
  kind: "donation" | "course" | "teacher_training" | "printed_book";
  refId: string;
  cartItem?: string;
  title?: string;
  unitAmount: number;
  amount?: number;
  requiresShipping?: boolean;
}

/** An order with its lines and a history event for its status. */
export async function createOrder(overrides: Insert<typeof orders> & { lines?: OrderLine[] } = {}) {
  const { lines = [], ...values } = overrides;
  const subtotal = values.subtotal ?? lines.reduce((s, l) => s + (l.amount ?? l.unitAmount), 0);
  const [order] = await db()
    .insert(orders)
    .values({
      id: newId("ord"),
      number: `T-${randomToken(6).toUpperCase()}`,
      tenantId: null,
      idempotencyKey: `test:${randomToken(12)}`,
      requestHash: randomToken(16),
      status: "paid",
      currency: "USD",
      subtotal,
      total: subtotal + (values.shipping ?? 0),
      contactName: "Dana Donor",
      contactEmail: "dana@example.com",
      provider: "demo",
      ...values,
    })
    .returning();
  for (const l of lines) {
    await db()
      .insert(orderItems)
      .values({ id: newId("oit"), orderId: order.id, kind: l.kind, cartItem: l.cartItem ?? `item:${l.refId}`, refId: l.refId, title: l.title ?? l.kind, unitAmount: l.unitAmount, amount: l.amount ?? l.unitAmount, requiresShipping: l.requiresShipping ?? false });
  }
  await db().insert(orderEvents).values({ id: newId("oev"), orderId: order.id, status: order.status, createdAt: order.createdAt });
  return order;
}
