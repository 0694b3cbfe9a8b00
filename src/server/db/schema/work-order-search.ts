import { sql } from 'drizzle-orm';
import { boolean, customType, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { timestamptz } from './column-types.ts';
import { workOrders } from './work-orders.ts';

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/**
 * The search document of each work order (ADR 035), one row per order, written only by the
 * database's own triggers (migration 0007) in the same transaction as the change it follows: the
 * order's own text, its people's names, its comments, its questions and answers. It repeats the
 * order's status, dates and deletion so that a search page is read from this table's indexes in
 * the list's order and stops after the page, instead of reading every match to sort them.
 */
export const workOrderSearch = pgTable(
  'work_order_search',
  {
    workOrderId: integer('work_order_id')
      .primaryKey()
      .references(() => workOrders.id, { onDelete: 'cascade' }),
    status: text('status').notNull(),
    createdAt: timestamptz('created_at').notNull(),
    completedAt: timestamptz('completed_at'),
    /** work_orders.deleted_at is not null. */
    deleted: boolean('deleted').notNull().default(false),
    /** Own fields (job #, title, description, notes, customer, job last name, location, city) weight A, people weight B. */
    own: tsvector('own').notNull(),
    /** Every word of the order, own and people included, comments and questions too: no positions, no weights. */
    doc: tsvector('doc').notNull(),
  },
  (t) => {
    const live = sql`not ${t.deleted}`;
    return [
      index('work_order_search_own_idx').using('gin', t.own),
      index('work_order_search_doc_idx').using('gin', t.doc),
      // The orders of a search page, newest first, filtered as they are walked (ADR 035).
      index('work_order_search_created_idx').on(t.createdAt.desc(), t.workOrderId.desc()).where(live),
      index('work_order_search_status_created_idx')
        .on(t.status, t.createdAt.desc(), t.workOrderId.desc())
        .where(live),
      index('work_order_search_completed_idx')
        .on(t.completedAt.desc(), t.workOrderId.desc())
        .where(sql`${t.status} = 'completed' and ${live}`),
    ];
  },
);
