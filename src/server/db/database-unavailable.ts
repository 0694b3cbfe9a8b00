/**
 * Faults that mean "the database cannot be reached right now", not "this request is wrong": they
 * answer 503 with Retry-After (ADR 033). drizzle wraps the driver's error, so causes are followed.
 */

// SQLSTATE: connection exceptions (class 08), operator intervention (57P01 terminated by an
// administrator, 57P02 crash shutdown, 57P03 cannot connect now), too many connections, and a
// statement cancelled by statement_timeout (57014).
const UNAVAILABLE_SQLSTATE = /^(08...|57P0[123]|53300|57014)$/;
// The socket itself, failing at once: refused, reset, unreachable.
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);
// node-postgres's own words for a connection that ended.
const LOST_MESSAGES = /Connection terminated|not queryable/i;
// Waiting gave up: the driver's read timeout, the pool's connect timeout, the kernel's.
const TIMEOUT_MESSAGES = /Query read timeout|timeout exceeded when trying to connect|connection timeout/i;

function* causes(error: unknown): Generator<{ code?: unknown; message?: unknown }> {
  for (let current = error, depth = 0; current instanceof Object && depth < 5; depth += 1) {
    yield current as { code?: unknown; message?: unknown };
    current = (current as { cause?: unknown }).cause;
  }
}

function matches(error: unknown, test: (code: string, message: string) => boolean): boolean {
  for (const { code, message } of causes(error)) {
    if (test(typeof code === 'string' ? code : '', typeof message === 'string' ? message : '')) return true;
  }
  return false;
}

/**
 * The connection went away or was refused, quickly: for a SELECT nothing was answered, so one more
 * try on a fresh connection is cheap. Timeouts are not in here: a second wait would double them.
 */
export function isConnectionLost(error: unknown): boolean {
  return matches(
    error,
    (code, message) =>
      NETWORK_CODES.has(code) || /^(08...|57P0[123])$/.test(code) || LOST_MESSAGES.test(message),
  );
}

/** Any fault of reaching the database, timeouts included: a 503, never a 500. */
export function isDatabaseUnavailable(error: unknown): boolean {
  return (
    isConnectionLost(error) ||
    matches(
      error,
      (code, message) =>
        code === 'ETIMEDOUT' || UNAVAILABLE_SQLSTATE.test(code) || TIMEOUT_MESSAGES.test(message),
    )
  );
}

/**
 * The statement never left this process: the connection was already dead when it was handed out,
 * or could not be opened. Repeating it, a write too, cannot do anything twice.
 */
export function wasNeverSent(error: unknown): boolean {
  return matches(
    error,
    (code, message) =>
      /not queryable/i.test(message) ||
      (NETWORK_CODES.has(code) && code !== 'ECONNRESET' && code !== 'EPIPE'),
  );
}
