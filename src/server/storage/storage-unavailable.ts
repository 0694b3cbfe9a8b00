/**
 * The attachment store could not be reached or answered with a fault of its own (5xx): a fault of
 * the moment, not of the request. The error handler answers it 503 with Retry-After, as it does
 * an unreachable database (ADR 033, ADR 042).
 */
export class StorageUnavailableError extends Error {
  constructor(cause: unknown) {
    super('The attachment store is not answering', { cause });
    this.name = 'StorageUnavailableError';
  }
}

// The socket failing: refused, reset, timed out, or the name or route not found.
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);
// The SDK's names for a request that gave up waiting.
const TIMEOUT_NAMES = new Set(['TimeoutError', 'RequestTimeout', 'RequestTimeoutException']);

type SdkError = { name?: unknown; code?: unknown; $metadata?: { httpStatusCode?: number } };

/**
 * Whether an S3 client error means "the service is not answering now" (after the SDK's own
 * retries). A 4xx is not: a missing bucket or refused credentials are configuration, and stay a
 * 500 with the detail in the log.
 */
function isStorageOutage(error: unknown): boolean {
  if (!(error instanceof Object)) return false;
  const { name, code, $metadata } = error as SdkError;
  const status = $metadata?.httpStatusCode;
  if (status !== undefined && status >= 500) return true;
  return (
    (typeof code === 'string' && NETWORK_CODES.has(code)) ||
    (typeof name === 'string' && TIMEOUT_NAMES.has(name))
  );
}

/** Runs one call to the store, turning an outage into StorageUnavailableError. */
export async function unlessUnavailable<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    throw isStorageOutage(error) ? new StorageUnavailableError(error) : error;
  }
}
