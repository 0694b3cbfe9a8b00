import { loadConfig } from '../config.ts';
import { openDatabase } from '../db/client.ts';
import { migrateDatabase } from '../db/migrate.ts';

const config = loadConfig();
const database = await openDatabase(config);
await migrateDatabase(database);
await database.close();
console.log('Migrations applied.');
