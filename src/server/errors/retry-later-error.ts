import { AppError } from './app-error.ts';

/** A 429 that knows when the caller may try again; the error handler sends it as Retry-After. */
export class RetryLaterError extends AppError {
  readonly retryAfterSeconds: number;

  constructor(message: string, retryAfterSeconds: number) {
    super('rate_limited', message);
    this.name = 'RetryLaterError';
    this.retryAfterSeconds = Math.max(1, Math.ceil(retryAfterSeconds));
  }
}

/** Seconds until a window that started at `startedAt` and lasts `windowMs` is over. */
export function secondsLeftOf(startedAt: Date, windowMs: number, now = Date.now()): number {
  return (startedAt.getTime() + windowMs - now) / 1000;
}
