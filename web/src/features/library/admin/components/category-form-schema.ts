import { z } from "zod";
import { bookCategoryUpdateSchema, type BookCategoryOut } from "@contracts/books";
import { blankOr } from "@/lib/form-schema";
import { imageFileField } from "@/lib/image-file";

const contract = bookCategoryUpdateSchema.shape;

/** Add/edit a category: the contract's fields and messages; blank slug and order let the server choose. */
export const categoryFormSchema = z.object({
  name: contract.name.unwrap(),
  slug: blankOr(contract.slug.unwrap()),
  sort_order: blankOr(contract.sort_order.unwrap()),
  image: imageFileField,
});

export type CategoryFormInput = z.input<typeof categoryFormSchema>;
export type CategoryFormOutput = z.output<typeof categoryFormSchema>;
export const CATEGORY_FORM_FIELDS = ["name", "slug", "sort_order", "image"] as const;

export const categoryFormDefaults = (c?: BookCategoryOut): CategoryFormInput => ({
  name: c?.name ?? "",
  slug: c?.slug ?? "",
  sort_order: c ? String(c.sort_order) : "",
  image: null,
});
