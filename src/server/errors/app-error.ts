const ERROR_STATUS = {
  bad_request: 400,
  unauthorized: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  precondition_failed: 412,
  payload_too_large: 413,
  unsupported_media_type: 415,
  unprocessable_content: 422,
  rate_limited: 429,
} as const;

export type ErrorCode = keyof typeof ERROR_STATUS;

export type FieldError = { field: string; message: string };

/** The one way services and hooks report a failure the caller caused. */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly errors: FieldError[] | undefined;
  /** Headers the answer carries beside the body: Retry-After, ETag (ADR 045). */
  readonly headers: Record<string, string>;
  /** More of the answer's body beside `message`, as the route's schema for the status names it (a 409's conflicts). */
  readonly details: Record<string, unknown> | undefined;

  constructor(
    code: ErrorCode,
    message: string,
    errors?: FieldError[],
    headers: Record<string, string> = {},
    details?: Record<string, unknown>,
  ) {
    super(message);
    this.name = 'AppError';
    this.code = code;
    this.errors = errors;
    this.headers = headers;
    this.details = details;
  }

  get statusCode(): number {
    return ERROR_STATUS[this.code];
  }
}
