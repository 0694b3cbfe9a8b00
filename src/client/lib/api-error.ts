import type { ErrorResponse } from '../../shared/schemas/common.ts';

/** What went wrong, for callers that act on the kind rather than the words (e.g. go to sign-in). */
export type ApiErrorKind =
  | 'no-token'
  | 'invalid-token'
  | 'blocked-token'
  | 'http'
  | 'network'
  | 'timeout'
  | 'bad-response';

export type FieldErrors = NonNullable<ErrorResponse['errors']>;

/** The request layer's words, SPEC 8 (the timeout message is ours: SPEC names the limit, not the text). */
export const API_MESSAGES = {
  noToken: 'No authentication token available',
  tokenTooShort: 'Invalid token format',
  tokenBadCharacters: 'Invalid authentication token format',
  tokenBlocked: 'Blacklisted token detected - executing nuclear cache clear',
  badRequest: 'Invalid request data',
  unauthorized: 'Authentication failed. Please log in again.',
  serverError: 'Server error. Please try again later.',
  network: 'Network connection failed. Please check your internet connection.',
  timeout: 'The server took too long to answer. Please try again.',
  badJson: 'Invalid response format from server',
  notAList: 'Invalid data format received from server',
} as const;

type ApiErrorOptions = {
  kind?: ApiErrorKind;
  fieldErrors?: FieldErrors;
  /** The HTTP reason phrase ('Internal Server Error'); empty over HTTP/2 or when no answer came. */
  statusText?: string;
  cause?: unknown;
};

/** A failure already worded for a person, per SPEC 8's request-layer catalogue. */
export class ApiError extends Error {
  /** The HTTP status, or 0 when no answer arrived (network failure, timeout). */
  readonly status: number;
  readonly kind: ApiErrorKind;
  /** Per-field messages of a 400, for forms to show beside their inputs. */
  readonly fieldErrors: FieldErrors;
  /** The HTTP reason phrase, for SPEC 8's mobile 'HTTP {status}: {text}'. */
  readonly statusText: string;

  constructor(status: number, message: string, options: ApiErrorOptions = {}) {
    super(message, { cause: options.cause });
    this.name = 'ApiError';
    this.status = status;
    this.kind = options.kind ?? 'http';
    this.fieldErrors = options.fieldErrors ?? [];
    this.statusText = options.statusText ?? '';
  }
}
