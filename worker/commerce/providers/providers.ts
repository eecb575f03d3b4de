import { AppError } from "../../lib/errors";
import { said } from "../../lib/said";
import { isLocalEnvironment } from "../../lib/local-runtime";
import { createPayPalProvider } from "./paypal";
import { createPhonePeProvider } from "./phonepe";
import { createStripeProvider } from "./stripe";
import type { PaymentProvider, ProviderName } from "./types";

type RealProvider = Exclude<ProviderName, "demo">;

/** A real provider is offered only when every one of its secrets is set. */
const REQUIRED_SECRETS: Record<RealProvider, Array<keyof Env>> = {
  stripe: ["STRIPE_SECRET_KEY", "STRIPE_WEBHOOK_SECRET"],
  paypal: ["PAYPAL_CLIENT_ID", "PAYPAL_CLIENT_SECRET", "PAYPAL_WEBHOOK_ID"],
  phonepe: ["PHONEPE_CLIENT_ID", "PHONEPE_CLIENT_SECRET", "PHONEPE_CLIENT_VERSION", "PHONEPE_WEBHOOK_USERNAME", "PHONEPE_WEBHOOK_PASSWORD"],
};

const DISPLAY_NAMES: Record<RealProvider, string> = { stripe: "Stripe", paypal: "PayPal", phonepe: "PhonePe" };

const FACTORIES: Record<RealProvider, (env: Env) => PaymentProvider> = {
  stripe: createStripeProvider,
  paypal: createPayPalProvider,
  phonepe: createPhonePeProvider,
};

const isConfigured = (env: Env, name: RealProvider) => REQUIRED_SECRETS[name].every((key) => typeof env[key] === "string" && (env[key] as string).trim() !== "");

/** The demo provider is for local development only, never in production. */
export const demoEnabled = (env: Pick<Env, "PAYMENTS_DEMO_ENABLED" | "ENVIRONMENT">) =>
  env.PAYMENTS_DEMO_ENABLED === "true" && isLocalEnvironment(env);

/** The providers checkout may offer, in display order. */
export function configuredProviders(env: Env): ProviderName[] {
  const names: ProviderName[] = (Object.keys(REQUIRED_SECRETS) as RealProvider[]).filter((name) => isConfigured(env, name));
  if (demoEnabled(env)) names.push("demo");
  return names;
}

/** The adapter for a real provider; BAD_REQUEST when it is not configured here. */
export function getProvider(env: Env, name: ProviderName): PaymentProvider {
  if (name === "demo") {
    throw new Error("The demo payment provider is not built here: use the demo adapter in the orders module.");
  }
  if (!Object.hasOwn(REQUIRED_SECRETS, name)) throw new AppError("BAD_REQUEST", "Unknown payment provider.");
  if (!isConfigured(env, name)) throw new AppError("BAD_REQUEST", said("{{provider}} payments are not available.", { provider: DISPLAY_NAMES[name] }));
  return FACTORIES[name](env);
}
