import { z } from "zod";
import { schoolClassCreateSchema, type AdminClass } from "@contracts/school-admin";

/** Add/edit class: the contract's name rule; "" for the teacher means "no teacher". */
export const classFormSchema = z.object({
  name: schoolClassCreateSchema.shape.name,
  teacher_id: z.string(),
  archived: z.boolean(),
});

export type ClassFormInput = z.input<typeof classFormSchema>;
export type ClassFormOutput = z.output<typeof classFormSchema>;
export const CLASS_FORM_FIELDS = ["name", "teacher_id", "archived"] as const;

export const classFormDefaults = (c?: AdminClass): ClassFormInput => ({
  name: c?.name ?? "",
  teacher_id: c?.teacher?.id ?? "",
  archived: c?.archived ?? false,
});
