import { asc, count, desc, eq, inArray } from 'drizzle-orm';
import type { ScheduleTray, TrayItem } from '#shared/schemas/visit.ts';
import type { Executor } from '../../db/client.ts';
import { workOrders } from '../../db/schema.ts';
import { isoOrNull } from '../iso-or-null.ts';
import { toWorkOrder, type WorkOrderRow } from '../work-order-view.ts';
import { readyEvidence } from './ready-evidence.ts';
import { type TrayFilters, trayConditions } from './tray-conditions.ts';

/** Held orders read per round while looking for ready ones: a few hundred are on hold at a time. */
const HELD_BATCH = 200;

const trayColumns = {
  id: workOrders.id,
  workOrderId: workOrders.workOrderId,
  title: workOrders.title,
  type: workOrders.type,
  priority: workOrders.priority,
  status: workOrders.status,
  dueDate: workOrders.dueDate,
  customerName: workOrders.customerName,
  city: workOrders.city,
  office: workOrders.office,
  assignedTo: workOrders.assignedTo,
};
type TrayRow = Pick<WorkOrderRow, keyof typeof trayColumns>;

function toTrayItem(row: TrayRow, evidence: string[] = []): TrayItem {
  return {
    workOrderId: row.id,
    jobNumber: row.workOrderId,
    title: row.title,
    type: row.type as TrayItem['type'],
    priority: row.priority as TrayItem['priority'],
    status: row.status,
    dueDate: isoOrNull(row.dueDate),
    customerName: row.customerName,
    city: row.city,
    office: row.office,
    assignedTo: row.assignedTo,
    evidence,
  };
}

/**
 * Held orders with no visit to come that are ready to return by the one rule (the hold insights of
 * work-order-view.ts, docs/decisions/056-ready-to-return.md), longest on hold first. Read in
 * batches along work_orders_paused_at_idx until `limit` are found.
 */
async function readyToReturn(db: Executor, filters: TrayFilters, limit: number): Promise<TrayItem[]> {
  const where = trayConditions(db, filters, eq(workOrders.status, 'on-hold'));
  const found: TrayItem[] = [];
  const now = new Date();
  for (let offset = 0; found.length < limit; offset += HELD_BATCH) {
    const rows = await db
      .select()
      .from(workOrders)
      .where(where)
      .orderBy(asc(workOrders.pausedAt), desc(workOrders.id))
      .limit(HELD_BATCH)
      .offset(offset);
    for (const row of rows) {
      const order = toWorkOrder(row, [], now);
      if (order.holdInsights?.readyToReturn) found.push(toTrayItem(row, readyEvidence(order)));
    }
    if (rows.length < HELD_BATCH) break;
  }
  return found.slice(0, limit);
}

/**
 * What still needs a visit: held jobs ready to return, then open and in-progress work with no
 * visit to come, urgent first, then by due date (none last), then oldest; with the count of all.
 * The page is sorted from the open work alone (an index of work not completed), a few percent of
 * the orders: a separate index in the tray's order made the planner walk it for Current Tasks too.
 */
export async function getScheduleTray(
  db: Executor,
  query: TrayFilters & { limit: number },
): Promise<ScheduleTray> {
  const where = trayConditions(db, query, inArray(workOrders.status, ['open', 'in-progress']));
  const [ready, unscheduled, [total]] = await Promise.all([
    readyToReturn(db, query, query.limit),
    db
      .select(trayColumns)
      .from(workOrders)
      .where(where)
      .orderBy(desc(workOrders.priority), asc(workOrders.dueDate), asc(workOrders.id))
      .limit(query.limit),
    db.select({ total: count() }).from(workOrders).where(where),
  ]);
  return {
    readyToReturn: ready,
    unscheduled: unscheduled.map((row) => toTrayItem(row)),
    unscheduledTotal: total?.total ?? 0,
  };
}
