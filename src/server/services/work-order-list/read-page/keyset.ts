import { and, type Column, eq, isNull, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import type { WorkOrderSort } from '#shared/domain/work-order-sorts.ts';
import type { CursorValue, WorkOrderCursor } from '#shared/schemas/work-order-cursor.ts';
import type { Db } from '../../../db/client.ts';
import { workOrders } from '../../../db/schema.ts';
import type { ListPlan } from '../plan.ts';
import { literalLimit } from './literal-limit.ts';

/**
 * Keyset paging of the indexed lists (ADR 037): a page that follows a cursor starts right after the
 * cursor's row, found by its sort key and id in the index the first page walks, instead of walking
 * and skipping every row before it as an offset does.
 */

/**
 * to_char's pattern for a point in time in a cursor: UTC to the microsecond, as PostgreSQL keeps it.
 * A JavaScript Date keeps milliseconds, and a cursor a fraction of a millisecond early or late would
 * repeat or skip the rows created within that millisecond.
 */
export const CURSOR_TIME_PATTERN = 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"';

const cursorTime = (column: Column) =>
  sql`to_char(${column} at time zone 'UTC', ${sql.raw(`'${CURSOR_TIME_PATTERN}'`)})`;

type Direction = 'asc' | 'desc';
type Nulls = 'first' | 'last';

/**
 * How a sort reads (as listOrder in plan/sort-order.ts has it): urgent work first or not, a key
 * column, then the id. `walk` is where the nulls sort in the order an index walk of the column gives
 * in this direction (indexes are NULLS LAST; read backwards, NULLS FIRST): PostgreSQL walks an index
 * for an ORDER BY only when the two agree. `nullable` columns put their nulls last in the list.
 */
type SortShape = {
  urgentFirst?: true;
  key: { column: Column; direction: Direction; walk: Nulls; type: 'timestamptz' | 'text'; nullable?: true };
  id: Direction;
};

const time = (column: Column, direction: Direction, walk: Nulls, nullable?: true) => ({
  column,
  direction,
  walk,
  type: 'timestamptz' as const,
  ...(nullable ? { nullable } : {}),
});
const created = workOrders.createdAt;

// created_at and updated_at are indexed descending, completed_at too; due_date and paused_at ascending.
// The priority sort is a day's work: urgent first, then due soonest (no due date last).
const SHAPES: Record<WorkOrderSort, SortShape> = {
  createdAt: { key: time(created, 'asc', 'first'), id: 'asc' },
  '-createdAt': { key: time(created, 'desc', 'last'), id: 'desc' },
  updatedAt: { key: time(workOrders.updatedAt, 'asc', 'first'), id: 'desc' },
  '-updatedAt': { key: time(workOrders.updatedAt, 'desc', 'last'), id: 'desc' },
  dueDate: { key: time(workOrders.dueDate, 'asc', 'last', true), id: 'desc' },
  '-dueDate': { key: time(workOrders.dueDate, 'desc', 'first', true), id: 'desc' },
  completedAt: { key: time(workOrders.completedAt, 'asc', 'first', true), id: 'desc' },
  '-completedAt': { key: time(workOrders.completedAt, 'desc', 'last', true), id: 'desc' },
  pausedAt: { key: time(workOrders.pausedAt, 'asc', 'last', true), id: 'desc' },
  '-pausedAt': { key: time(workOrders.pausedAt, 'desc', 'first', true), id: 'desc' },
  priority: { urgentFirst: true, key: time(workOrders.dueDate, 'asc', 'last', true), id: 'desc' },
  workOrderId: {
    key: { column: workOrders.workOrderId, direction: 'asc', walk: 'last', type: 'text' },
    id: 'desc',
  },
};

const isUrgent = sql`(${workOrders.priority} = 'urgent')`;
/**
 * The work that is not urgent, as an equality an index walk can start from: 'normal' is the one
 * other priority work_orders_priority_check allows.
 */
const notUrgent = eq(workOrders.priority, 'normal');

/** What a cursor keeps of a row, one value per entry of CURSOR_KEYS[sort]. */
function cursorKeyOf(sort: WorkOrderSort): SQL<CursorValue[]> {
  const { urgentFirst, key } = SHAPES[sort];
  const value = key.type === 'timestamptz' ? cursorTime(key.column) : sql`${key.column}`;
  return sql<CursorValue[]>`json_build_array(${urgentFirst ? sql`${isUrgent}, ` : sql``}${value})`;
}

/** One stretch of the list: the rows `where` picks, in `order`, which an index walk can give. */
type Stretch = { where: SQL | undefined; order: SQL[] };

const ordered = (column: Column, direction: Direction, nulls: Nulls) =>
  sql`${column} ${sql.raw(direction)} nulls ${sql.raw(nulls)}`;
const beyond = (direction: Direction) => sql.raw(direction === 'asc' ? '>' : '<');

/**
 * The rows after (key, id) among those with a key: a row comparison when key and id read the same
 * way, which PostgreSQL answers from an index on (key, id) or on the key alone; otherwise the bound
 * on the key is what the index reads, and the id only separates the rows that share the cursor's key.
 */
function afterKey(shape: SortShape, value: string, id: number): SQL {
  const { column, direction, type } = shape.key;
  const bound = sql`${value}::${sql.raw(type)}`;
  if (shape.id === direction) {
    return sql`(${column}, ${workOrders.id}) ${beyond(direction)} (${bound}, ${id})`;
  }
  return sql`${column} ${beyond(direction)}= ${bound} and (${column} ${beyond(direction)} ${bound} or ${workOrders.id} ${beyond(shape.id)} ${id})`;
}

/**
 * The stretches of one key's rows after the cursor's row, in list order, among the rows `within`
 * picks: a sort on a column that may be null reads the rows with a value from the column's index,
 * then those without one by id.
 */
function keyStretches(shape: SortShape, value: string | null, id: number, within?: SQL): Stretch[] {
  const { column, direction, walk } = shape.key;
  const order = [
    ordered(column, direction, walk),
    ordered(workOrders.id, shape.id, shape.id === 'asc' ? 'first' : 'last'),
  ];
  if (!shape.key.nullable) return [{ where: and(within, afterKey(shape, value as string, id)), order }];
  // Without a key the id alone orders the rows; written as the primary key reads it backwards.
  const nulls: Stretch = {
    where: and(within, isNull(column)),
    order: [sql`${workOrders.id} ${sql.raw(shape.id)}`],
  };
  if (value === null) {
    return [{ ...nulls, where: and(nulls.where, sql`${workOrders.id} ${beyond(shape.id)} ${id}`) }];
  }
  return [{ where: and(within, afterKey(shape, value, id)), order }, nulls];
}

/**
 * The stretches of the list after the cursor's row, in list order: at most three. The priority sort
 * reads the rest of the urgent work, then all the other work in the key's order (one index walk).
 */
function stretchesAfter(cursor: WorkOrderCursor): Stretch[] {
  const shape = SHAPES[cursor.sort];
  if (!shape.urgentFirst) {
    const [value] = cursor.key as [string | null];
    return keyStretches(shape, value, cursor.id);
  }
  const [urgent, value] = cursor.key as [boolean, string | null];
  const { column, direction, walk } = shape.key;
  const rest: Stretch = {
    where: notUrgent,
    order: [
      ordered(column, direction, walk),
      ordered(workOrders.id, shape.id, shape.id === 'asc' ? 'first' : 'last'),
    ],
  };
  return urgent
    ? [...keyStretches(shape, value, cursor.id, eq(workOrders.priority, 'urgent')), rest]
    : keyStretches(shape, value, cursor.id, notUrgent);
}

/**
 * The ids of the `limit` rows after the cursor, for `id in (...)`. Two stretches are read one after
 * the other: the second only for what the first leaves of the page, and not at all when it fills it.
 */
function idsAfterCursor(db: Db, where: SQL | undefined, cursor: WorkOrderCursor, limit: number): SQLWrapper {
  const select = (stretch: Stretch) =>
    db
      .select({ id: workOrders.id })
      .from(workOrders)
      .where(and(where, stretch.where))
      .orderBy(...stretch.order);
  const stretches = stretchesAfter(cursor);
  const rows = literalLimit(limit);
  const [first] = stretches;
  if (!first) throw new Error('a cursor has at least one stretch after it');
  if (stretches.length === 1) return select(first).limit(rows);
  // Each later stretch reads only what the ones before it left of the page. The last limit changes
  // no result; it tells the planner how few rows come, which it cannot tell from the inner ones:
  // estimating thousands, it compiled the statement (JIT) for 40 ms.
  const names = stretches.map((_, index) => sql.raw(`stretch_${index}`));
  const ctes = stretches.map((stretch, index) => {
    if (index === 0) return sql`${names[index]} as materialized (${select(stretch).limit(rows)})`;
    const before = names.slice(0, index).map((name) => sql`(select count(*) from ${name})`);
    const left = sql`${rows}::bigint - ${sql.join(before, sql` - `)}`;
    return sql`${names[index]} as materialized ((${select(stretch)}) limit (select ${left}))`;
  });
  const reads = names.map((name) => sql`select id from ${name}`);
  return sql`(with ${sql.join(ctes, sql`, `)}
    ${sql.join(reads, sql` union all `)}
    limit ${rows})`;
}

/**
 * The ids of a page read in index order, one more than the page to know whether more follow: from
 * the offset, or after the cursor's row. With them, each row's sort key as a cursor keeps it, for
 * the next page's cursor.
 */
export function indexedPageIds(
  db: Db,
  plan: Extract<ListPlan, { read: 'indexed' }>,
): { ids: SQLWrapper; cursorKey: SQL<CursorValue[]> } {
  const { where, order, cursor, limit } = plan;
  const ids = cursor
    ? idsAfterCursor(db, where, cursor, limit + 1)
    : db
        .select({ id: workOrders.id })
        .from(workOrders)
        .where(where)
        .orderBy(...order)
        .limit(literalLimit(limit + 1))
        .offset(plan.offset);
  return { ids, cursorKey: cursorKeyOf(plan.sort) };
}
