import { z } from "zod";

type Ctx = z.core.$RefinementCtx;

function relay<O>(schema: z.ZodType<O>, value: string, ctx: Ctx): O {
  const parsed = schema.safeParse(value);
  if (parsed.success) return parsed.data;
  for (const issue of parsed.error.issues) ctx.addIssue({ code: "custom", message: issue.message, path: issue.path });
  return z.NEVER;
}

/**
 * A text field checked by a contract schema, reporting that schema's own top-level messages.
 * (The form resolver reports the first branch's message for a failed zod union, e.g.
 * 'Invalid input: expected ""', instead of the union's own message.)
 */
export const contractField = <O>(schema: z.ZodType<O>) => z.string().transform((value, ctx): O => relay(schema, value, ctx));

/** A text field that may stay blank (→ undefined); anything typed is checked by the contract's schema. */
export const blankOr = <O>(schema: z.ZodType<O>) =>
  z.string().transform((value, ctx): O | undefined => (value.trim() === "" ? undefined : relay(schema, value, ctx)));

/**
 * An edit field that may keep its loaded value as it is, even one the contract would refuse today
 * (accounts made without a username use their email as one); a new value must pass `schema`.
 */
export const unchangedOr = <O>(original: string, schema: z.ZodType<O>) =>
  z.string().transform((value, ctx): O | string => (value === original ? value : relay(schema, value, ctx)));

/** The first message a schema gives for a value (to reuse a contract's message in a cross-field rule). */
export function messageFor(schema: z.ZodType, value: unknown): string {
  const parsed = schema.safeParse(value);
  return parsed.success ? "" : (parsed.error.issues[0]?.message ?? "Invalid input");
}
