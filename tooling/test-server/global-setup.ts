import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { openPglite, openPostgres, pgliteClientOf } from '#server/db/client.ts';
import { migrateDatabase } from '#server/db/migrate.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** PGlite: a data-directory dump of a freshly migrated database. */
    pgliteTemplatePath: string;
    /** PostgreSQL: URL of the migrated template database that each test file clones. */
    postgresTemplateUrl: string;
  }
}

/**
 * Migrates once per run; each test file then starts from a copy (ADR 003): PGlite loads the
 * dumped data directory, PostgreSQL uses CREATE DATABASE ... TEMPLATE.
 */
export default async function setup(project: TestProject): Promise<void> {
  const kind = project.config.env.TEST_DB_KIND;
  if (kind === 'postgres') {
    const url = process.env.TEST_DATABASE_URL;
    if (!url) throw new Error('TEST_DATABASE_URL must be set for the PostgreSQL API tests');
    const template = openPostgres(url, { poolSize: 1 });
    await migrateDatabase(template);
    await template.close();
    project.provide('postgresTemplateUrl', url);
    project.provide('pgliteTemplatePath', '');
    return;
  }
  const template = await openPglite({ memory: true });
  await migrateDatabase(template);
  const dump = await pgliteClientOf(template).dumpDataDir('none');
  await template.close();
  const dir = path.resolve('.test-data');
  mkdirSync(dir, { recursive: true });
  const file = path.join(dir, `pglite-template-${process.pid}.tar`);
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  project.provide('pgliteTemplatePath', file);
  project.provide('postgresTemplateUrl', '');
}
