import { and, eq, inArray, notExists, type SQL, sql } from 'drizzle-orm';
import { UPCOMING_STATUSES } from '#shared/domain/visit-status.ts';
import type { WorkOrderType } from '#shared/domain/work-order-type.ts';
import type { Executor } from '../../db/client.ts';
import { visits, workOrders } from '../../db/schema.ts';
import { isLive } from '../live-work-orders.ts';

export type TrayFilters = {
  office?: string | undefined;
  city?: string | undefined;
  type?: WorkOrderType | undefined;
};

const sameText = (column: typeof workOrders.office | typeof workOrders.city, value: string) =>
  sql`lower(${column}) = lower(${value})`;

/**
 * The conditions both halves of the tray share: a live order, the office, city and type asked for,
 * and no visit still to come (scheduled or on the way). The visit lookup is one probe of
 * visits_work_order_idx per order.
 */
export function trayConditions(db: Executor, filters: TrayFilters, statusCondition: SQL): SQL {
  const upcoming = db
    .select({ one: sql`1` })
    .from(visits)
    .where(and(eq(visits.workOrderId, workOrders.id), inArray(visits.status, [...UPCOMING_STATUSES])));
  const conditions: SQL[] = [isLive, statusCondition, notExists(upcoming)];
  if (filters.office) conditions.push(sameText(workOrders.office, filters.office));
  if (filters.city) conditions.push(sameText(workOrders.city, filters.city));
  if (filters.type) conditions.push(eq(workOrders.type, filters.type));
  return and(...conditions) as SQL;
}
