import { createMiddleware } from "hono/factory";
import type { AppEnv } from "../env";
import { resolveFeatures, type FeatureKey } from "../contracts/features";
import { AppError } from "../lib/errors";
import { said, type Said } from "../lib/said";

/**
 * Each feature's name (FEATURE_CATALOGUE's `name`, which a test holds them to) as a word of the
 * API's catalogue, so that a Hindi or Arabic reader reads the refusal's feature in their language.
 */
export const FEATURE_NAMES: Record<FeatureKey, Said> = {
  dear_world: said("Dear World letters"),
  comprehension_corner: said("Comprehension corner"),
};

/**
 * Enforces a per-school feature flag (contracts/features.ts) on every route it guards: on a school's
 * host whose admins switched the feature off, the API answers 404 NOT_FOUND with
 * a message naming the feature, for every caller (staff included: the school chose). The platform
 * host has no school, so its flags are the catalogue's defaults.
 */
export const requireFeature = (key: FeatureKey) => {
  const name = FEATURE_NAMES[key];
  return createMiddleware<AppEnv>(async (c, next) => {
    const tenant = c.get("tenant");
    if (tenant && !resolveFeatures(tenant.featureFlags)[key]) {
      throw new AppError("NOT_FOUND", said("{{feature}} is switched off for this school. Its school admins can switch it on in Experiments.", { feature: name }));
    }
    await next();
  });
};
