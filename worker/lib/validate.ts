import { validator } from "hono/validator";
import { bodyLimit } from "hono/body-limit";
import type { z } from "zod";
import { AppError, validationError } from "./errors";

/** JSON body → validated input (c.req.valid("json")); a non-object body counts as {}. */
export const jsonBody = <S extends z.ZodType>(schema: S) =>
  validator("json", (value): z.infer<S> => {
    const parsed = schema.safeParse(value ?? {});
    if (!parsed.success) throw validationError(parsed.error);
    return parsed.data;
  });

export const queryParams = <S extends z.ZodType>(schema: S) =>
  validator("query", (value): z.infer<S> => {
    const parsed = schema.safeParse(value);
    if (!parsed.success) throw validationError(parsed.error);
    return parsed.data;
  });

/** Path parameters → validated input (c.req.valid("param")); a bad one is VALIDATION_FAILED naming it. */
export const pathParams = <S extends z.ZodType>(schema: S) =>
  validator("param", (value): z.infer<S> => {
    const parsed = schema.safeParse(value);
    if (!parsed.success) throw validationError(parsed.error);
    return parsed.data;
  });

export interface FormInput<T> {
  data: T;
  /** Uploaded files by field name; a file input left empty is absent. */
  files: Record<string, File>;
}

/** multipart/form-data or urlencoded body → { data, files } (c.req.valid("form")). */
export const formBody = <S extends z.ZodType>(schema: S) =>
  validator("form", (value): FormInput<z.infer<S>> => {
    const fields: Record<string, unknown> = {};
    const files: Record<string, File> = {};
    for (const [key, raw] of Object.entries(value)) {
      const v = Array.isArray(raw) ? raw[raw.length - 1] : raw;
      if (v instanceof File) {
        if (v.size > 0 || v.name) files[key] = v;
      } else {
        fields[key] = v;
      }
    }
    const parsed = schema.safeParse(fields);
    if (!parsed.success) throw validationError(parsed.error);
    return { data: parsed.data, files };
  });

/** Caps multipart bodies before they are parsed: a 2 MB image plus form fields. */
export const uploadBodyLimit = bodyLimit({
  maxSize: 3 * 1024 * 1024,
  onError: () => {
    throw new AppError("PAYLOAD_TOO_LARGE", "The upload is too large. Images must be 2 MB or smaller.");
  },
});
