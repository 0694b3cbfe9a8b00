import { and, eq, gte, inArray, lt, or, type SQL, sql } from 'drizzle-orm';
import { normalizePriority, WORK_ORDER_PRIORITIES } from '#shared/domain/work-order-priority.ts';
import {
  normalizeStatus,
  WORK_ORDER_STATUSES,
  type WorkOrderStatus,
} from '#shared/domain/work-order-status.ts';
import { WORK_ORDER_TYPES, type WorkOrderType } from '#shared/domain/work-order-type.ts';
import type { WorkOrderListQuery } from '#shared/schemas/list-query.ts';
import { visitHandBacks, workOrderAssignees, workOrders } from '../../../db/schema.ts';
import { AppError } from '../../../errors/app-error.ts';

/** Which list: every order, the paused jobs, or the ones needing follow-up (sidebar badge). */
export type WorkOrderScope = 'all' | 'on-hold' | 'need-follow-up';

/**
 * The orders the given employees are on: as tech, as office employee, or as assignees. One union
 * branch per index (assigned_to, assigned_office_employee, assignees by employee): an OR of these,
 * or an OR with an EXISTS, makes PostgreSQL read every work order.
 */
function ordersOfEmployees(employeeIds: SQL): SQL {
  return sql`select ${workOrders.id} from ${workOrders} where ${workOrders.assignedTo} in (${employeeIds})
    union select ${workOrders.id} from ${workOrders} where ${workOrders.assignedOfficeEmployee} in (${employeeIds})
    union select ${workOrderAssignees.workOrderId} from ${workOrderAssignees}
      where ${workOrderAssignees.employeeId} in (${employeeIds})`;
}

/**
 * `id = any(array(...))` rather than `id in (...)`: the id set is computed once, then its orders are
 * fetched by primary key. With IN, the planner expects many more matches than a search or an
 * employee usually has and joins them against an index walk over every work order instead.
 */
function idAmong(ids: SQL): SQL {
  return sql`${workOrders.id} = any(array(${ids}))`;
}

/** On the order as its tech, its office employee, or one of its assignees. */
function involvesEmployee(employeeId: number): SQL {
  return idAmong(ordersOfEmployees(sql`${employeeId}`));
}

function parseList<T extends string>(
  values: string[],
  normalize: (value: string) => T | undefined,
  name: string,
  allowed: readonly string[],
): T[] {
  return values.map((value) => {
    const parsed = normalize(value);
    if (!parsed) {
      const message = `Unknown ${name} '${value}'. Allowed: ${allowed.join(', ')}`;
      throw new AppError('bad_request', message, [{ field: name, message }]);
    }
    return parsed;
  });
}

const typeOf = (value: string) =>
  (WORK_ORDER_TYPES as readonly string[]).includes(value.toLowerCase())
    ? (value.toLowerCase() as WorkOrderType)
    : undefined;

/**
 * Status conditions written as constants, not parameters: a list's statement keeps one generic plan
 * (ADR 038), and PostgreSQL uses a partial index (the work lists' indexes over work not completed or
 * on hold, ADR 051) in a generic plan only when the query's own text proves the index's condition.
 */
const onHold = sql`${workOrders.status} = 'on-hold'`;
const notCompleted = sql`${workOrders.status} <> 'completed'`;

/**
 * The status filter as constants for the same reason (Current Tasks' open, in-progress proves
 * "not completed"). The values are WORK_ORDER_STATUSES entries, parsed before they get here; a
 * redundant constant condition beside parameters instead would be counted twice in the planner's
 * estimate and make it sort every match.
 */
function statusAmong(statuses: WorkOrderStatus[]): SQL {
  const known = statuses.filter((status) => (WORK_ORDER_STATUSES as readonly string[]).includes(status));
  return sql`${workOrders.status} in (${sql.raw(known.map((status) => `'${status}'`).join(', '))})`;
}

function scopeCondition(scope: WorkOrderScope): SQL | undefined {
  if (scope === 'on-hold') return onHold;
  if (scope === 'need-follow-up') {
    return and(
      notCompleted,
      or(
        eq(workOrders.type, 'follow-up'),
        sql`coalesce(trim(${workOrders.followUpReason}), '') <> ''`,
        sql`${workOrders.dueDate} < now()`,
      ),
    );
  }
  return undefined;
}

/**
 * The filters of a list query: the statuses, which a search also applies to work_order_search's own
 * column (ADR 035), and every other condition on work_orders.
 */
export type ListFilters = {
  /** The statuses asked for, parsed; undefined when the list is not filtered by status. */
  statuses: WorkOrderStatus[] | undefined;
  /** The same statuses as a condition on work_orders, written as constants (statusAmong). */
  status: SQL | undefined;
  /** Scope, priority, type, due dates and employee, all on work_orders. */
  others: SQL | undefined;
};

/** The filters of a list query as SQL. Bad values are a 400 naming what is allowed. */
export function listFilters(scope: WorkOrderScope, query: WorkOrderListQuery): ListFilters {
  const statuses = query.status?.length
    ? parseList(query.status, normalizeStatus, 'status', WORK_ORDER_STATUSES)
    : undefined;
  const conditions: (SQL | undefined)[] = [scopeCondition(scope)];
  if (query.priority?.length) {
    const priorities = parseList(query.priority, normalizePriority, 'priority', WORK_ORDER_PRIORITIES);
    conditions.push(inArray(workOrders.priority, priorities));
  }
  if (query.type?.length) {
    conditions.push(inArray(workOrders.type, parseList(query.type, typeOf, 'type', WORK_ORDER_TYPES)));
  }
  if (query.dueAfter) conditions.push(gte(workOrders.dueDate, query.dueAfter));
  if (query.dueBefore) conditions.push(lt(workOrders.dueDate, query.dueBefore));
  if (query.assignee !== undefined) conditions.push(involvesEmployee(query.assignee));
  // The status as a constant, so the partial index of the few waiting hand-backs answers it.
  if (query.handBack === 'awaiting-review') {
    conditions.push(
      idAmong(
        sql`select ${visitHandBacks.workOrderId} from ${visitHandBacks} where ${visitHandBacks.status} = 'awaiting-review'`,
      ),
    );
  }
  return {
    statuses,
    status: statuses?.length ? statusAmong(statuses) : undefined,
    others: and(...conditions),
  };
}
