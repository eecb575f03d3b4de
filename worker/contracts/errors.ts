/** Machine codes of the one error envelope, and the HTTP status each maps to. */
export const ERROR_STATUS = {
  BAD_REQUEST: 400,
  VALIDATION_FAILED: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  TENANT_NOT_FOUND: 404,
  PAYMENT_REQUIRED: 402,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  RATE_LIMITED: 429,
  INTERNAL: 500,
  UNAVAILABLE: 503,
} as const;

export type ErrorCode = keyof typeof ERROR_STATUS;

export type FieldErrors = Record<string, string[]>;

export interface ErrorEnvelope {
  error: {
    code: ErrorCode;
    message: string;
    fields?: FieldErrors;
    requestId: string;
  };
}

export const VALIDATION_MESSAGE = "Please check the highlighted fields";
