import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError, type FieldError } from '../errors/app-error.ts';
import { RetryLaterError } from '../errors/retry-later-error.ts';
import { loggableError } from '../logger.ts';
import { UNAVAILABLE_RETRY_AFTER_SECONDS, unavailableMessageFor } from './service-unavailable.ts';

/** Fastify's own errors that the client caused, with the words we answer them with. */
const FRAMEWORK_ERRORS: Record<string, { status: number; message: string }> = {
  FST_ERR_CTP_INVALID_JSON_BODY: { status: 400, message: 'Malformed JSON in request body' },
  FST_ERR_CTP_EMPTY_JSON_BODY: {
    status: 400,
    message: 'Body cannot be empty when content-type is set to application/json',
  },
  FST_ERR_CTP_BODY_TOO_LARGE: { status: 413, message: 'Request body is too large' },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { status: 415, message: 'Unsupported content type' },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { status: 400, message: 'Invalid content length' },
  FST_ERR_BAD_URL: { status: 400, message: 'Malformed URL' },
  FST_ERR_MAX_PARAM_LENGTH: { status: 400, message: 'A path parameter is too long' },
  FST_ERR_ASYNC_CONSTRAINT: { status: 400, message: 'Invalid request' },
};

/** When a 429 does not know its own window (it always should). */
const DEFAULT_RETRY_AFTER_SECONDS = 60;

/** '/address/city' -> 'address.city'; the whole body or query when the path is empty. */
function fieldPath(instancePath: string, context: string): string {
  return instancePath.split('/').filter(Boolean).join('.') || context;
}

/**
 * One error path: AppError -> its status; zod failures -> 400 with field
 * errors; framework errors the client caused -> their 4xx; the database or the attachment store
 * unreachable, or a request over its time limit -> 503 with Retry-After; anything else -> 500 with the detail only in the log.
 */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error.statusCode === 429) {
      // Every 429 says when to come back: the lock's own end, or the rate limiter's window.
      if (error instanceof RetryLaterError) reply.header('retry-after', error.retryAfterSeconds);
      else if (!reply.hasHeader('retry-after')) reply.header('retry-after', DEFAULT_RETRY_AFTER_SECONDS);
    }
    if (error instanceof AppError) {
      reply.headers(error.headers);
      const body: { message: string; errors?: FieldError[] } = { ...error.details, message: error.message };
      if (error.errors) body.errors = error.errors;
      return reply.status(error.statusCode).send(body);
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const context = error.validationContext ?? 'body';
      const errors: FieldError[] = error.validation.map((issue) => ({
        field: fieldPath(issue.instancePath, context),
        message: issue.message ?? 'Invalid value',
      }));
      return reply.status(400).send({ message: errors[0]?.message ?? 'Invalid request data', errors });
    }
    const known = error.code ? FRAMEWORK_ERRORS[error.code] : undefined;
    if (known) return reply.status(known.status).send({ message: known.message });
    if (error.statusCode === 429) {
      return reply.status(429).send({ message: error.message || 'Too many requests. Try again later.' });
    }
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      return reply.status(error.statusCode).send({ message: error.message });
    }
    const unavailable = unavailableMessageFor(error);
    if (unavailable) {
      // Logged once, here, with the request id; the pool stays quiet about faults a request saw.
      request.log.warn(
        { err: loggableError(error) },
        'answered 503: database or file storage unavailable, or request too slow',
      );
      reply.header('retry-after', UNAVAILABLE_RETRY_AFTER_SECONDS);
      return reply.status(503).send({ message: unavailable });
    }
    // A failed query's message holds its parameters (hashes, personal data): logged without them.
    request.log.error({ err: loggableError(error) }, 'unhandled error');
    return reply.status(500).send({ message: 'Internal server error' });
  });
}

/**
 * Fastify answers a URL its router cannot read (a broken percent-escape, a path parameter over 100
 * characters) before any hook or handler runs; this answers it as every other 400: the one error
 * body, the request id, and no caching (the onSend hooks do not run for these).
 */
export function answerFrameworkError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const known = (error.code && FRAMEWORK_ERRORS[error.code]) || { status: 400, message: 'Invalid request' };
  return reply
    .header('x-request-id', request.id)
    .header('cache-control', 'no-store')
    .status(known.status)
    .send({ message: known.message });
}
