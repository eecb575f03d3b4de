import type { Context } from "hono";
import type { ZodError } from "zod";
import { ERROR_STATUS, VALIDATION_MESSAGE, type ErrorCode, type ErrorEnvelope, type FieldErrors } from "../contracts/errors";

/** The one way code signals a failure; app.onError renders it as the error envelope. */
export class AppError extends Error {
  readonly status: number;
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly fields?: FieldErrors,
    readonly headers?: Record<string, string>,
  ) {
    super(message);
    this.name = "AppError";
    this.status = ERROR_STATUS[code];
  }
}

export const notFound = (what = "Not found") => new AppError("NOT_FOUND", what);

export function fieldError(field: string, message: string): AppError {
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

export function errorBody(err: AppError, requestId: string): ErrorEnvelope {
  return {
    error: {
      code: err.code,
      message: err.message,
      ...(err.fields ? { fields: err.fields } : {}),
      requestId,
    },
  };
}

export function renderError(c: Context, err: AppError): Response {
  const res = c.json(errorBody(err, c.get("requestId") ?? "req_unknown"), err.status as 400);
  for (const [k, v] of Object.entries(err.headers ?? {})) res.headers.set(k, v);
  return res;
}
