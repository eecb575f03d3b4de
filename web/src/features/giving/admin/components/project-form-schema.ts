import { z } from "zod";
import { msg } from "@/lib/i18n";
import { DEFAULT_SUGGESTED_AMOUNTS, parseMajorToMinor } from "@contracts/money";
import { projectCreateSchema, type ProjectOut, type ProjectStatus } from "@contracts/giving";
import { contractField } from "@/lib/form-schema";
import { imageFileField } from "@/lib/image-file";
import { minorToMajorText } from "../lib/labels";
import { amountRows, amountRowsField, type AmountRow } from "./amounts-schema";

const contract = projectCreateSchema.shape;

/** An amount typed in major units of `currency`, converted exactly and checked by `schema`. */
const majorAmount = (currency: string, schema: z.ZodType<number>) =>
  z.string().transform((text, ctx) => {
    const parsed = schema.safeParse(parseMajorToMinor(text, currency) ?? Number.NaN);
    if (parsed.success) return parsed.data;
    ctx.addIssue({ code: "custom", message: parsed.error.issues[0]?.message ?? msg("Invalid amount") });
    return z.NEVER;
  });

/** The add/edit project form: the contract's field schemas, money typed in major units of `currency`. */
export const projectFormSchema = (currency: string) =>
  z.object({
    title: contract.title,
    charity_id: contractField(contract.charity_id),
    summary: contract.summary.unwrap(),
    description: contract.description.unwrap(),
    goal_amount: majorAmount(currency, contract.goal_amount),
    currency: contractField(contract.currency),
    suggested_amounts: amountRowsField(currency, contract.suggested_amounts.unwrap()),
    sdgs: contract.sdgs.unwrap(),
    status: contract.status.unwrap(),
    starts_on: contractField(contract.starts_on),
    ends_on: contractField(contract.ends_on),
    platform_wide: z.boolean(),
    cover: imageFileField,
  });

export type ProjectFormOutput = z.output<ReturnType<typeof projectFormSchema>>;
export interface ProjectFormInput {
  title: string;
  charity_id: string;
  summary: string;
  description: string;
  goal_amount: string;
  currency: string;
  suggested_amounts: AmountRow[];
  sdgs: number[];
  status: ProjectStatus;
  starts_on: string;
  ends_on: string;
  platform_wide: boolean;
  cover: File | null;
}

export const PROJECT_FORM_FIELDS = ["title", "charity_id", "summary", "description", "goal_amount", "currency", "suggested_amounts", "sdgs", "status", "starts_on", "ends_on", "platform_wide", "cover"] as const;

export function projectFormDefaults(p?: ProjectOut, platformWide = false): ProjectFormInput {
  return {
    title: p?.title ?? "",
    charity_id: p?.charity?.id ?? "",
    summary: p?.summary ?? "",
    description: p?.description ?? "",
    goal_amount: p ? minorToMajorText(p.goal_amount) : "",
    currency: p?.currency ?? "USD",
    suggested_amounts: amountRows(p?.suggested_amounts ?? DEFAULT_SUGGESTED_AMOUNTS),
    sdgs: p?.sdgs ?? [],
    status: p?.status ?? "draft",
    starts_on: p?.starts_on ?? "",
    ends_on: p?.ends_on ?? "",
    platform_wide: p ? p.tenant_id === null : platformWide,
    cover: null,
  };
}

export const loadedProjectValues = (p: ProjectOut): Record<string, unknown> => ({
  title: p.title,
  charity_id: p.charity?.id ?? null,
  summary: p.summary,
  description: p.description,
  goal_amount: p.goal_amount,
  currency: p.currency,
  suggested_amounts: p.suggested_amounts,
  sdgs: p.sdgs,
  status: p.status,
  starts_on: p.starts_on,
  ends_on: p.ends_on,
  platform_wide: p.tenant_id === null,
});
