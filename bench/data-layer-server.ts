import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import Fastify from 'fastify';
import pg from 'pg';
import type { RecordedStatement } from './explain.ts';

/**
 * The data layer's limit for the list first page: a bare Fastify process that, per request, runs
 * the very statements the list service runs for `GET /api/work-orders?limit=50` (recorded by
 * bench/start-data-layer.ts, parameters included) with `pg`, and answers `JSON.stringify` of the
 * rows. No auth, no session lookup, no query builder, no mapping, no schema: what is left is the
 * database round trips, pg's parsing and one stringify.
 * Run: tsx bench/data-layer-server.ts --port 3302 --url postgres://... --statements FILE --pool 10
 */
const { values } = parseArgs({
  options: {
    port: { type: 'string' },
    url: { type: 'string' },
    statements: { type: 'string' },
    pool: { type: 'string', default: '10' },
  },
});
if (!values.port || !values.url || !values.statements) {
  throw new Error('usage: data-layer-server --port N --url URL --statements FILE [--pool N]');
}

const statements = JSON.parse(readFileSync(values.statements, 'utf8')) as RecordedStatement[];
// The portal's pool size (src/server/db/client.ts), so both wait on the same number of backends.
const pool = new pg.Pool({ connectionString: values.url, max: Number(values.pool) });
const app = Fastify({ logger: false });
app.get('/health', async () => ({ ok: true }));
app.get('/', async (_request, reply) => {
  // The page's parameters are fixed, so no statement waits on another: all go out at once, the
  // data layer's best case.
  const results = await Promise.all(statements.map(({ sql, params }) => pool.query(sql, params)));
  return reply
    .header('content-type', 'application/json; charset=utf-8')
    .send(JSON.stringify(results.map((result) => result.rows)));
});
await app.listen({ port: Number(values.port), host: '127.0.0.1' });
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => void app.close().then(() => pool.end().then(() => process.exit(0))));
}
