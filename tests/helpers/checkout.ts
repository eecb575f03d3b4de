import { createExecutionContext, createMessageBatch, getQueueResult } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { eq, inArray } from "drizzle-orm";
import { vi } from "vitest";
import worker from "../../worker/index";
import { orders, paymentEvents, projects } from "../../worker/db/schema";
import { call, post } from "./api";
import { createTenant, createUser, db, signIn, unique } from "./factories";
import { createProject } from "./giving";

export const PAYMENTS_QUEUE = "schools-payments";
export const PAYMENTS_DLQ = "schools-payments-dlq";

/** A school with a project taking USD gifts, a signed-in student and an anonymous address. */
export async function givingWorld(opts: { goal?: number; currency?: string } = {}) {
  const tenant = await createTenant();
  const project = await createProject({ tenantId: tenant.id, goalAmount: opts.goal ?? 100_000, currency: opts.currency ?? "USD" });
  const student = await createUser({ tenantId: tenant.id, role: "student", email: null, username: unique("giver") });
  const session = await signIn(tenant.host, student.username);
  return { tenant, host: tenant.host, project, student, token: session.access };
}

export const contact = { name: "Ada Giver", email: "ada.giver@example.com" };

/** POST /api/donations/ → the pending gift. */
export async function pledge(host: string, projectId: string, amount = 2500, opts: { token?: string; currency?: string } = {}) {
  const res = await post(host, "/api/donations/", { target_type: "project", target_id: projectId, amount, currency: opts.currency ?? "USD" }, { token: opts.token });
  if (res.status !== 201) throw new Error(`pledge failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body as { id: string; cart_item: string };
}

export async function placeOrder(host: string, items: string[], opts: { token?: string; key?: string; shipping?: unknown } = {}) {
  return post(host, "/api/orders/", { items, contact, ...(opts.shipping ? { shipping_address: opts.shipping } : {}) }, {
    token: opts.token,
    headers: { "Idempotency-Key": opts.key ?? unique("idem-key-") },
  });
}

/** Starts a demo checkout and pays (or cancels) on the demo page, as the browser does. */
export async function payWithDemo(host: string, order: { id: string; access_key?: string }, opts: { token?: string; action?: "pay" | "cancel" } = {}) {
  const start = await post(host, "/api/checkout/demo/", { order_id: order.id, access_key: order.access_key }, { token: opts.token });
  if (start.status !== 200) throw new Error(`demo checkout failed: ${start.status} ${JSON.stringify(start.body)}`);
  const page = new URL(start.body.redirect_url);
  const ref = page.pathname.split("/").pop()!;
  const key = page.searchParams.get("key")!;
  const done = await post(host, `/api/checkout/demo/sessions/${ref}/${opts.action ?? "pay"}/?key=${encodeURIComponent(key)}`, {}, { token: opts.token });
  if (done.status !== 200) throw new Error(`demo ${opts.action ?? "pay"} failed: ${done.status} ${JSON.stringify(done.body)}`);
  return { ref, key, redirect: new URL(done.body.redirect_url) };
}

/** Runs the payments consumer on these stored events now (the background consumer may too: it is idempotent). */
export async function deliverPayments(eventIds: string[], opts: { attempts?: number; queue?: string } = {}) {
  const messages = eventIds.map((id) => ({ id: unique("msg-"), timestamp: new Date(), attempts: opts.attempts ?? 1, body: { paymentEventId: id } }));
  const batch = createMessageBatch(opts.queue ?? PAYMENTS_QUEUE, messages);
  const retrySpies = batch.messages.map((m) => vi.spyOn(m, "retry"));
  const ctx = createExecutionContext();
  await worker.queue(batch, env);
  const retries = retrySpies.map((s) => s.mock.calls.length);
  return { result: await getQueueResult(batch, ctx), retries, ids: messages.map((m) => m.id) };
}

/** Applies every stored event of this order that is not yet processed. */
export async function drainOrder(orderId: string) {
  const pending = await db()
    .select({ id: paymentEvents.id })
    .from(paymentEvents)
    .where(inArray(paymentEvents.status, ["received", "failed"]));
  const mine = [];
  for (const p of pending) {
    const row = await db().select().from(paymentEvents).where(eq(paymentEvents.id, p.id)).get();
    if (row?.orderId === orderId) mine.push(p.id);
  }
  if (mine.length) await deliverPayments(mine);
  return mine.length;
}

export const orderRow = (id: string) => db().select().from(orders).where(eq(orders.id, id)).get();
export const projectRow = (id: string) => db().select().from(projects).where(eq(projects.id, id)).get();
export const eventsOf = (orderId: string) => db().select().from(paymentEvents).where(eq(paymentEvents.orderId, orderId)).all();

export const getOrder = (host: string, id: string, opts: { token?: string; key?: string } = {}) =>
  call(host, `/api/orders/${id}/${opts.key ? `?key=${encodeURIComponent(opts.key)}` : ""}`, { token: opts.token });
