import { and, asc, eq, type SQL, sql } from 'drizzle-orm';
import type { VisitStatus } from '#shared/domain/visit-status.ts';
import type { WorkOrderPriority } from '#shared/domain/work-order-priority.ts';
import type { WorkOrderType } from '#shared/domain/work-order-type.ts';
import type { Visit } from '#shared/schemas/visit.ts';
import type { Executor } from '../../db/client.ts';
import { employees, visits, visitTechnicians, workOrders } from '../../db/schema.ts';
import { isLive } from '../live-work-orders.ts';

type CrewRow = { id: number; name: string; role: 'lead' | 'helper' };

/**
 * A visit's technicians as a JSON array, leads first, then helpers by name: gathered by the database
 * in the visit's own row, so a day of visits is one statement and one round trip, not two.
 */
const crewOfVisit = sql<CrewRow[]>`(
  select coalesce(json_agg(json_build_object('id', vt.employee_id, 'name', te.name, 'role', vt.role)
      order by vt.role = 'lead' desc, te.name, te.id), '[]'::json)
  from ${visitTechnicians} vt join ${employees} te on te.id = vt.employee_id
  where vt.visit_id = ${visits.id})`;

/**
 * The visit's live order, looked up by its key for each visit: a lateral subquery with a limit is
 * never turned into a join the planner may answer by reading every work order (it did, for a day
 * of 1,000 visits among 20,000 orders), and the board's days are a few hundred visits.
 */
function orderOfVisit(executor: Executor) {
  return executor
    .select({
      jobNumber: workOrders.workOrderId,
      title: workOrders.title,
      workOrderType: workOrders.type,
      workOrderPriority: workOrders.priority,
      customerName: workOrders.customerName,
      customerPhone: workOrders.customerPhone,
      location: workOrders.location,
      city: workOrders.city,
      office: workOrders.office,
    })
    .from(workOrders)
    .where(and(eq(workOrders.id, visits.workOrderId), isLive))
    .limit(1)
    .as('visit_order');
}

function selectVisitRows(executor: Executor, where: SQL, limit?: number) {
  const order = orderOfVisit(executor);
  const query = executor
    .select({
      id: visits.id,
      workOrderId: visits.workOrderId,
      jobNumber: order.jobNumber,
      title: order.title,
      workOrderType: order.workOrderType,
      workOrderPriority: order.workOrderPriority,
      customerName: order.customerName,
      customerPhone: order.customerPhone,
      location: order.location,
      city: order.city,
      office: order.office,
      startsAt: visits.startsAt,
      endsAt: visits.endsAt,
      windowStart: visits.windowStart,
      windowEnd: visits.windowEnd,
      note: visits.note,
      status: visits.status,
      statusChangedAt: visits.statusChangedAt,
      statusChangedById: visits.statusChangedBy,
      statusChangedByName: employees.name,
      arrivedAt: visits.arrivedAt,
      finishedAt: visits.finishedAt,
      version: visits.version,
      createdAt: visits.createdAt,
      crew: crewOfVisit,
    })
    .from(visits)
    .innerJoinLateral(order, sql`true`)
    .leftJoin(employees, eq(employees.id, visits.statusChangedBy))
    .where(where)
    .orderBy(asc(visits.startsAt), asc(visits.id));
  return limit === undefined ? query : query.limit(limit);
}

type VisitRow = Awaited<ReturnType<typeof selectVisitRows>>[number];

function toVisit(row: VisitRow): Visit {
  const { statusChangedById, statusChangedByName, crew, ...fields } = row;
  return {
    ...fields,
    workOrderType: row.workOrderType as WorkOrderType,
    workOrderPriority: row.workOrderPriority as WorkOrderPriority,
    status: row.status as VisitStatus,
    startsAt: row.startsAt.toISOString(),
    endsAt: row.endsAt.toISOString(),
    windowStart: row.windowStart.toISOString(),
    windowEnd: row.windowEnd.toISOString(),
    statusChangedAt: row.statusChangedAt.toISOString(),
    createdAt: row.createdAt.toISOString(),
    arrivedAt: row.arrivedAt?.toISOString() ?? null,
    finishedAt: row.finishedAt?.toISOString() ?? null,
    statusChangedBy:
      statusChangedById !== null && statusChangedByName !== null
        ? { id: statusChangedById, name: statusChangedByName }
        : null,
    technicians: crew.map(({ id, name, role }) => ({ id, name, role })),
  };
}

/** Visits of live work orders matching `where`, ordered by start, in one statement (crews included). */
export async function findVisits(executor: Executor, where: SQL, limit?: number): Promise<Visit[]> {
  const rows = await selectVisitRows(executor, where, limit);
  return rows.map(toVisit);
}

/** One visit of a live work order, or undefined. */
export async function findVisit(executor: Executor, id: number): Promise<Visit | undefined> {
  const [visit] = await findVisits(executor, eq(visits.id, id), 1);
  return visit;
}
