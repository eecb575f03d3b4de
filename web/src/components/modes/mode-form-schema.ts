import { z } from "zod";
import { modeUpdateSchema, type AdminMode } from "@contracts/school-admin";
import { blankOr } from "@/lib/form-schema";
import { imageFileField } from "@/lib/image-file";

const contract = modeUpdateSchema.shape;

/** Add/edit mode: the contract's fields and messages; a blank order puts a new mode last. */
export const modeFormSchema = z.object({
  name: contract.name.unwrap(),
  locked: z.boolean(),
  active: z.boolean(),
  status: contract.status.unwrap(),
  sort_order: blankOr(contract.sort_order.unwrap()),
  image: imageFileField,
});

export type ModeFormInput = z.input<typeof modeFormSchema>;
export type ModeFormOutput = z.output<typeof modeFormSchema>;
export const MODE_FORM_FIELDS = ["name", "locked", "active", "status", "sort_order", "image"] as const;

export const modeFormDefaults = (m?: AdminMode): ModeFormInput => ({
  name: m?.name ?? "",
  locked: m?.locked ?? false,
  active: m?.active ?? true,
  status: m?.status ?? "ACTIVE",
  sort_order: m ? String(m.sort_order) : "",
  image: null,
});
