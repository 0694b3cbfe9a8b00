import { loadConfig } from '../config.ts';
import { openDatabase } from '../db/client.ts';
import { migrateDatabase } from '../db/migrate.ts';
import { seedDemoData } from '../db/seed.ts';
import { hashPassword } from '../services/passwords.ts';

const config = loadConfig();
const database = await openDatabase(config);
await migrateDatabase(database);
const result = await seedDemoData(database.db, { hashPassword });
await database.close();
console.log(
  result.seeded
    ? `Seeded ${result.employees} employees, ${result.workOrders} work orders, ${result.comments} comments.`
    : 'The database already has data; nothing was seeded.',
);
