import type { FastifyError } from 'fastify';
import { isDatabaseUnavailable } from '../db/database-unavailable.ts';
import { StorageUnavailableError } from '../storage/storage-unavailable.ts';

/** Every 503 says when to come back; a few seconds is how long a failover or restart takes. */
export const UNAVAILABLE_RETRY_AFTER_SECONDS = 5;

export const DATABASE_UNAVAILABLE_MESSAGE =
  'The database is not answering right now. Please try again in a few seconds.';
export const REQUEST_TOO_SLOW_MESSAGE = 'The request took too long. Please try again in a few seconds.';
export const STORAGE_UNAVAILABLE_MESSAGE =
  'File storage is not answering right now. Please try again in a few seconds.';
export const SHUTTING_DOWN_MESSAGE = 'The server is restarting. Please try again in a few seconds.';

/** The 503 message for an error that is a fault of the moment, not of the request; else undefined. */
export function unavailableMessageFor(error: FastifyError): string | undefined {
  if (error.code === 'FST_ERR_HANDLER_TIMEOUT') return REQUEST_TOO_SLOW_MESSAGE;
  // First: its cause (a refused socket) would also read as the database's.
  if (error instanceof StorageUnavailableError) return STORAGE_UNAVAILABLE_MESSAGE;
  if (isDatabaseUnavailable(error)) return DATABASE_UNAVAILABLE_MESSAGE;
  return undefined;
}
