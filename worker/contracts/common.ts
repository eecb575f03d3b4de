import { z } from "zod";

export const MAX_TEXT = 255;

/** A required trimmed string: missing or blank → "Required"; longer than 255 → "Characters too long". */
export const requiredText = (required = "Required", tooLong = "Characters too long") =>
  z
    .string({ error: required })
    .trim()
    .min(1, { error: required })
    .max(MAX_TEXT, { error: tooLong });

/**
 * A person's first or last name, on every path that sets one (sign-up, add and edit user, both the
 * school's and staff's, invitations, a class's new students, roster import and its parents): one
 * limit and one message, so a name one form takes is never refused by another.
 */
export const MAX_NAME_LENGTH = 100;
export const NAME_TOO_LONG_MESSAGE = "A name can have at most 100 characters";
export const personName = (required = "Required") =>
  z
    .string({ error: required })
    .trim()
    .min(1, { error: required })
    .max(MAX_NAME_LENGTH, { error: NAME_TOO_LONG_MESSAGE });

/** Multipart and query strings carry booleans as text. */
export const formBoolean = z.union([
  z.boolean(),
  z.enum(["true", "false", "1", "0", "on", "off"]).transform((v) => v === "true" || v === "1" || v === "on"),
]);

/** limit/offset from a query string: garbage falls back to the default, limit is clamped to [1, max]. */
export const limitParam = (defaultLimit: number, maxLimit: number) =>
  z.coerce
    .number()
    .int()
    .catch(defaultLimit)
    .transform((v) => Math.min(Math.max(v, 1), maxLimit));

export const offsetParam = z.coerce
  .number()
  .int()
  .catch(0)
  .transform((v) => Math.max(v, 0));

export const paginationQuery = (defaultLimit = 20, maxLimit = 100) =>
  z.object({ limit: limitParam(defaultLimit, maxLimit), offset: offsetParam });

export interface Page<T> {
  count: number;
  next: string | null;
  previous: string | null;
  results: T;
}

/** A blank form field ("" or spaces) means "no value" for nullable fields. */
export const blankToNull = (v: unknown) => (typeof v === "string" && v.trim() === "" ? null : v);

/** Free text, trimmed, with a length limit. */
export const longText = (max: number) => z.string({ error: "Enter text" }).trim().max(max, { error: `At most ${max} characters` });
