import type { ErrorResponse } from '#shared/schemas/common.ts';

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

/**
 * Ours, not the catalogue's: the product names the read time limit but gives no words for it. The request
 * layer texts are in the catalogue (REQUEST_ERROR_TEXTS, TOKEN_ERROR_TEXTS, LIST_ERROR_TEXTS).
 */
export const REQUEST_TIMEOUT_MESSAGE = 'The server took too long to answer. Please try again.';

type ApiErrorOptions = {
  kind?: ApiErrorKind;
  fieldErrors?: FieldErrors;
  /** The HTTP reason phrase ('Internal Server Error'); empty over HTTP/2 or when no answer came. */
  statusText?: string;
  cause?: unknown;
  /** The whole JSON answer of a refusal whose body says more than its message (a 409's current state). */
  body?: unknown;
};

/** A failure already worded for a person, in the request-layer words. */
export class ApiError extends Error {
  /** The HTTP status, or 0 when no answer arrived (network failure, timeout). */
  readonly status: number;
  readonly kind: ApiErrorKind;
  /** Per-field messages of a 400, for forms to show beside their inputs. */
  readonly fieldErrors: FieldErrors;
  /** The HTTP reason phrase, for the mobile 'HTTP {status}: {text}'. */
  readonly statusText: string;
  /** The parsed JSON body of a 409, for callers that read more than the message. */
  readonly body: unknown;

  constructor(status: number, message: string, options: ApiErrorOptions = {}) {
    super(message, { cause: options.cause });
    this.name = 'ApiError';
    this.status = status;
    this.kind = options.kind ?? 'http';
    this.fieldErrors = options.fieldErrors ?? [];
    this.statusText = options.statusText ?? '';
    this.body = options.body;
  }
}

/**
 * No answer came: the request or its answer was lost on the way (kind 'network'), or a read gave
 * up waiting ('timeout'). The server may or may not have acted, so a write can be sent again
 * later with the same idempotency key. Any answer from the server, a refusal included, is not this.
 */
export function isNetworkFailure(error: unknown): error is ApiError {
  return error instanceof ApiError && (error.kind === 'network' || error.kind === 'timeout');
}
