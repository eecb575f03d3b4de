import type { Context } from "hono";
import type { ZodError } from "zod";
import { DEFAULT_LOCALE, type Locale } from "../contracts/locales";
import { ERROR_STATUS, VALIDATION_MESSAGE, type ErrorCode, type ErrorEnvelope, type FieldErrors } from "../contracts/errors";
import { acceptedLocale, sayIn, type Said } from "./said";

/** Field messages as code writes them: plain (the web app translates) or said with values (lib/said.ts). */
export type FieldMessages = Record<string, (string | Said)[]>;

/**
 * The one way code signals a failure; app.onError renders it as the error envelope. A message with
 * run-time values is a Said (`said("… {{name}} …", { name })`), written in the request's language
 * when the envelope is; `message` is its English text (logs, a book's upload events).
 */
export class AppError extends Error {
  readonly status: number;
  readonly said?: Said;
  constructor(
    readonly code: ErrorCode,
    message: string | Said,
    readonly fields?: FieldMessages,
    readonly headers?: Record<string, string>,
  ) {
    super(sayIn(DEFAULT_LOCALE, message));
    if (typeof message !== "string") this.said = message;
    this.name = "AppError";
    this.status = ERROR_STATUS[code];
  }
}

export const notFound = (what = "Not found") => new AppError("NOT_FOUND", what);

export function fieldError(field: string, message: string | Said): AppError {
  return new AppError("VALIDATION_FAILED", VALIDATION_MESSAGE, { [field]: [message] });
}

/**
 * Flattens zod issues into { field: [messages] } keyed by the first path segment; a field of one
 * row of a list keeps its row ("students.1.password") so a form can mark the right input.
 */
export function zodFieldErrors(error: ZodError): FieldErrors {
  const fields: FieldErrors = {};
  for (const issue of error.issues) {
    const path = issue.path;
    const key = path.length === 0 ? "non_field_errors" : path.length > 2 && typeof path[1] === "number" ? path.map(String).join(".") : String(path[0]);
    const messages = (fields[key] ??= []);
    if (!messages.includes(issue.message)) messages.push(issue.message);
  }
  return fields;
}

export function validationError(error: ZodError): AppError {
  return new AppError("VALIDATION_FAILED", VALIDATION_MESSAGE, zodFieldErrors(error));
}

/** The envelope of `err`, its said messages in `locale`. */
export function errorBody(err: AppError, requestId: string, locale: Locale = DEFAULT_LOCALE): ErrorEnvelope {
  const fields = err.fields && (Object.fromEntries(Object.entries(err.fields).map(([name, messages]) => [name, messages.map((m) => sayIn(locale, m))])) as FieldErrors);
  return {
    error: {
      code: err.code,
      message: err.said ? sayIn(locale, err.said) : err.message,
      ...(fields ? { fields } : {}),
      requestId,
    },
  };
}

export function renderError(c: Context, err: AppError): Response {
  const res = c.json(errorBody(err, c.get("requestId") ?? "req_unknown", acceptedLocale(c.req.header("Accept-Language"))), err.status as 400);
  for (const [k, v] of Object.entries(err.headers ?? {})) res.headers.set(k, v);
  return res;
}
