import type { FastifyBaseLogger } from 'fastify';
import pino from 'pino';
import pretty from 'pino-pretty';
import type { Config } from './config.ts';

/**
 * The server's one logger, made before the database is opened so a failing start is logged the
 * same way as a request. Tokens, cookies and passwords never reach the log.
 */
export function createLogger(config: Pick<Config, 'logLevel' | 'logFormat'>): FastifyBaseLogger {
  const options = {
    level: config.logLevel,
    redact: [
      'req.headers["x-auth-token"]',
      'req.headers.authorization',
      'req.headers.cookie',
      '*.params',
      '*.passwordHash',
    ],
  };
  return config.logFormat === 'pretty' ? pino(options, pretty(PRETTY_OPTIONS)) : pino(options);
}

/**
 * A terminal gets one short line per event: the time, the level and the message (a request's says
 * its method, address, status and time; the objects behind it would fill the screen). Written
 * synchronously, so the lines keep their order with the start-up banner printed beside them.
 */
const PRETTY_OPTIONS = {
  sync: true,
  translateTime: 'SYS:HH:MM:ss',
  ignore: 'pid,hostname,reqId,req,res,responseTime',
  singleLine: true,
} as const;

type LoggedError = { type: string; message: string; code?: string; constraint?: string; stack?: string };

/** Drizzle appends "params: ..." to a failed query's message; nothing after it is logged. */
const withoutParams = (text: string) => text.split(/\nparams:/)[0] ?? '';

/**
 * What a failure may say in the log (start-up or an unhandled request error). Drizzle's query errors carry the SQL and every parameter (the
 * demo seed's password hashes among them), and PostgreSQL's `detail` can quote the failing row, so
 * only the database's own message, code and constraint are kept.
 */
export function loggableError(error: unknown): LoggedError {
  const failedQuery = error instanceof Error && error.message.startsWith('Failed query:');
  const reported = failedQuery && error.cause instanceof Error ? error.cause : error;
  if (!(reported instanceof Error)) return { type: typeof reported, message: String(reported) };
  const { code, constraint } = reported as Error & { code?: unknown; constraint?: unknown };
  return {
    type: reported.name,
    message: withoutParams(reported.message),
    ...(typeof code === 'string' ? { code } : {}),
    ...(typeof constraint === 'string' ? { constraint } : {}),
    ...(reported.stack ? { stack: withoutParams(reported.stack) } : {}),
  };
}
