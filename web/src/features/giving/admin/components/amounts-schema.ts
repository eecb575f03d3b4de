import { z } from "zod";
import { msg } from "@/lib/i18n";
import { parseMajorToMinor, suggestedAmountField } from "@contracts/money";
import { minorToMajorText } from "../lib/labels";

/** One row of the suggested amounts editor: major units as typed ("25", "12.50"). */
export interface AmountRow {
  value: string;
}

/**
 * Suggested amounts typed in major units, checked and converted to minor units for `currency`
 * (exactly, with parseMajorToMinor); a malformed or out-of-range row gets the contract's message.
 * `list` checks the whole list with the contract's own rules (at least one, at most six).
 */
export function amountRowsField(currency: string, list: z.ZodType<number[]>) {
  const row = z.object({
    value: z.string().transform((text, ctx) => {
      const parsed = suggestedAmountField.safeParse(parseMajorToMinor(text, currency) ?? Number.NaN);
      if (parsed.success) return parsed.data;
      ctx.addIssue({ code: "custom", message: parsed.error.issues[0]?.message ?? msg("Invalid amount") });
      return z.NEVER;
    }),
  });
  return z.array(row).transform((rows, ctx) => {
    const parsed = list.safeParse(rows.map((r) => r.value));
    if (parsed.success) return parsed.data;
    for (const issue of parsed.error.issues) ctx.addIssue({ code: "custom", message: issue.message, path: issue.path });
    return z.NEVER;
  });
}

export const amountRows = (amounts: number[] | undefined): AmountRow[] => (amounts ?? []).map((a) => ({ value: minorToMajorText(a) }));
