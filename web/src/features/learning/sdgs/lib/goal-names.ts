import type { TFunction } from "i18next";
import { msg } from "@/lib/i18n";

/**
 * The 17 goals' names (contracts/sdgs.ts#SDGS, in goal order) marked for translation, so learning's
 * pages name them in the reader's language; the API and the contracts keep the English names.
 */
const GOAL_NAMES = [
  msg("No Poverty"),
  msg("Zero Hunger"),
  msg("Good Health and Well-being"),
  msg("Quality Education"),
  msg("Gender Equality"),
  msg("Clean Water and Sanitation"),
  msg("Affordable and Clean Energy"),
  msg("Decent Work and Economic Growth"),
  msg("Industry, Innovation and Infrastructure"),
  msg("Reduced Inequalities"),
  msg("Sustainable Cities and Communities"),
  msg("Responsible Consumption and Production"),
  msg("Climate Action"),
  msg("Life Below Water"),
  msg("Life on Land"),
  msg("Peace, Justice and Strong Institutions"),
  msg("Partnerships for the Goals"),
] as const;

/** Goal `n`'s name in the reader's language ("Goal 18" for a number outside 1–17). */
export const goalName = (t: TFunction, n: number): string => (GOAL_NAMES[n - 1] ? t(GOAL_NAMES[n - 1]) : t("Goal {{n}}", { n }));
