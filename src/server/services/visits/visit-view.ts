import { and, asc, desc, eq, type SQL } from 'drizzle-orm';
import type { VisitStatus } from '#shared/domain/visit-status.ts';
import type { WorkOrderPriority } from '#shared/domain/work-order-priority.ts';
import type { WorkOrderType } from '#shared/domain/work-order-type.ts';
import type { Visit } from '#shared/schemas/visit.ts';
import type { Executor } from '../../db/client.ts';
import { employees, visits, visitTechnicians, workOrders } from '../../db/schema.ts';
import { isLive } from '../live-work-orders.ts';

/** The columns of one visit as the API shows it: the visit, its order's summary, who set its status. */
const VISIT_COLUMNS = {
  id: visits.id,
  workOrderId: visits.workOrderId,
  jobNumber: workOrders.workOrderId,
  title: workOrders.title,
  workOrderType: workOrders.type,
  workOrderPriority: workOrders.priority,
  customerName: workOrders.customerName,
  customerPhone: workOrders.customerPhone,
  location: workOrders.location,
  city: workOrders.city,
  office: workOrders.office,
  startsAt: visits.startsAt,
  endsAt: visits.endsAt,
  windowStart: visits.windowStart,
  windowEnd: visits.windowEnd,
  note: visits.note,
  status: visits.status,
  statusChangedAt: visits.statusChangedAt,
  statusChangedById: visits.statusChangedBy,
  statusChangedByName: employees.name,
  version: visits.version,
  createdAt: visits.createdAt,
};

type VisitRow = Awaited<ReturnType<typeof selectVisitRows>>[number];
type TechnicianRow = { visitId: number; id: number; name: string; role: string };

function selectVisitRows(executor: Executor, where: SQL, limit?: number) {
  const query = executor
    .select(VISIT_COLUMNS)
    .from(visits)
    .innerJoin(workOrders, eq(workOrders.id, visits.workOrderId))
    .leftJoin(employees, eq(employees.id, visits.statusChangedBy))
    .where(where)
    .orderBy(asc(visits.startsAt), asc(visits.id));
  return limit === undefined ? query : query.limit(limit);
}

/**
 * The technicians of the visits `where` finds, in one query: leads first, then helpers by name. It
 * repeats the visits' conditions rather than listing their ids, so a long range sends no thousands
 * of parameters.
 */
function selectTechnicians(executor: Executor, where: SQL): Promise<TechnicianRow[]> {
  return executor
    .select({
      visitId: visitTechnicians.visitId,
      id: visitTechnicians.employeeId,
      name: employees.name,
      role: visitTechnicians.role,
    })
    .from(visitTechnicians)
    .innerJoin(visits, eq(visits.id, visitTechnicians.visitId))
    .innerJoin(workOrders, eq(workOrders.id, visits.workOrderId))
    .innerJoin(employees, eq(employees.id, visitTechnicians.employeeId))
    .where(where)
    .orderBy(desc(eq(visitTechnicians.role, 'lead')), asc(employees.name), asc(employees.id));
}

function toVisit(row: VisitRow, technicians: TechnicianRow[]): Visit {
  const { statusChangedById, statusChangedByName, ...fields } = row;
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
    statusChangedBy:
      statusChangedById !== null && statusChangedByName !== null
        ? { id: statusChangedById, name: statusChangedByName }
        : null,
    technicians: technicians.map(({ id, name, role }) => ({ id, name, role: role as 'lead' | 'helper' })),
  };
}

/**
 * Visits of live work orders matching `where`, ordered by start: one query for the visits and
 * their orders, one for all their technicians (never one per visit).
 */
export async function findVisits(executor: Executor, where: SQL, limit?: number): Promise<Visit[]> {
  const live = and(where, isLive) as SQL;
  const rows = await selectVisitRows(executor, live, limit);
  const technicians = rows.length === 0 ? [] : await selectTechnicians(executor, live);
  const byVisit = new Map<number, TechnicianRow[]>();
  for (const technician of technicians) {
    const list = byVisit.get(technician.visitId) ?? [];
    list.push(technician);
    byVisit.set(technician.visitId, list);
  }
  return rows.map((row) => toVisit(row, byVisit.get(row.id) ?? []));
}

/** One visit of a live work order, or undefined. */
export async function findVisit(executor: Executor, id: number): Promise<Visit | undefined> {
  const [visit] = await findVisits(executor, eq(visits.id, id), 1);
  return visit;
}
