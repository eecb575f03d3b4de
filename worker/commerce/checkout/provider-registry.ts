import type { PaymentProviderName } from "../../contracts/commerce";
import type { DB } from "../../lib/db";
import { AppError } from "../../lib/errors";
import { configuredProviders, demoEnabled, getProvider } from "../providers/providers";
import type { PaymentProvider } from "../providers/types";
import { createDemoProvider } from "./demo-provider";

/** The providers that can take an order in `currency` here (PhonePe: INR only; demo: local only). */
export function availableProviders(env: Env, currency: string): PaymentProviderName[] {
  return configuredProviders(env).filter((name) => name === "demo" || getProvider(env, name).supportsCurrency(currency));
}

/** The adapter for `name`, or BAD_REQUEST when this deployment does not offer it. */
export function providerFor(env: Env, db: DB, name: PaymentProviderName): PaymentProvider {
  if (name === "demo") {
    if (!demoEnabled(env)) throw new AppError("BAD_REQUEST", "Demo payments are not available.");
    return createDemoProvider(env, db);
  }
  return getProvider(env, name);
}
