import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import Fastify from 'fastify';

/**
 * The ceiling for a JSON endpoint of this framework on this machine: a bare Fastify process that
 * answers every GET with the same bytes the real server sent for the first work-order page, from
 * memory (no database, no auth, no validation, no serialization).
 * Run: tsx bench/baseline-server.ts --port 3301 --body page.json --total 100000
 */
const { values } = parseArgs({
  options: {
    port: { type: 'string' },
    body: { type: 'string' },
    total: { type: 'string', default: '0' },
  },
});
if (!values.port || !values.body) throw new Error('usage: baseline-server --port N --body FILE [--total N]');

const body = readFileSync(values.body, 'utf8');
const app = Fastify({ logger: false });
app.get('/*', async (_request, reply) =>
  reply
    .header('content-type', 'application/json; charset=utf-8')
    .header('x-total-count', values.total)
    .send(body),
);
await app.listen({ port: Number(values.port), host: '127.0.0.1' });
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => void app.close().then(() => process.exit(0)));
}
