import { and, desc, eq, inArray } from "drizzle-orm";
import { paymentEvents } from "../../db/schema";
import type { DB } from "../../lib/db";
import { randomToken } from "../../lib/ids";
import { WebhookVerificationError, type PaymentEventType, type PaymentProvider, type ProviderEvent } from "../providers/types";

/*
 * The demo provider: a clearly labelled stand-in for a payment provider so that `npm start`
 * completes a checkout without internet. It is offered only when PAYMENTS_DEMO_ENABLED is "true"
 * and ENVIRONMENT is not "production" (commerce/providers/providers.ts#demoEnabled). Its "hosted page"
 * is /demo-payment/{ref} in the web app; paying there makes the Worker sign a demo webhook and
 * feed it through exactly the path real webhooks take (verify → store once → queue → consumer).
 */

export const DEMO_SIGNATURE_HEADER = "Demo-Signature";
const TOLERANCE_SECONDS = 300;

const EVENT_TYPES: PaymentEventType[] = ["payment.succeeded", "payment.failed", "payment.cancelled", "refund.succeeded", "dispute.opened", "dispute.won", "dispute.lost"];

export interface DemoEventBody {
  id: string;
  type: PaymentEventType;
  order_id: string;
  provider_ref: string;
  payment_ref?: string;
  amount: number;
  currency: string;
  created: number;
}

const encoder = new TextEncoder();
const hex = (buf: ArrayBuffer) => [...new Uint8Array(buf)].map((b) => b.toString(16).padStart(2, "0")).join("");

async function hmac(env: Pick<Env, "JWT_SECRET">, message: string): Promise<string> {
  const key = await crypto.subtle.importKey("raw", encoder.encode(`demo-payments:${env.JWT_SECRET}`), { name: "HMAC", hash: "SHA-256" }, false, ["sign"]);
  return hex(await crypto.subtle.sign("HMAC", key, encoder.encode(message)));
}

function timingSafeEqual(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  let diff = 0;
  for (let i = 0; i < a.length; i++) diff |= a.charCodeAt(i) ^ b.charCodeAt(i);
  return diff === 0;
}

/**
 * A signed demo webhook request body + headers, signed like Stripe signs (t=…,v1=HMAC(t.body)).
 * The event id follows from what happened (order, kind, session, amount), so pressing Pay twice is
 * one provider event, stored once, as with a real provider's webhook retries.
 */
export async function signDemoEvent(env: Pick<Env, "JWT_SECRET">, event: Omit<DemoEventBody, "id" | "created">, now = Date.now()) {
  const created = Math.floor(now / 1000);
  const id = `evt_demo_${[event.order_id, event.type, event.provider_ref, event.amount].join("_").replace(/[^A-Za-z0-9_]/g, "_")}`;
  const body = JSON.stringify({ id, created, ...event } satisfies DemoEventBody);
  const signature = await hmac(env, `${created}.${body}`);
  return { body, headers: new Headers({ "Content-Type": "application/json", [DEMO_SIGNATURE_HEADER]: `t=${created},v1=${signature}` }) };
}

export function createDemoProvider(env: Env, db: DB): PaymentProvider {
  return {
    name: "demo",
    supportsCurrency: () => true,
    async startCheckout(req) {
      const providerRef = `demo_${randomToken(12)}`;
      // The demo "hosted page" lives in this web app, on the host the buyer is on.
      const success = new URL(req.successUrl);
      const page = new URL(`/demo-payment/${providerRef}`, success.origin);
      page.search = success.search;
      return { providerRef, redirectUrl: page.toString() };
    },
    async fetchStatus(providerRef) {
      const latest = await db
        .select()
        .from(paymentEvents)
        .where(and(eq(paymentEvents.provider, "demo"), eq(paymentEvents.providerRef, providerRef), inArray(paymentEvents.type, ["payment.succeeded", "payment.cancelled", "payment.failed"])))
        .orderBy(desc(paymentEvents.createdAt))
        .get();
      if (!latest) return { state: "pending", providerRef };
      const state = latest.type === "payment.succeeded" ? "paid" : latest.type === "payment.cancelled" ? "cancelled" : "failed";
      return { state, providerRef, amount: latest.amount ?? undefined, currency: latest.currency ?? undefined, paymentRef: latest.paymentRef ?? undefined };
    },
    async verifyWebhook(rawBody, headers): Promise<ProviderEvent> {
      const header = headers.get(DEMO_SIGNATURE_HEADER) ?? "";
      const parts = Object.fromEntries(header.split(",").map((p) => p.trim().split("=", 2) as [string, string]));
      const t = Number(parts.t);
      if (!parts.v1 || !Number.isFinite(t)) throw new WebhookVerificationError("Missing demo signature");
      if (Math.abs(Date.now() / 1000 - t) > TOLERANCE_SECONDS) throw new WebhookVerificationError("Demo signature timestamp is outside the tolerance");
      if (!timingSafeEqual(await hmac(env, `${t}.${rawBody}`), parts.v1)) throw new WebhookVerificationError("Demo signature does not match");
      let body: DemoEventBody;
      try {
        body = JSON.parse(rawBody) as DemoEventBody;
      } catch {
        throw new WebhookVerificationError("Demo event is not JSON");
      }
      if (typeof body.id !== "string" || !EVENT_TYPES.includes(body.type) || !Number.isInteger(body.amount) || typeof body.currency !== "string") {
        throw new WebhookVerificationError("Demo event is malformed");
      }
      return {
        provider: "demo",
        providerEventId: body.id,
        providerType: `demo.${body.type}`,
        type: body.type,
        orderId: body.order_id,
        providerRef: body.provider_ref,
        paymentRef: body.payment_ref ?? body.provider_ref,
        amount: body.amount,
        currency: body.currency.toUpperCase(),
        occurredAt: new Date(body.created * 1000).toISOString(),
      };
    },
    async refund(paymentRef) {
      // The demo "provider" refunds at once; the refund webhook is sent by the caller (orders admin).
      return { refundRef: `demo_refund_${randomToken(8)}_${paymentRef.slice(-6)}`, state: "succeeded" };
    },
  };
}
