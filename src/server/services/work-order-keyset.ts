import { and, type Column, eq, isNull, ne, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import type { WorkOrderSort } from '#shared/domain/work-order-sorts.ts';
import type { CursorValue, WorkOrderCursor } from '#shared/schemas/work-order-cursor.ts';
import type { Db } from '../db/client.ts';
import { literalLimit } from '../db/literal-limit.ts';
import { workOrders } from '../db/schema.ts';

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
 * How a sort reads (as listOrder in work-order-filters.ts has it): urgent work first or not, a key
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
  priority: { urgentFirst: true, key: time(created, 'desc', 'last'), id: 'desc' },
  workOrderId: {
    key: { column: workOrders.workOrderId, direction: 'asc', walk: 'last', type: 'text' },
    id: 'desc',
  },
};

const isUrgent = sql`(${workOrders.priority} = 'urgent')`;

/** What a cursor keeps of a row, one value per entry of CURSOR_KEYS[sort]. */
export function cursorKeyOf(sort: WorkOrderSort): SQL<CursorValue[]> {
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
 * The stretches of the list after the cursor's row, in list order: at most two. A sort on a column
 * that may be null reads the rows with a value from the column's index, then those without one by
 * id; the priority sort reads urgent work, then the rest, each newest first from the creation index.
 */
function stretchesAfter(cursor: WorkOrderCursor): Stretch[] {
  const shape = SHAPES[cursor.sort];
  const { column, direction, walk } = shape.key;
  const order = [
    ordered(column, direction, walk),
    ordered(workOrders.id, shape.id, shape.id === 'asc' ? 'first' : 'last'),
  ];
  if (shape.urgentFirst) {
    const [urgent, at] = cursor.key as [boolean, string];
    const rest: Stretch = { where: ne(workOrders.priority, 'urgent'), order };
    const within = afterKey(shape, at, cursor.id);
    return urgent
      ? [{ where: and(eq(workOrders.priority, 'urgent'), within), order }, rest]
      : [{ where: and(rest.where, within), order }];
  }
  const [value] = cursor.key as [string | null];
  if (!shape.key.nullable) return [{ where: afterKey(shape, value as string, cursor.id), order }];
  // Without a key the id alone orders the rows; written as the primary key reads it backwards.
  const nulls: Stretch = { where: isNull(column), order: [sql`${workOrders.id} ${sql.raw(shape.id)}`] };
  if (value === null) {
    return [{ ...nulls, where: and(nulls.where, sql`${workOrders.id} ${beyond(shape.id)} ${cursor.id}`) }];
  }
  return [{ where: afterKey(shape, value, cursor.id), order }, nulls];
}

/**
 * The ids of the `limit` rows after the cursor, for `id in (...)`. Two stretches are read one after
 * the other: the second only for what the first leaves of the page, and not at all when it fills it.
 */
export function idsAfterCursor(
  db: Db,
  where: SQL | undefined,
  cursor: WorkOrderCursor,
  limit: number,
): SQLWrapper {
  const select = (stretch: Stretch) =>
    db
      .select({ id: workOrders.id })
      .from(workOrders)
      .where(and(where, stretch.where))
      .orderBy(...stretch.order);
  const [first, second] = stretchesAfter(cursor);
  if (!first) throw new Error('a cursor has at least one stretch after it');
  const rows = literalLimit(limit);
  if (!second) return select(first).limit(rows);
  // The last limit changes no result; it tells the planner how few rows come, which it cannot tell
  // from the second one: estimating thousands, it compiled the statement (JIT) for 40 ms.
  return sql`(with head as materialized (${select(first).limit(rows)})
    select id from head
    union all (${select(second)} limit (select ${rows}::bigint - count(*) from head))
    limit ${rows})`;
}
