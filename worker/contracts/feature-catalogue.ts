/* The feature catalogue and its defaults, without zod: the web app's entry chunk reads them (features.ts adds the validation and re-exports these). */

/**
 * The catalogue of per-school feature flags (/experiment): one place for every flag's name,
 * description and default. A school's choices are stored on its tenant (`feature_flags`); a flag
 * the school never touched takes its default here. The API enforces each flag on its routes
 * (middleware/require-feature.ts) and the web app hides the entry points of a switched-off feature.
 */
export const FEATURE_CATALOGUE = [
  {
    key: "dear_world",
    name: "Dear World letters",
    description: "Students write letters to the world; the class's teacher gathers the best into the class's Dear World book.",
    default: true,
    area: "Library",
  },
  {
    key: "comprehension_corner",
    name: "Comprehension corner",
    description: "Short comprehension quizzes beside the books they are about, with results and marking for teachers.",
    default: true,
    area: "Learning",
  },
] as const satisfies readonly { key: string; name: string; description: string; default: boolean; area: string }[];

export type FeatureKey = (typeof FEATURE_CATALOGUE)[number]["key"];
export const FEATURE_KEYS = FEATURE_CATALOGUE.map((f) => f.key) as [FeatureKey, ...FeatureKey[]];
export type FeatureFlags = Record<FeatureKey, boolean>;

export const DEFAULT_FEATURES: FeatureFlags = Object.fromEntries(FEATURE_CATALOGUE.map((f) => [f.key, f.default])) as FeatureFlags;

/**
 * The stored JSON (possibly stale: unknown keys, non-booleans, garbage) → a full set of flags.
 * Never throws: a broken value means "the defaults".
 */
export function resolveFeatures(stored: string | null | undefined): FeatureFlags {
  let parsed: unknown;
  try {
    parsed = stored ? JSON.parse(stored) : null;
  } catch {
    parsed = null;
  }
  const out = { ...DEFAULT_FEATURES };
  if (parsed && typeof parsed === "object" && !Array.isArray(parsed)) {
    for (const key of FEATURE_KEYS) {
      const v = (parsed as Record<string, unknown>)[key];
      if (typeof v === "boolean") out[key] = v;
    }
  }
  return out;
}


