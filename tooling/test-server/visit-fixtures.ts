import { sql } from 'drizzle-orm';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { type Database, queryRows } from '#server/db/client.ts';
import { instantAt } from '#shared/domain/company-time.ts';
import type { Visit } from '#shared/schemas/visit.ts';

type App = { app: FastifyInstance; database: Database };
type Headers = Record<string, string>;

/** The zone of a fresh database's company settings (migration 0015). */
export const ZONE = 'America/Chicago';

/** An ISO instant at `clock` on `day` in the company's zone: at('2026-12-07', '08:00'). */
export const at = (day: string, clock: string) => instantAt(day, clock, ZONE).toISOString();

export async function send(
  t: App,
  headers: Headers,
  method: InjectOptions['method'],
  url: string,
  payload?: object,
) {
  return t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
}

/** POST /api/visits that must succeed: the visit. */
export async function schedule(t: App, headers: Headers, payload: object): Promise<Visit> {
  const response = await send(t, headers, 'POST', '/api/visits', payload);
  if (response.statusCode !== 201) throw new Error(`schedule: ${response.statusCode} ${response.body}`);
  return response.json() as Visit;
}

/** How many rows the visit writes touch, to prove a refused write stored nothing. */
export async function visitTableCounts(t: App) {
  const [counts] = await queryRows<Record<string, number>>(
    t.database.db,
    sql`select
      (select count(*) from visits)::int as visits,
      (select count(*) from visit_technicians)::int as technicians,
      (select count(*) from activity_log where action like 'visit.%')::int as activity,
      (select count(*) from outbox)::int as outbox`,
  );
  return counts;
}
