import { z } from "zod";
import { modeUpdateSchema, type AdminMode } from "@contracts/school-admin";
import { imageFileField } from "@/lib/image-file";

const contract = modeUpdateSchema.shape;

/** A blank sort order leaves it to the worker (a new mode goes last); anything typed is checked. */
const sortOrderField = z.string().transform((value, ctx): number | undefined => {
  if (value.trim() === "") return undefined;
  const parsed = contract.sort_order.unwrap().safeParse(value);
  if (parsed.success) return parsed.data;
  for (const issue of parsed.error.issues) ctx.addIssue({ code: "custom", message: issue.message });
  return z.NEVER;
});

/** Add/edit mode: the contract's fields and messages, plus the image checked before upload. */
export const modeFormSchema = z.object({
  name: contract.name.unwrap(),
  locked: z.boolean(),
  active: z.boolean(),
  status: contract.status.unwrap(),
  sort_order: sortOrderField,
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
