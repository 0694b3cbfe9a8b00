import { loadConfig } from '../config.ts';
import { openDatabase } from '../db/client.ts';
import { migrateDatabase } from '../db/migrate.ts';
import { seedDemoData } from '../db/seed.ts';
import { hashPassword } from '../services/passwords.ts';
import { createAttachmentStore } from '../storage/create-attachment-store.ts';
import { uploadsDirOf } from '../storage/temp-uploads.ts';

const config = loadConfig();
const database = await openDatabase(config);
await migrateDatabase(database);
const store = createAttachmentStore(config);
const result = await seedDemoData(database.db, {
  hashPassword,
  attachments: { store, tempDir: uploadsDirOf(config.dataDir) },
});
store.close();
await database.close();
console.log(
  result.seeded
    ? `Seeded ${result.employees} employees, ${result.workOrders} work orders, ${result.comments} comments.`
    : 'The database already has data; nothing was seeded.',
);
