import { z } from "zod";
import { DEFAULT_SUGGESTED_AMOUNTS } from "@contracts/money";
import { charityCreateSchema, type CharityOut } from "@contracts/giving";
import { contractField } from "@/lib/form-schema";
import { imageFileField } from "@/lib/image-file";
import { amountRows, amountRowsField, type AmountRow } from "./amounts-schema";

const contract = charityCreateSchema.shape;

/**
 * The add/edit charity form, checked field by field with the contract's schemas (and its
 * messages). Suggested amounts are typed in major units of the chosen currency, hence a schema per
 * currency.
 */
export const charityFormSchema = (currency: string) =>
  z.object({
    name: contract.name,
    summary: contract.summary.unwrap(),
    description: contract.description.unwrap(),
    website: contractField(contract.website),
    country: contractField(contract.country),
    currency: contractField(contract.currency.unwrap()),
    suggested_amounts: amountRowsField(currency, contract.suggested_amounts.unwrap()),
    sdgs: contract.sdgs.unwrap(),
    status: contract.status.unwrap(),
    platform_wide: z.boolean(),
    logo: imageFileField,
    cover: imageFileField,
  });

export type CharityFormOutput = z.output<ReturnType<typeof charityFormSchema>>;
export interface CharityFormInput {
  name: string;
  summary: string;
  description: string;
  website: string;
  country: string;
  currency: string;
  suggested_amounts: AmountRow[];
  sdgs: number[];
  status: "active" | "inactive";
  platform_wide: boolean;
  logo: File | null;
  cover: File | null;
}

export const CHARITY_FORM_FIELDS = ["name", "summary", "description", "website", "country", "currency", "suggested_amounts", "sdgs", "status", "platform_wide", "logo", "cover"] as const;

export function charityFormDefaults(c?: CharityOut, platformWide = false): CharityFormInput {
  return {
    name: c?.name ?? "",
    summary: c?.summary ?? "",
    description: c?.description ?? "",
    website: c?.website ?? "",
    country: c?.country ?? "",
    currency: c?.currency ?? "USD",
    suggested_amounts: amountRows(c?.suggested_amounts ?? DEFAULT_SUGGESTED_AMOUNTS),
    sdgs: c?.sdgs ?? [],
    status: c?.status ?? "active",
    platform_wide: c ? c.tenant_id === null : platformWide,
    logo: null,
    cover: null,
  };
}

/** A loaded charity's fields as the form's output would carry them (an edit sends what differs). */
export const loadedCharityValues = (c: CharityOut): Record<string, unknown> => ({
  name: c.name,
  summary: c.summary,
  description: c.description,
  website: c.website,
  country: c.country,
  currency: c.currency,
  suggested_amounts: c.suggested_amounts,
  sdgs: c.sdgs,
  status: c.status,
  platform_wide: c.tenant_id === null,
});

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/** The keys of `next` whose value differs from the loaded record's. */
export function changedFields<T extends Record<string, unknown>>(next: T, loaded: Record<string, unknown>): Partial<T> {
  const out: Partial<T> = {};
  for (const key of Object.keys(next) as (keyof T & string)[]) if (!same(next[key], loaded[key])) out[key] = next[key];
  return out;
}
