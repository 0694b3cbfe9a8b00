import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

const booleanFromEnv = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'], { error: 'must be true or false' })
  .transform((value) => value === 'true' || value === '1' || value === 'yes');

const EnvSchema = z.object({
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL')
    .optional(),
  DEMO_SEED: booleanFromEnv.optional(),
  COMPANY_NAME: z.string().trim().min(1).max(100).default('Plumbing Services'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
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
  /** Where the built client lives; absent in dev (Vite serves it). */
  clientDir: string;
};

/** The one place that reads process.env. Fails with every problem listed at once. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
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
    // The same folder from src/server (dev, tests) and from dist/server (built), whatever the cwd.
    clientDir: fileURLToPath(new URL('../../dist/client', import.meta.url)),
  };
}
