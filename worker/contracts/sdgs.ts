import { z } from "zod";

export { SDGS, SDG_COLOURS, sdgName } from "./sdg-list";

export const sdgListField = z
  .array(z.number({ error: "Choose goals from the list" }).int().min(1).max(17), { error: "Choose goals from the list" })
  .max(17)
  .transform((v) => [...new Set(v)].sort((a, b) => a - b));

/** GET /api/sdgs: each goal with how many things on this host serve it. */
export interface SdgSummaryOut {
  goal: number;
  name: string;
  colour: string;
  courses: number;
  /** Lesson hubs: lessons from several courses around a theme. */
  hubs: number;
  challenges: number;
  /** Published books the viewer may read. */
  books: number;
  projects: number;
  charities: number;
}
