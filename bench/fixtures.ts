import pg from 'pg';
import { CURSOR_TIME_PATTERN } from '../src/server/services/work-order-list/index.ts';
import { encodeWorkOrderCursor } from '../src/shared/schemas/work-order-cursor.ts';

/** Values from the measured data that the cases need (ids, words that occur). */
export type Fixtures = {
  totalOrders: number;
  /** The deep page's offset: 80% into the list, in whole pages of `BENCH_PAGE_SIZE`. */
  deepOffset: number;
  /**
   * The cursor that starts the same deep page (ADR 037): the sort key and id of the row just before
   * it, encoded as the server does. None when the list is too short to have a deep page.
   */
  deepCursor: string | undefined;
  /** A customer's last name as the office would type it to find a job. */
  searchWord: string;
  /** A word from a comment on a completed order, for the completed-tasks search. */
  commentWord: string;
  /** The order with the fewest comments among those with at least 50 (or the most commented one). */
  detailId: number;
  detailComments: number;
  /** The technician on the most orders: the largest assignee filter. */
  assigneeId: number;
  /**
   * The last ten digits of the newest customer phone not written as '(555) 466-8684', so the phone
   * search cases find a number typed in another spelling than the stored one.
   */
  phoneDigits: string;
  /** Open orders the write cases rotate over. */
  openIds: number[];
};

const WORD = /[A-Za-z]{5,}/g;

/** Rows per page of every list case. */
export const BENCH_PAGE_SIZE = 50;

/** pg.Client's and PGlite's query alike: the fixtures are read from either engine. */
export type Query = (text: string, params?: unknown[]) => Promise<{ rows: unknown[] }>;

async function one<T>(query: Query, text: string, what: string): Promise<T> {
  const result = await query(text);
  const row = result.rows[0] as T | undefined;
  if (!row) throw new Error(`The benchmark database has no ${what}`);
  return row;
}

/** The longest word of a text: distinctive enough to be a search a person would type. */
function longestWord(text: string): string | undefined {
  return (text.match(WORD) ?? []).sort((a, b) => b.length - a.length || a.localeCompare(b))[0];
}

export async function loadFixtures(url: string, writeRotation: number): Promise<Fixtures> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await readFixtures((text, params) => client.query(text, params), writeRotation);
  } finally {
    await client.end();
  }
}

export async function readFixtures(query: Query, writeRotation: number): Promise<Fixtures> {
  const { n: totalOrders } = await one<{ n: number }>(
    query,
    'select count(*)::int as n from work_orders',
    'work orders',
  );
  const deepOffset = Math.floor((totalOrders * 0.8) / BENCH_PAGE_SIZE) * BENCH_PAGE_SIZE;
  // The default order (-createdAt), read as the server reads a row's key for a cursor.
  const beforeDeep = (await query(
    `select to_char(created_at at time zone 'UTC', '${CURSOR_TIME_PATTERN}') as at, id from work_orders
     where deleted_at is null order by created_at desc nulls last, id desc nulls last offset $1 limit 1`,
    [deepOffset - 1],
  )) as { rows: { at: string; id: number }[] };
  const [last] = deepOffset > 0 ? beforeDeep.rows : [];
  const deepCursor = last && encodeWorkOrderCursor({ sort: '-createdAt', key: [last.at], id: last.id });
  const newest = await one<{ name: string }>(
    query,
    `select job_last_name as name from work_orders where coalesce(job_last_name, '') <> ''
     order by created_at desc, id desc limit 1`,
    'work order with a job last name',
  );
  const comment = await one<{ content: string }>(
    query,
    `select c.content from work_orders w join comments c on c.work_order_id = w.id
     where w.status = 'completed' order by w.completed_at desc nulls last, w.id desc, c.id desc limit 1`,
    'comment on a completed order',
  );
  const detail = await one<{ id: number; n: number }>(
    query,
    `select work_order_id as id, count(*)::int as n from comments group by work_order_id
     order by (count(*) >= 50) desc, case when count(*) >= 50 then count(*) else -count(*) end, work_order_id
     limit 1`,
    'comments',
  );
  const assignee = await one<{ id: number }>(
    query,
    `select assigned_to as id from work_orders where assigned_to is not null
     group by assigned_to order by count(*) desc, assigned_to limit 1`,
    'assigned work order',
  );
  const phone = await one<{ digits: string }>(
    query,
    `select right(regexp_replace(customer_phone, '[^0-9]', '', 'g'), 10) as digits from work_orders
     where length(regexp_replace(customer_phone, '[^0-9]', '', 'g')) >= 10
     order by customer_phone like '(%' , created_at desc, id desc limit 1`,
    'customer phone of ten digits',
  );
  // The detail case's order stays out of the write rotation so its comment count holds.
  const open = (await query(
    `select id from work_orders where status = 'open' and id <> $1 order by id desc limit $2`,
    [detail.id, writeRotation],
  )) as { rows: { id: number }[] };
  if (open.rows.length === 0) throw new Error('The benchmark database has no open work order');
  const commentWord = longestWord(comment.content);
  if (!commentWord) throw new Error(`No word of 5+ letters in the comment '${comment.content}'`);
  return {
    totalOrders,
    deepOffset,
    deepCursor,
    searchWord: newest.name,
    commentWord,
    detailId: detail.id,
    detailComments: detail.n,
    assigneeId: assignee.id,
    phoneDigits: phone.digits,
    openIds: open.rows.map((row) => row.id),
  };
}

/**
 * Puts back what the write cases changed, so a reused database keeps the data set it was seeded
 * with: the orders the PATCH case left in progress are open again (all of them were open), and the
 * POST case's comments are gone.
 */
export async function undoBenchWrites(url: string, fixtures: Fixtures, benchComment: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(
      `update work_orders set status = 'open' where id = any($1) and status = 'in-progress'`,
      [fixtures.openIds],
    );
    await client.query('delete from comments where work_order_id = any($1) and content = $2', [
      fixtures.openIds,
      benchComment,
    ]);
  } finally {
    await client.end();
  }
}
