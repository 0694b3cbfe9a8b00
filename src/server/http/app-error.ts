export const ERROR_STATUS = {
  bad_request: 400,
  unauthorized: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  payload_too_large: 413,
  unsupported_media_type: 415,
  rate_limited: 429,
} as const;

export type ErrorCode = keyof typeof ERROR_STATUS;

export type FieldError = { field: string; message: string };

/** The one way services and hooks report a failure the caller caused. */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly errors: FieldError[] | undefined;

  constructor(code: ErrorCode, message: string, errors?: FieldError[]) {
    super(message);
    this.name = 'AppError';
    this.code = code;
    this.errors = errors;
  }

  get statusCode(): number {
    return ERROR_STATUS[this.code];
  }
}
