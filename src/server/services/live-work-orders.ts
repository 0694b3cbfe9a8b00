import { and, eq, isNull, type SQL } from 'drizzle-orm';
import { workOrders } from '../db/schema.ts';

/**
 * Not deleted (ADR 029). Every query that reads or writes work orders for the portal's screens says
 * this, so a deleted order answers 404 and counts nowhere; only Recently deleted, restore and the
 * purge look past it. The lists' indexes are partial on the same condition (db/schema/work-orders.ts).
 */
export const isLive: SQL = isNull(workOrders.deletedAt);

/** One live work order by its server id. */
export function liveWorkOrderById(id: number): SQL {
  return and(eq(workOrders.id, id), isLive) as SQL;
}
