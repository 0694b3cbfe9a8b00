import { defineConfig } from 'drizzle-kit';

// Only generates SQL from the schema; migrations are applied by the server (src/server/db/migrate.ts).
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/server/db/schema.ts',
  out: './src/server/db/migrations',
});
