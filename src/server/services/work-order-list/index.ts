import type { WorkOrderListQuery } from '#shared/schemas/list-query.ts';
import type { PausedJobListItem, WorkOrderListItem } from '#shared/schemas/work-order.ts';
import type { Db } from '../../db/client.ts';
import type { WorkOrderScope } from './plan/filters.ts';
import { planList } from './plan.ts';
import { readPage } from './read-page.ts';
import { listItemsOf, pausedJobsOf } from './shape.ts';

/**
 * The work-order lists (Current Tasks, Follow-up, Paused Jobs, the phone pages), read in three
 * stages, each a file of this folder called once in turn:
 *
 * 1. plan.ts: the query's filters, search and sort as SQL conditions and an order, worked out once
 *    (its helpers in plan/);
 * 2. read-page.ts: the page and the list's total from the database (its helpers in read-page/);
 * 3. shape.ts: the rows as the API answers them.
 *
 * This file is the folder's only entry: code elsewhere imports from here, never from the stages.
 */

export type { WorkOrderScope } from './plan/filters.ts';
export { CURSOR_TIME_PATTERN } from './read-page/keyset.ts';

/**
 * A page of tasks (every order, or those needing follow-up): each row as its card or list row shows
 * it (WorkOrderListItemSchema). With `lightweight` (the phone pages) no latest note is read.
 */
export async function listWorkOrders(
  db: Db,
  scope: Exclude<WorkOrderScope, 'on-hold'>,
  query: WorkOrderListQuery,
): Promise<{ rows: WorkOrderListItem[]; total: number; nextCursor?: string }> {
  const plan = planList(scope, query);
  const { page, total, nextCursor } = await readPage(db, plan, 'card');
  const rows = listItemsOf(page, query.lightweight === true);
  return { rows, total, ...(nextCursor ? { nextCursor } : {}) };
}

/** A page of the paused jobs, every field of each: Paused Jobs filters, shows and exports them. */
export async function listPausedJobs(
  db: Db,
  query: WorkOrderListQuery,
): Promise<{ rows: PausedJobListItem[]; total: number; nextCursor?: string }> {
  const plan = planList('on-hold', query);
  const { page, total, nextCursor } = await readPage(db, plan, 'full');
  const rows = pausedJobsOf(page);
  return { rows, total, ...(nextCursor ? { nextCursor } : {}) };
}
