import { createMiddleware } from "hono/factory";
import type { AppEnv } from "../env";
import { FEATURE_CATALOGUE, resolveFeatures, type FeatureKey } from "../contracts/features";
import { AppError } from "../lib/errors";
import { said } from "../lib/said";

/**
 * Enforces a per-school feature flag (contracts/features.ts) on every route it guards: on a school's
 * host whose admins switched the feature off, the API answers 404 NOT_FOUND with
 * a message naming the feature, for every caller (staff included: the school chose). The platform
 * host has no school, so its flags are the catalogue's defaults.
 */
export const requireFeature = (key: FeatureKey) => {
  const name = FEATURE_CATALOGUE.find((f) => f.key === key)!.name;
  return createMiddleware<AppEnv>(async (c, next) => {
    const tenant = c.get("tenant");
    if (tenant && !resolveFeatures(tenant.featureFlags)[key]) {
      throw new AppError("NOT_FOUND", said("{{feature}} is switched off for this school. Its school admins can switch it on in Experiments.", { feature: name }));
    }
    await next();
  });
};
