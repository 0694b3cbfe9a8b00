/**
 * Where the journeys' server keeps its data: a PostgreSQL database of its own beside
 * TEST_DATABASE_URL's (CI), or an embedded PGlite directory. JOURNEY_PORT and JOURNEY_DATA_DIR let
 * two runs share a machine.
 */
export const JOURNEY_PORT = Number(process.env.JOURNEY_PORT ?? 3200);
export const JOURNEY_DATA_DIR = process.env.JOURNEY_DATA_DIR ?? '.test-data/journeys';

/** The journeys' PostgreSQL database, named after TEST_DATABASE_URL's; undefined on PGlite. */
export function journeyDatabaseUrl(): URL | undefined {
  const base = process.env.TEST_DATABASE_URL;
  if (!base) return undefined;
  const url = new URL(base);
  url.pathname = `${url.pathname}_journeys`;
  return url;
}

export function databaseName(url: URL): string {
  return decodeURIComponent(url.pathname.slice(1));
}
