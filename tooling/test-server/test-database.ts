import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import pg from 'pg';
import { inject } from 'vitest';
import { type Database, openPglite, openPostgres } from '#server/db/client.ts';

/** The server's maintenance database beside the template, for CREATE/DROP DATABASE. */
function adminUrlFor(templateUrl: string): {
  adminUrl: string;
  templateName: string;
  urlFor: (name: string) => string;
} {
  const url = new URL(templateUrl);
  const templateName = decodeURIComponent(url.pathname.slice(1));
  const admin = new URL(templateUrl);
  admin.pathname = '/postgres';
  return {
    adminUrl: admin.toString(),
    templateName,
    urlFor: (name) => {
      const copy = new URL(templateUrl);
      copy.pathname = `/${name}`;
      return copy.toString();
    },
  };
}

async function withAdmin<T>(adminUrl: string, run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

/** A fresh, migrated, empty database for one test file; close() also drops a PostgreSQL copy. */
export async function createTestDatabase(): Promise<Database> {
  const templateUrl = inject('postgresTemplateUrl');
  if (!templateUrl) {
    const dump = readFileSync(inject('pgliteTemplatePath'));
    return openPglite({ loadDataDir: new Blob([dump]) });
  }
  return createPostgresDatabase(templateUrl, { fromTemplate: true });
}

/** A database with no tables at all, to watch the migrations apply from nothing. */
export async function createUnmigratedTestDatabase(): Promise<Database> {
  const templateUrl = inject('postgresTemplateUrl');
  if (!templateUrl) return openPglite({ memory: true });
  return createPostgresDatabase(templateUrl, { fromTemplate: false });
}

async function createPostgresDatabase(
  templateUrl: string,
  options: { fromTemplate: boolean },
): Promise<Database> {
  const { adminUrl, templateName, urlFor } = adminUrlFor(templateUrl);
  const name = `${templateName}_t${randomBytes(6).toString('hex')}`;
  const template = options.fromTemplate ? ` TEMPLATE "${templateName}"` : '';
  await withAdmin(adminUrl, (client) => client.query(`CREATE DATABASE "${name}"${template}`));
  const database = openPostgres(urlFor(name), { poolSize: 5 });
  return {
    ...database,
    close: async () => {
      await database.close();
      await withAdmin(adminUrl, (client) => client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`));
    },
  };
}
