import { isIP } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import type { PoolTimeouts } from './db/postgres-pool.ts';
import type { S3Settings } from './storage/s3-attachment-store.ts';

const booleanFromEnv = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'], { error: 'must be true or false' })
  .transform((value) => value === 'true' || value === '1' || value === 'yes');

/** proxy-addr's names for address ranges, as Fastify's trustProxy accepts them. */
const NAMED_RANGES = new Set(['loopback', 'linklocal', 'uniquelocal']);

/** An address, an address/prefix (CIDR) or one of proxy-addr's named ranges. */
function isProxyAddress(entry: string): boolean {
  if (NAMED_RANGES.has(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (version === 4 ? 32 : 128);
}

/**
 * Which proxies in front may say who the client is (X-Forwarded-For, -Proto, -Host), as Fastify's
 * trustProxy: off, every hop, a number of hops, or the proxies' addresses. Off by default: trusted
 * blindly, any client could choose the address its sign-in attempts are counted under.
 */
const trustProxyFromEnv = z
  .string()
  .trim()
  .transform((value, context): boolean | number | string[] => {
    if (value === 'false' || value === '') return false;
    if (value === 'true') return true;
    if (/^\d+$/.test(value)) {
      const hops = Number(value);
      if (hops >= 1 && hops <= 100) return hops;
    } else {
      const entries = value.split(',').map((entry) => entry.trim());
      if (entries.every(isProxyAddress)) return entries;
    }
    context.addIssue({
      code: 'custom',
      message:
        'must be true, false, a number of proxies (1-100), or a comma-separated list of proxy addresses, address/prefix ranges, loopback, linklocal or uniquelocal',
    });
    return z.NEVER;
  });

const EnvSchema = z
  .object({
    PORT: z.coerce.number().int().min(1).max(65535).default(3000),
    // Loopback unless asked: a first start prints the demo passwords, so it is not on the network.
    HOST: z.string().min(1).default('127.0.0.1'),
    TRUST_PROXY: trustProxyFromEnv.optional(),
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
    ATTACHMENT_STORE: z.enum(['disk', 's3'], { error: 'must be disk or s3' }).default('disk'),
    S3_ENDPOINT: z.url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' }).optional(),
    S3_REGION: z.string().trim().min(1).optional(),
    S3_BUCKET: z.string().trim().min(1).optional(),
    S3_ACCESS_KEY_ID: z.string().min(1).optional(),
    S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
    S3_FORCE_PATH_STYLE: booleanFromEnv.optional(),
  })
  .refine((e) => !e.SMTP_URL || e.MAIL_FROM, {
    path: ['MAIL_FROM'],
    message: 'required when SMTP_URL is set',
  })
  .superRefine((e, context) => {
    const required = (name: keyof typeof e, when: string) =>
      context.addIssue({ code: 'custom', path: [name], message: `required when ${when}` });
    // A bucket is named by both: without a region the SDK cannot sign a request to it.
    if (e.ATTACHMENT_STORE === 's3' && !e.S3_BUCKET) required('S3_BUCKET', 'ATTACHMENT_STORE is s3');
    if ((e.ATTACHMENT_STORE === 's3' || e.S3_BUCKET) && !e.S3_REGION) {
      required('S3_REGION', e.S3_BUCKET ? 'S3_BUCKET is set' : 'ATTACHMENT_STORE is s3');
    }
    if (e.S3_ACCESS_KEY_ID && !e.S3_SECRET_ACCESS_KEY) {
      required('S3_SECRET_ACCESS_KEY', 'S3_ACCESS_KEY_ID is set');
    }
    if (e.S3_SECRET_ACCESS_KEY && !e.S3_ACCESS_KEY_ID) {
      required('S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY is set');
    }
  });

type Env = z.infer<typeof EnvSchema>;

/** The bucket, when one is named: the s3 store's, and the copy command's target either way. */
function s3SettingsOf(e: Env): S3Settings | undefined {
  if (!e.S3_BUCKET || !e.S3_REGION) return undefined;
  return {
    endpoint: e.S3_ENDPOINT,
    region: e.S3_REGION,
    bucket: e.S3_BUCKET,
    accessKeyId: e.S3_ACCESS_KEY_ID,
    secretAccessKey: e.S3_SECRET_ACCESS_KEY,
    forcePathStyle: e.S3_FORCE_PATH_STYLE ?? false,
  };
}

export type Config = {
  port: number;
  host: string;
  /** Fastify's trustProxy: whom to believe about the client's address (request.ip). */
  trustProxy: boolean | number | string[];
  dataDir: string;
  databaseUrl: string | undefined;
  /** Demo data is seeded on first start and its accounts are listed on the login page. */
  demoSeed: boolean;
  companyName: string;
  logLevel: Env['LOG_LEVEL'];
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
  /** Sign-in attempts per minute per client address (request.ip), per process (the benchmark raises it). */
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
  /** Live updates (ADR 044): a comment this often keeps proxies from closing an idle stream. */
  eventHeartbeatMs: number;
  /** The longest one stream lasts before the client reconnects (and its session is checked afresh). */
  eventStreamMaxMs: number;
  /** Where accepted attachment bytes are kept (ADR 042): DATA_DIR/uploads, or the bucket in `s3`. */
  attachmentStore: 'disk' | 's3';
  /** Set when S3_BUCKET and S3_REGION are; holds the secret key: never logged. */
  s3: S3Settings | undefined;
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
    trustProxy: e.TRUST_PROXY ?? false,
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
    // Under the 60 s idle limit of most balancers and proxies.
    eventHeartbeatMs: 20_000,
    eventStreamMaxMs: 60 * 60 * 1000,
    attachmentStore: e.ATTACHMENT_STORE,
    s3: s3SettingsOf(e),
  };
}
