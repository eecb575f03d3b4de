import { z } from "zod";

/* The 17 Sustainable Development Goals, which charities, projects, books and courses are tagged with. */

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
export const sdgListField = z
  .array(z.number({ error: "Choose goals from the list" }).int().min(1).max(17), { error: "Choose goals from the list" })
  .max(17)
  .transform((v) => [...new Set(v)].sort((a, b) => a - b));
