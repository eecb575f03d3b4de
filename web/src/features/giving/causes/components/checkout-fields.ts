import { orderCreateSchema, type OrderCreateInput } from "@contracts/commerce";

/** The checkout form's flat fields; contact.* and shipping_address.* in the contract. */
export const CONTACT_FIELDS = ["name", "email", "phone"] as const;
export const ADDRESS_FIELDS = ["line1", "line2", "city", "region", "postal_code", "country"] as const;
export type CheckoutField = (typeof CONTACT_FIELDS)[number] | (typeof ADDRESS_FIELDS)[number];
export type CheckoutValues = Record<CheckoutField, string>;
export type CheckoutErrors = Partial<Record<CheckoutField | "items" | "form", string>>;

export const emptyCheckout = (name = "", email = ""): CheckoutValues => ({ name, email, phone: "", line1: "", line2: "", city: "", region: "", postal_code: "", country: "" });

export function toOrderInput(items: string[], v: CheckoutValues, requiresShipping: boolean) {
  return {
    items,
    contact: { name: v.name, email: v.email.trim(), phone: v.phone },
    shipping_address: requiresShipping ? { line1: v.line1, line2: v.line2, city: v.city, region: v.region, postal_code: v.postal_code, country: v.country } : null,
  };
}

/** "contact.email", "shipping_address.city" or a bare "email" → the form field it belongs to. */
export function mapFieldErrors(fields: Record<string, string[] | undefined>): CheckoutErrors {
  const out: CheckoutErrors = {};
  for (const [path, messages] of Object.entries(fields)) {
    const message = messages?.[0];
    if (!message) continue;
    const last = path.split(".").pop() as CheckoutField;
    const key = [...CONTACT_FIELDS, ...ADDRESS_FIELDS].includes(last) ? last : path.startsWith("items") ? "items" : "form";
    out[key] ??= message;
  }
  return out;
}

export function validateCheckout(input: ReturnType<typeof toOrderInput>): { data: OrderCreateInput } | { errors: CheckoutErrors } {
  const parsed = orderCreateSchema.safeParse(input);
  if (parsed.success) return { data: parsed.data };
  const fields: Record<string, string[]> = {};
  for (const issue of parsed.error.issues) (fields[issue.path.join(".")] ??= []).push(issue.message);
  return { errors: mapFieldErrors(fields) };
}
