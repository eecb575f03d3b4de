import { z } from "zod";
import { COLOR_FIELDS, tenantCreateSchema, type AdminTenant, type ColorField } from "@contracts/tenants";
import { REQUIRED_MESSAGE } from "@contracts/school-admin";
import { contractField } from "@/lib/form-schema";
import { imageFileField } from "@/lib/image-file";

const contract = tenantCreateSchema.shape;
const optionalColor = (f: Exclude<ColorField, "primary_color">) => contractField(contract[f]);
const optionalColors = Object.fromEntries(COLOR_FIELDS.filter((f) => f !== "primary_color").map((f) => [f, optionalColor(f)])) as Record<
  Exclude<ColorField, "primary_color">,
  ReturnType<typeof optionalColor>
>;

/**
 * The add/edit school form, checked by the contract's field schemas (every field is on screen, so
 * an edit is checked in full and then only the changes are sent). The Yes/No switchboard choice
 * is read from its select, and the logo file is checked as the worker does.
 */
export const tenantFormSchema = z.object({
  school_name: contract.school_name,
  school_email: contract.school_email,
  domain_url: contract.domain_url,
  subdomain: contractField(contract.subdomain),
  // The contract's formBoolean would call an unanswered choice "Invalid input".
  switchboard: z
    .string()
    .refine((v) => v === "true" || v === "false", { error: REQUIRED_MESSAGE })
    .transform((v) => v === "true"),
  // "" means "not set"; a school's country is what /global-reach counts.
  country: contractField(contract.country),
  community_password: contract.community_password.unwrap(),
  clear_community_password: z.boolean(),
  primary_color: contractField(contract.primary_color),
  ...optionalColors,
  logo: imageFileField,
});

export type TenantFormInput = z.input<typeof tenantFormSchema>;
export type TenantFormOutput = z.output<typeof tenantFormSchema>;

export const TENANT_FORM_FIELDS = ["school_name", "school_email", "domain_url", "subdomain", "switchboard", "country", "community_password", "logo", ...COLOR_FIELDS] as const;

const colorValues = (t?: AdminTenant) => Object.fromEntries(COLOR_FIELDS.map((f) => [f, t?.[f] ?? ""])) as Record<ColorField, string>;

export function tenantFormDefaults(t?: AdminTenant): TenantFormInput {
  return {
    school_name: t?.school_name ?? "",
    school_email: t?.school_email ?? "",
    domain_url: t?.domain_url ?? "",
    subdomain: t?.subdomain ?? "",
    switchboard: t ? String(t.switchboard) : "",
    country: t?.country ?? "",
    community_password: "",
    clear_community_password: false,
    logo: null,
    ...colorValues(t),
  };
}

/** The fields of a loaded school as an edit compares them. */
export const loadedTenantValues = (t: AdminTenant) => ({
  school_name: t.school_name,
  school_email: t.school_email,
  domain_url: t.domain_url,
  subdomain: t.subdomain,
  switchboard: t.switchboard,
  country: t.country,
  ...Object.fromEntries(COLOR_FIELDS.map((f) => [f, t[f]])),
});
