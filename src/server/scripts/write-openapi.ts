import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { openPglite } from '../db/client.ts';

/**
 * Writes the API's OpenAPI document to a file for tools that read one (`npm run lint:openapi`).
 * The document depends on the routes only, so the app is built on an empty in-memory database.
 */
const output = process.argv[2] ?? '.tsbuild/openapi.json';
const dataDir = mkdtempSync(path.join(tmpdir(), 'portal-openapi-'));
const database = await openPglite({ memory: true });
const app = await createApp({
  db: database.db,
  config: loadConfig({ LOG_LEVEL: 'silent', DATA_DIR: dataDir }),
});
try {
  await app.ready();
  mkdirSync(path.dirname(output), { recursive: true });
  writeFileSync(output, `${JSON.stringify(app.swagger(), null, 2)}\n`);
  console.log(`OpenAPI document written to ${output}`);
} finally {
  await app.close();
  await database.close();
  rmSync(dataDir, { recursive: true, force: true });
}
