import type { Query } from './fixtures.ts';

/** The board's heaviest ordinary day: 40 technicians with 8 one-hour visits each. */
export const BOARD_DAY = { technicians: 40, visitsEach: 8 } as const;

const JOBS = [
  'Water heater replacement',
  'Kitchen sink clog',
  'Sewer camera inspection',
  'Replace shut-off valve',
  'Toilet rebuild',
  'Backflow test',
  'Garbage disposal install',
  'Leak under the bathroom vanity',
];

export type BoardDay = { technicianIds: number[]; visitIds: number[] };

/**
 * Writes one day of the board into a database (PostgreSQL or PGlite, through `query`): the
 * technicians (active plumbers 'Board Tech 01' ...), an open job each visit, and the visits from
 * 07:00 every 75 minutes in the company's zone, scheduled, each led by its technician, with the
 * two hours from its start as its window. For the board's browser performance case; one call per
 * database and day (the e-mails and job numbers carry the day).
 */
export async function seedBoardDay(
  query: Query,
  day: string,
  size: { technicians: number; visitsEach: number } = BOARD_DAY,
): Promise<BoardDay> {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) throw new Error(`The board day must be YYYY-MM-DD, got '${day}'`);
  const tag = day.replaceAll('-', '');
  const technicians = (await query(
    `insert into employees (name, email, employee_type, title, color_theme, password_hash)
     select 'Board Tech ' || lpad(t::text, 2, '0'), 'board.tech.' || t || '.' || $2 || '@bench.plumbing',
       'plumber', 'Service Technician', (array['blue', 'green', 'orange', 'teal', 'red', 'purple'])[1 + t % 6],
       'not-a-password-hash'
     from generate_series(1, $1::int) t order by t
     returning id`,
    [size.technicians, tag],
  )) as { rows: { id: number }[] };
  const technicianIds = technicians.rows.map((row) => row.id).sort((a, b) => a - b);
  await query(
    `insert into work_orders (work_order_id, title, description, customer_name, city, status, type, assigned_to)
     select 'B' || $1 || '-' || n, ($2::text[])[1 + n % cardinality($2::text[])], 'Booked for the board benchmark.',
       'Customer ' || n, 'Springfield', 'open', 'task', ($3::int[])[1 + (n - 1) / $4::int]
     from generate_series(1, cardinality($3::int[]) * $4::int) n order by n`,
    [tag, JOBS, technicianIds, size.visitsEach],
  );
  const visits = (await query(
    `insert into visits (work_order_id, starts_at, ends_at, window_start, window_end, status)
     select id, starts_at, starts_at + interval '1 hour', starts_at, starts_at + interval '2 hours', 'scheduled'
     from (
       select w.id, ((($1::date + time '07:00') + (k % $3::int) * interval '75 minutes')
         at time zone (select time_zone from company_settings)) as starts_at
       from (select id, row_number() over (order by id) - 1 as k from work_orders where work_order_id like 'B' || $2 || '-%') w
     ) v
     order by id
     returning id`,
    [day, tag, size.visitsEach],
  )) as { rows: { id: number }[] };
  const visitIds = visits.rows.map((row) => row.id);
  await query(
    `insert into visit_technicians (visit_id, employee_id, role, during)
     select v.id, w.assigned_to, 'lead', tstzrange(v.starts_at, v.ends_at)
     from visits v join work_orders w on w.id = v.work_order_id where v.id = any($1::int[])`,
    [visitIds],
  );
  return { technicianIds, visitIds };
}
