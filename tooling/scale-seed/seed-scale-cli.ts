import type { Config } from '#server/config.ts';
import { openDatabase } from '#server/db/client.ts';
import { migrateDatabase } from '#server/db/migrate.ts';
import { NO_TIMEOUTS } from '#server/db/postgres-pool.ts';
import { parseScaleArgs, SCALE_USAGE, ScaleOptionsError } from './scale-options.ts';
import { ScaleDatabaseNotEmptyError, type ScaleStep, seedScaleData } from './seed-scale-data.ts';

export type CliOutput = { log: (line: string) => void; error: (line: string) => void };

function formatStep(step: ScaleStep): string {
  const rows = step.rows === null ? '' : ` ${step.rows}`;
  return `${step.name}${rows} in ${(step.ms / 1000).toFixed(1)} s`;
}

/** Where the data goes, without the credentials a DATABASE_URL may carry. */
function describeTarget(config: Pick<Config, 'databaseUrl' | 'dataDir'>): string {
  if (!config.databaseUrl) return `PGlite in ${config.dataDir}`;
  const url = new URL(config.databaseUrl);
  return `PostgreSQL ${url.hostname}:${url.port || 5432}${url.pathname}`;
}

/** The database's own message: drizzle wraps it in an error that quotes the whole (long) statement. */
function reason(error: unknown): string {
  const cause = error instanceof Error && error.cause instanceof Error ? error.cause : error;
  return cause instanceof Error ? cause.message : String(cause);
}

/**
 * `npm run db:seed-scale`: opens the database the way the server does (DATABASE_URL or PGlite under
 * DATA_DIR), applies the migrations, seeds, and prints the time of each step. Answers the exit code.
 */
export async function runSeedScaleCli(
  argv: string[],
  config: Pick<Config, 'databaseUrl' | 'dataDir'>,
  output: CliOutput,
  hashPassword: (plain: string) => Promise<string>,
): Promise<number> {
  let options: ReturnType<typeof parseScaleArgs>;
  try {
    options = parseScaleArgs(argv);
  } catch (error) {
    if (!(error instanceof ScaleOptionsError)) throw error;
    output.error(`${error.message}\n\n${SCALE_USAGE}`);
    return 1;
  }
  if (options === 'help') {
    output.log(SCALE_USAGE);
    return 0;
  }
  output.log(
    `Seeding ${describeTarget(config)}: ${options.workOrders} work orders, ${options.comments} comments, ` +
      `${options.employees} employees, up to ${options.now.toISOString()}`,
  );
  // Bulk inserts of five years of data run longer than a request's statement limit.
  const database = await openDatabase({ ...config, databaseTimeouts: NO_TIMEOUTS });
  try {
    await migrateDatabase(database);
    await seedScaleData(database, {
      ...options,
      hashPassword,
      onStep: (step) => output.log(formatStep(step)),
    });
    return 0;
  } catch (error) {
    output.error(
      error instanceof ScaleDatabaseNotEmptyError ? error.message : `Seeding failed: ${reason(error)}`,
    );
    return 1;
  } finally {
    await database.close();
  }
}
