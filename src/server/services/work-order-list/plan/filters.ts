import { and, asc, type Column, eq, gte, inArray, lt, or, type SQL, sql } from 'drizzle-orm';
import { normalizePriority, WORK_ORDER_PRIORITIES } from '#shared/domain/work-order-priority.ts';
import {
  normalizeStatus,
  WORK_ORDER_STATUSES,
  type WorkOrderStatus,
} from '#shared/domain/work-order-status.ts';
import { WORK_ORDER_TYPES, type WorkOrderType } from '#shared/domain/work-order-type.ts';
import type { WorkOrderListQuery } from '#shared/schemas/list-query.ts';
import { workOrderAssignees, workOrders } from '../db/schema.ts';
import { AppError } from '../http/app-error.ts';
import { isLive } from './live-work-orders.ts';
import { type SearchFilters, searchCondition } from './work-order-search.ts';

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
 * The filters of a list query in two parts: the statuses, which a search also applies to
 * work_order_search's own column (ADR 035), and every other condition on work_orders. Bad values are
 * a 400 naming what is allowed.
 */
export function listFilters(scope: WorkOrderScope, query: WorkOrderListQuery): SearchFilters {
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
  return { statuses, others: and(...conditions) };
}

/** Every filter of the list query as SQL on work_orders, the search included. */
export function listConditions(scope: WorkOrderScope, query: WorkOrderListQuery): SQL | undefined {
  const { statuses, others } = listFilters(scope, query);
  // Live orders only (ADR 029): the id sets of a search or an employee filter may name deleted
  // orders, this condition on the list itself leaves them out.
  return and(
    isLive,
    statuses?.length ? statusAmong(statuses) : undefined,
    others,
    query.search ? searchCondition(query.search) : undefined,
  );
}

/**
 * Drizzle declares `.desc()` index columns as DESC NULLS LAST, while a plain ORDER BY ... DESC means
 * NULLS FIRST, and PostgreSQL walks an index for an ORDER BY only when both agree (ascending, read
 * backwards: ASC NULLS FIRST). For the NOT NULL columns below (created_at, updated_at, id) spelling
 * out the index's null order changes no result and lets a page be read straight from
 * work_orders_created_idx, work_orders_status_created_idx or work_orders_updated_at_idx instead of
 * sorting every matching row.
 */
const newestFirst = (column: Column) => sql`${column} desc nulls last`;
const oldestFirst = (column: Column) => sql`${column} asc nulls first`;

export function listOrder(query: WorkOrderListQuery): SQL[] {
  const tieBreak = newestFirst(workOrders.id);
  switch (query.sort ?? '-createdAt') {
    case 'createdAt':
      return [oldestFirst(workOrders.createdAt), oldestFirst(workOrders.id)];
    case 'updatedAt':
      return [oldestFirst(workOrders.updatedAt), tieBreak];
    case '-updatedAt':
      return [newestFirst(workOrders.updatedAt), tieBreak];
    case 'dueDate':
      return [sql`${workOrders.dueDate} asc nulls last`, tieBreak];
    case '-dueDate':
      return [sql`${workOrders.dueDate} desc nulls last`, tieBreak];
    case 'completedAt':
      return [sql`${workOrders.completedAt} asc nulls last`, tieBreak];
    case '-completedAt':
      return [sql`${workOrders.completedAt} desc nulls last`, tieBreak];
    case 'pausedAt':
      return [sql`${workOrders.pausedAt} asc nulls last`, tieBreak];
    case '-pausedAt':
      return [sql`${workOrders.pausedAt} desc nulls last`, tieBreak];
    case 'priority':
      // A day's work: urgent first ('urgent' sorts after 'normal', the only two priorities
      // work_orders_priority_check allows), then due soonest, no due date last.
      return [
        sql`${workOrders.priority} desc nulls last`,
        sql`${workOrders.dueDate} asc nulls last`,
        tieBreak,
      ];
    case 'workOrderId':
      return [asc(workOrders.workOrderId), tieBreak];
    default:
      return [newestFirst(workOrders.createdAt), tieBreak];
  }
}
