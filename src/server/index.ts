import { setTimeout as delay } from 'node:timers/promises';
import type { FastifyInstance } from 'fastify';
import { createApp } from './app.ts';
import { type Config, loadConfig } from './config.ts';
import { type Database, openDatabase } from './db/client.ts';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './db/demo-accounts.ts';
import { migrateDatabase } from './db/migrate.ts';
import { seedDemoData } from './db/seed.ts';
import { createLogger, loggableError } from './logger.ts';
import { startMaintenance } from './maintenance/maintenance.ts';
import { maintenanceTasks } from './maintenance/tasks.ts';
import { createTransports, describeTransports } from './outbox/transports.ts';
import { type OutboxWorker, startOutboxWorker } from './outbox/worker.ts';
import { portalAddress } from './portal-address.ts';
import { hashPassword } from './services/passwords.ts';
import { uploadsDirOf } from './storage/temp-uploads.ts';

const config = loadConfig();
const log = createLogger(config);

async function start(): Promise<{ app: FastifyInstance; database: Database }> {
  const database = await openDatabase(config, {
    logFault: (error, message) => log.warn({ err: loggableError(error) }, message),
  });
  try {
    await migrateDatabase(database);
    const app = await createApp({ db: database.db, config });
    if (config.demoSeed) {
      const result = await seedDemoData(database.db, {
        hashPassword,
        attachments: { store: app.attachmentStore, tempDir: uploadsDirOf(config.dataDir) },
      });
      if (result.seeded) {
        app.log.info(`Demo data seeded: ${result.employees} employees, ${result.workOrders} work orders`);
      }
    }
    app.log.info(`Attachments stored on ${app.attachmentStore.description}`);
    startOutbox(app, database, config);
    const maintenance = startMaintenance(
      maintenanceTasks({ db: database.db, config, store: app.attachmentStore, log: app.log }),
      app.log,
    );
    app.addHook('onClose', () => maintenance.stop());
    await app.listen({ port: config.port, host: config.host });
    return { app, database };
  } catch (error) {
    await database.close().catch(() => {});
    throw error;
  }
}

// Email and SMS leave through the outbox; app.close() stops the worker before the database closes.
function startOutbox(app: FastifyInstance, database: Database, settings: Config): void {
  let outboxWorker: OutboxWorker | undefined;
  if (settings.outboxPollMs > 0) {
    const transports = createTransports(settings, app.log);
    outboxWorker = startOutboxWorker({
      db: database.db,
      transports,
      pollMs: settings.outboxPollMs,
      log: app.log,
    });
    app.log.info(`Outbox worker polling every ${settings.outboxPollMs} ms (${describeTransports(settings)})`);
  }
  app.addHook('onClose', async () => {
    await outboxWorker?.stop();
  });
}

let started: { app: FastifyInstance; database: Database };
try {
  started = await start();
} catch (error) {
  // Through the logger, never the runtime's own dump: a failed query's text holds its parameters.
  log.fatal({ err: loggableError(error) }, 'Start-up failed');
  process.exit(1);
}
const { app, database } = started;

let closing = false;
async function shutdown(signal: string): Promise<void> {
  if (closing) return;
  closing = true;
  app.log.info(`${signal} received: finishing requests in flight (up to ${config.shutdownGraceMs} ms)`);
  // Stop accepting, let requests in flight finish, stop the outbox and chores (onClose hooks), then
  // release the database. What is still running after the grace period is cut (ADR 033).
  const closed = app.close().then(() => 'closed' as const);
  const outcome = await Promise.race([closed, delay(config.shutdownGraceMs).then(() => 'late' as const)]);
  if (outcome === 'late') {
    app.log.warn('shutdown grace period over: closing the connections still open');
    app.server.closeAllConnections();
  }
  await Promise.race([database.close(), delay(2000)]);
  process.exit(outcome === 'closed' ? 0 : 1);
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));

const where = config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `embedded PGlite in ${config.dataDir}`;
const lines = [`Staff portal running at ${portalAddress(config)} on ${where}`];
if (config.demoSeed) {
  lines.push(`Demo accounts (password: ${DEMO_PASSWORD}):`);
  for (const account of DEMO_ACCOUNTS) lines.push(`  ${account.employeeType.padEnd(10)} ${account.email}`);
}
console.log(lines.join('\n'));
