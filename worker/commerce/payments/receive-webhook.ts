import type { PaymentProviderName } from "../../contracts/commerce";
import type { DB } from "../../lib/db";
import { AppError } from "../../lib/errors";
import { WebhookVerificationError } from "../providers/types";
import { providerFor } from "../checkout/provider-registry";
import { recordProviderEvent } from "./provider-events";

/**
 * The one way a provider event enters the system (real webhooks and the demo provider alike):
 * verify the signature exactly as the provider specifies, store the raw event once, enqueue it.
 * Anything unsigned, wrongly signed or malformed is a 400 and changes nothing.
 */
export async function receiveWebhook(db: DB, env: Env, provider: PaymentProviderName, rawBody: string, headers: Headers) {
  const adapter = providerFor(env, db, provider);
  let event;
  try {
    event = await adapter.verifyWebhook(rawBody, headers);
  } catch (err) {
    if (err instanceof WebhookVerificationError) {
      console.warn(JSON.stringify({ msg: "webhook rejected", provider, reason: err.message }));
      throw new AppError("BAD_REQUEST", "Webhook signature verification failed.");
    }
    throw err;
  }
  if (event.provider !== provider) throw new AppError("BAD_REQUEST", "Webhook signature verification failed.");
  return recordProviderEvent(db, env.PAYMENTS_QUEUE, event, rawBody);
}
