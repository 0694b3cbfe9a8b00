import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import type { PoolTimeouts } from './db/postgres-pool.ts';

const booleanFromEnv = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'], { error: 'must be true or false' })
  .transform((value) => value === 'true' || value === '1' || value === 'yes');

const EnvSchema = z
  .object({
    PORT: z.coerce.number().int().min(1).max(65535).default(3000),
    // Loopback unless asked: a first start prints the demo passwords, so it is not on the network.
    HOST: z.string().min(1).default('127.0.0.1'),
    DATA_DIR: z.string().min(1).default('./data'),
    DATABASE_URL: z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL')
      .optional(),
    DEMO_SEED: booleanFromEnv.optional(),
    COMPANY_NAME: z.string().trim().min(1).max(100).default('Plumbing Services'),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    LOG_FORMAT: z.enum(['pretty', 'json'], { error: 'must be pretty or json' }).optional(),
    SMTP_URL: z
      .string()
      .regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL')
      .optional(),
    MAIL_FROM: z.string().trim().min(1).max(200).optional(),
    SMS_GATEWAY_URL: z.url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' }).optional(),
    SMS_GATEWAY_TOKEN: z.string().min(1).optional(),
    SUPPORT_PHONE: z.string().trim().min(1).max(50).optional(),
    SUPPORT_EMAIL: z.email('must be an email address').optional(),
    OUTBOX_POLL_MS: z.coerce.number().int().min(0).max(3_600_000).default(5000),
    LOGIN_RATE_LIMIT: z.coerce.number().int().min(1).max(1_000_000).default(20),
    WORKLOAD_CACHE_MS: z.coerce.number().int().min(0).max(3_600_000).default(15_000),
    DB_CONNECT_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(5000),
    DB_QUERY_TIMEOUT_MS: z.coerce.number().int().min(100).max(3_600_000).default(15_000),
    REQUEST_TIMEOUT_MS: z.coerce.number().int().min(1000).max(3_600_000).default(30_000),
    UPLOAD_TIMEOUT_MS: z.coerce.number().int().min(1000).max(3_600_000).default(600_000),
    HEADERS_TIMEOUT_MS: z.coerce.number().int().min(1000).max(600_000).default(10_000),
    SHUTDOWN_GRACE_MS: z.coerce.number().int().min(0).max(600_000).default(10_000),
    DELETED_RETENTION_DAYS: z.coerce.number().int().min(1).max(3650).default(30),
  })
  .refine((e) => !e.SMTP_URL || e.MAIL_FROM, {
    path: ['MAIL_FROM'],
    message: 'required when SMTP_URL is set',
  });

export type Config = {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  /** Demo data is seeded on first start and its accounts are listed on the login page. */
  demoSeed: boolean;
  companyName: string;
  logLevel: z.infer<typeof EnvSchema>['LOG_LEVEL'];
  /** One readable line per event in a terminal; JSON (for log collectors) everywhere else. */
  logFormat: 'pretty' | 'json';
  /** Where the built client lives; absent in dev (Vite serves it). */
  clientDir: string;
  /** Email goes out over SMTP when set (it may carry credentials: never logged), else to the log. */
  smtpUrl: string | undefined;
  mailFrom: string | undefined;
  /** SMS goes to this HTTP gateway (POST { to, body }, bearer token) when set, else to the log. */
  smsGatewayUrl: string | undefined;
  smsGatewayToken: string | undefined;
  /** Shown on /contact; null when not configured. */
  supportPhone: string | null;
  supportEmail: string | null;
  /** How often the outbox worker looks for due email and SMS; 0 disables it in this process. */
  outboxPollMs: number;
  /** Sign-in attempts per minute per client address, per process (the benchmark raises it). */
  loginRateLimit: number;
  /**
   * How long Staff Workload figures are shared between requests: counting five years of orders per
   * employee is the dashboard's one expensive query. 0 computes them on every request.
   */
  workloadCacheMs: number;
  /** How long to wait for PostgreSQL before answering 503 (ADR 033); not used by PGlite. */
  databaseTimeouts: PoolTimeouts;
  /** Limits on one request (ADR 033): its whole handling, an upload's, and its headers' arrival. */
  requestTimeoutMs: number;
  uploadTimeoutMs: number;
  headersTimeoutMs: number;
  /** After SIGTERM or SIGINT, how long requests in flight may take before they are cut. */
  shutdownGraceMs: number;
  /** Days a deleted work order waits in Recently deleted before the hourly purge removes it (ADR 029). */
  deletedRetentionDays: number;
};

/** The one place that reads process.env. Fails with every problem listed at once. */
export function loadConfig(
  env: NodeJS.ProcessEnv = process.env,
  stdoutIsTerminal = Boolean(process.stdout.isTTY),
): Config {
  const parsed = EnvSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid environment configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    // Demo data is for the embedded quick start; a PostgreSQL deployment is real unless asked.
    demoSeed: e.DEMO_SEED ?? !e.DATABASE_URL,
    companyName: e.COMPANY_NAME,
    logLevel: e.LOG_LEVEL,
    logFormat: e.LOG_FORMAT ?? (stdoutIsTerminal ? 'pretty' : 'json'),
    // The same folder from src/server (dev, tests) and from dist/server (built), whatever the cwd.
    clientDir: fileURLToPath(new URL('../../dist/client', import.meta.url)),
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    smsGatewayUrl: e.SMS_GATEWAY_URL,
    smsGatewayToken: e.SMS_GATEWAY_TOKEN,
    supportPhone: e.SUPPORT_PHONE ?? null,
    supportEmail: e.SUPPORT_EMAIL ?? null,
    outboxPollMs: e.OUTBOX_POLL_MS,
    loginRateLimit: e.LOGIN_RATE_LIMIT,
    workloadCacheMs: e.WORKLOAD_CACHE_MS,
    databaseTimeouts: { connectMs: e.DB_CONNECT_TIMEOUT_MS, queryMs: e.DB_QUERY_TIMEOUT_MS },
    requestTimeoutMs: e.REQUEST_TIMEOUT_MS,
    uploadTimeoutMs: e.UPLOAD_TIMEOUT_MS,
    headersTimeoutMs: e.HEADERS_TIMEOUT_MS,
    shutdownGraceMs: e.SHUTDOWN_GRACE_MS,
    deletedRetentionDays: e.DELETED_RETENTION_DAYS,
  };
}
