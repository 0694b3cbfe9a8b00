import { createApp } from './app.ts';
import { loadConfig } from './config.ts';
import { openDatabase } from './db/client.ts';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './db/demo-accounts.ts';
import { migrateDatabase } from './db/migrate.ts';
import { seedDemoData } from './db/seed.ts';
import { createTransports, describeTransports } from './outbox/transports.ts';
import { type OutboxWorker, startOutboxWorker } from './outbox/worker.ts';
import { hashPassword } from './services/passwords.ts';

const config = loadConfig();
const database = await openDatabase(config);
await migrateDatabase(database);

const app = await createApp({ db: database.db, config });

if (config.demoSeed) {
  const result = await seedDemoData(database.db, { hashPassword });
  if (result.seeded) {
    app.log.info(`Demo data seeded: ${result.employees} employees, ${result.workOrders} work orders`);
  }
}

// Email and SMS leave through the outbox; app.close() stops the worker before the database closes.
let outboxWorker: OutboxWorker | undefined;
if (config.outboxPollMs > 0) {
  const transports = createTransports(config, app.log);
  outboxWorker = startOutboxWorker({
    db: database.db,
    transports,
    pollMs: config.outboxPollMs,
    log: app.log,
  });
  app.log.info(`Outbox worker polling every ${config.outboxPollMs} ms (${describeTransports(config)})`);
}
app.addHook('onClose', async () => {
  await outboxWorker?.stop();
});

let closing = false;
async function shutdown(signal: string): Promise<void> {
  if (closing) return;
  closing = true;
  app.log.info(`${signal} received, closing`);
  // Stop accepting requests, let the ones in flight finish, then release the database.
  await app.close();
  await database.close();
  process.exit(0);
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));

await app.listen({ port: config.port, host: config.host });

const where = config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `embedded PGlite in ${config.dataDir}`;
const lines = [`Staff portal running at http://localhost:${config.port} on ${where}`];
if (config.demoSeed) {
  lines.push(`Demo accounts (password: ${DEMO_PASSWORD}):`);
  for (const account of DEMO_ACCOUNTS) lines.push(`  ${account.employeeType.padEnd(10)} ${account.email}`);
}
console.log(lines.join('\n'));
