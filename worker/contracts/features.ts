import { z } from "zod";
import { FEATURE_CATALOGUE, FEATURE_KEYS, type FeatureFlags, type FeatureKey } from "./feature-catalogue";

export * from "./feature-catalogue";

export const featureKeySchema = z.enum(FEATURE_KEYS, { error: "Unknown feature" });

export const featureFlagsUpdateSchema = z
  .object(Object.fromEntries(FEATURE_KEYS.map((k) => [k, z.boolean({ error: "Choose on or off" }).optional()])) as Record<FeatureKey, z.ZodOptional<z.ZodBoolean>>)
  .strict()
  .refine((v) => Object.values(v).some((x) => x !== undefined), { error: "Choose at least one feature to change" });
export type FeatureFlagsUpdate = z.infer<typeof featureFlagsUpdateSchema>;

/** A school's features as the API answers them: the catalogue with this school's state. */
export interface SchoolFeature {
  key: FeatureKey;
  name: string;
  description: string;
  area: string;
  default: boolean;
  enabled: boolean;
}
export interface SchoolFeaturesOut {
  features: SchoolFeature[];
}

export const schoolFeatures = (flags: FeatureFlags): SchoolFeaturesOut => ({
  features: FEATURE_CATALOGUE.map((f) => ({ key: f.key, name: f.name, description: f.description, area: f.area, default: f.default, enabled: flags[f.key] })),
});
