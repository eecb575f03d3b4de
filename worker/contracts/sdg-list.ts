/*
 * The goals' names and colours without zod, so the web app's public pages (library, book, projects,
 * course) load no validation code (issue #15); sdgs.ts holds the validation and re-exports these.
 */

/** The 17 Sustainable Development Goals, which charities, projects, books and courses are tagged with. */
export const SDGS = [
  "No Poverty",
  "Zero Hunger",
  "Good Health and Well-being",
  "Quality Education",
  "Gender Equality",
  "Clean Water and Sanitation",
  "Affordable and Clean Energy",
  "Decent Work and Economic Growth",
  "Industry, Innovation and Infrastructure",
  "Reduced Inequalities",
  "Sustainable Cities and Communities",
  "Responsible Consumption and Production",
  "Climate Action",
  "Life Below Water",
  "Life on Land",
  "Peace, Justice and Strong Institutions",
  "Partnerships for the Goals",
] as const;

/** The goals' official colours (UN SDG communications guidelines), in goal order. */
export const SDG_COLOURS = [
  "#E5243B", "#DDA63A", "#4C9F38", "#C5192D", "#FF3A21", "#26BDE2", "#FCC30B", "#A21942", "#FD6925",
  "#DD1367", "#FD9D24", "#BF8B2E", "#3F7E44", "#0A97D9", "#56C02B", "#00689D", "#19486A",
] as const;

export const sdgName = (n: number): string => SDGS[n - 1] ?? `Goal ${n}`;
