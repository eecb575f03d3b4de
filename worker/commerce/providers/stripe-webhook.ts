import { WebhookVerificationError } from "./types";

/** Stripe's documented default: a signature older than five minutes is a replay. */
export const STRIPE_SIGNATURE_TOLERANCE_SECONDS = 300;

const encoder = new TextEncoder();
/** HMAC keys per webhook secret, imported once per isolate (only settled keys are shared between requests). */
const keys = new Map<string, CryptoKey>();

/**
 * Checks a `Stripe-Signature` header the way stripe.com/docs/webhooks/signatures documents it:
 * `t=<unix seconds>` and one or more `v1=<hex>` (several during a secret's rotation; other schemes
 * such as v0 are ignored), each a hex HMAC-SHA256 of `${t}.${payload}` keyed with the whole
 * `whsec_…` secret. One matching v1, compared in constant time, and a timestamp within the
 * tolerance of now (either side, for clock skew) make it genuine. Throws WebhookVerificationError.
 */
export async function verifyStripeSignature(
  payload: string,
  header: string,
  secret: string,
  toleranceSeconds = STRIPE_SIGNATURE_TOLERANCE_SECONDS,
  nowSeconds = Math.floor(Date.now() / 1000),
): Promise<void> {
  if (!secret.trim()) throw new WebhookVerificationError("No Stripe webhook secret is configured");
  let timestamp: number | undefined;
  const signatures: Uint8Array[] = [];
  for (const item of header.split(",")) {
    const eq = item.indexOf("=");
    if (eq < 0) continue;
    const key = item.slice(0, eq).trim();
    const value = item.slice(eq + 1).trim();
    if (key === "t" && /^\d{1,12}$/.test(value)) timestamp = Number(value);
    else if (key === "v1") {
      const bytes = hexBytes(value);
      if (bytes) signatures.push(bytes);
    }
  }
  if (timestamp === undefined || signatures.length === 0) {
    throw new WebhookVerificationError("Stripe-Signature has no timestamp or no v1 signature");
  }
  const expected = new Uint8Array(await crypto.subtle.sign("HMAC", await hmacKey(secret), encoder.encode(`${timestamp}.${payload}`)));
  // Every candidate is compared in full, so the time taken says nothing about which bytes matched.
  let matched = false;
  for (const signature of signatures) matched = constantTimeEqual(signature, expected) || matched;
  if (!matched) throw new WebhookVerificationError("No Stripe signature matches the payload");
  if (toleranceSeconds > 0 && Math.abs(nowSeconds - timestamp) > toleranceSeconds) {
    throw new WebhookVerificationError("Stripe signature timestamp is outside the tolerance");
  }
}

async function hmacKey(secret: string): Promise<CryptoKey> {
  let key = keys.get(secret);
  if (!key) {
    key = await crypto.subtle.importKey("raw", encoder.encode(secret), { name: "HMAC", hash: "SHA-256" }, false, ["sign"]);
    keys.set(secret, key);
  }
  return key;
}

function hexBytes(hex: string): Uint8Array | undefined {
  if (hex.length !== 64 || !/^[0-9a-fA-F]+$/.test(hex)) return undefined;
  const bytes = new Uint8Array(32);
  for (let i = 0; i < 32; i++) bytes[i] = parseInt(hex.slice(i * 2, i * 2 + 2), 16);
  return bytes;
}

/** Equal lengths are compared byte by byte without an early exit. */
function constantTimeEqual(a: Uint8Array, b: Uint8Array): boolean {
  if (a.length !== b.length) return false;
  let diff = 0;
  for (let i = 0; i < a.length; i++) diff |= a[i] ^ b[i];
  return diff === 0;
}
