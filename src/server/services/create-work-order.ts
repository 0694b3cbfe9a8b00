import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import {
  PAUSED_JOB_DEFAULT_VALUES,
  pausedJobDefaultDescription,
  pausedJobDefaultTitle,
} from '#shared/domain/paused-job-defaults.ts';
import type { CreatePausedJobSchema, CreateTaskSchema, WorkOrder } from '#shared/schemas/work-order.ts';
import { type Db, queryRows, type Tx } from '../db/client.ts';
import { workOrderAssignees, workOrders } from '../db/schema.ts';
import { aboutWorkOrder, recordActivity } from './activity-log.ts';
import { isUniqueViolation } from './db-errors.ts';
import type { EmployeeRow } from './employee-view.ts';
import { notify } from './notify.ts';
import { presentWorkOrder } from './work-order-detail.ts';
import {
  jobNumberTakenError,
  requireActiveEmployees,
  requireMayCompleteOrReopen,
  statusTimestamps,
  toColumns,
} from './work-order-rules.ts';

type NewTask = z.output<typeof CreateTaskSchema>;
type NewPausedJob = z.output<typeof CreatePausedJobSchema>;

/** Inserts an order with its assignees, activity line and assignment notifications, in one transaction. */
async function insertWorkOrder(
  tx: Tx,
  actor: EmployeeRow,
  columns: typeof workOrders.$inferInsert,
  assigneeIds: number[],
): Promise<WorkOrder> {
  // No check before the insert: the unique index decides, so two requests for one job # at the
  // same moment answer 201 and 409 (inTransaction), never two 201s or a 500.
  const now = new Date();
  const [row] = await tx
    .insert(workOrders)
    .values({ ...columns, ...statusTimestamps(null, columns.status ?? 'open', now), createdBy: actor.id })
    .returning();
  if (!row) throw new Error('insert returned no work order');
  const people = [...new Set(assigneeIds)];
  if (people.length > 0) {
    await tx
      .insert(workOrderAssignees)
      .values(people.map((employeeId) => ({ workOrderId: row.id, employeeId, assignedBy: actor.id })));
  }
  await recordActivity(tx, {
    ...aboutWorkOrder(row.id, row.workOrderId),
    action: 'created',
    newValue: {
      title: row.title,
      status: row.status,
      priority: row.priority,
      type: row.type,
      assignees: people,
    },
    actorId: actor.id,
  });
  await notify(tx, {
    kind: 'assignment',
    recipientIds: people,
    title: 'New assignment',
    message: `${actor.name} assigned you to #${row.workOrderId} ${row.title}`,
    workOrderId: row.id,
    actorId: actor.id,
  });
  return presentWorkOrder(tx, row);
}

/**
 * Everyone on a new job: the team, the technician and the office employee. The technician and the
 * office employee are roles on the job and also people on it, so the job window's Assignments,
 * GET /api/work-orders/{id}/assignments and the dashboard all name the same people.
 */
function peopleOf(
  team: number[] | undefined,
  technician: number | null | undefined,
  officeEmployee: number | null | undefined,
): number[] {
  return [...(team ?? []), ...[technician, officeEmployee].filter((id): id is number => Boolean(id))];
}

/** The unique index on open work's job numbers (db/schema/work-orders.ts). */
const OPEN_JOB_NUMBER_INDEX = 'work_orders_open_job_number_idx';

/**
 * The job # a new order is stored with (its `workOrderId` column), typed or drawn, and the input
 * field it came from, for the 409.
 */
type JobNumberUsed = { value?: string; field?: 'workOrderId' | 'jobNumber' };

async function inTransaction(
  db: Db,
  used: JobNumberUsed,
  run: (tx: Tx) => Promise<WorkOrder>,
): Promise<WorkOrder> {
  try {
    return await db.transaction(run);
  } catch (error) {
    if (used.value !== undefined && isUniqueViolation(error, OPEN_JOB_NUMBER_INDEX)) {
      throw jobNumberTakenError(used.value, used.field);
    }
    throw error;
  }
}

/**
 * POST /api/work-orders: the task form. The technician may come under any of its three
 * names; assignedTo wins, then assignedTech, then assignedTechEmployee.
 */
export async function createTask(db: Db, actor: EmployeeRow, input: NewTask): Promise<WorkOrder> {
  if (input.status === 'completed') requireMayCompleteOrReopen(actor);
  const { assignedTechEmployee, ...fields } = input;
  const assignedTo = input.assignedTo ?? input.assignedTech ?? assignedTechEmployee ?? null;
  const assignees = peopleOf(input.assignedEmployees, assignedTo, input.assignedOfficeEmployee);
  return inTransaction(db, { value: input.workOrderId }, async (tx) => {
    await requireActiveEmployees(tx, assignees, { field: 'assignedEmployees' });
    if (input.assignedOfficeEmployee) {
      await requireActiveEmployees(tx, [input.assignedOfficeEmployee], { field: 'assignedOfficeEmployee' });
    }
    const columns = { ...toColumns(fields), assignedTo } as typeof workOrders.$inferInsert;
    return insertWorkOrder(tx, actor, columns, assignees);
  });
}

/**
 * The number a new paused job is known by (ADR 055): the job # sent as `workOrderId`, else the Job
 * Number typed in the form (`jobNumber`), so the card, the heading, the log and the notifications
 * all show the one number the office typed. Only a job with neither gets a drawn number.
 */
function typedNumberOf(input: NewPausedJob): JobNumberUsed {
  if (input.workOrderId) return { value: input.workOrderId, field: 'workOrderId' };
  if (input.jobNumber) return { value: input.jobNumber, field: 'jobNumber' };
  return {};
}

/** POST /api/paused-jobs: a field left out or blank gets its default (shared/domain/paused-job-defaults.ts). */
export async function createPausedJob(db: Db, actor: EmployeeRow, input: NewPausedJob): Promise<WorkOrder> {
  const status = input.status ?? PAUSED_JOB_DEFAULT_VALUES.status;
  if (status === 'completed') requireMayCompleteOrReopen(actor);
  const assignedTo = input.assignedTo ?? null;
  const assignees = peopleOf(input.assignedEmployees, assignedTo, input.assignedOfficeEmployee);
  const used = typedNumberOf(input);
  return inTransaction(db, used, async (tx) => {
    if (assignedTo)
      await requireActiveEmployees(tx, [assignedTo], { field: 'assignedTo', plumbersOnly: true });
    await requireActiveEmployees(tx, input.assignedEmployees ?? [], { field: 'assignedEmployees' });
    if (input.assignedOfficeEmployee) {
      await requireActiveEmployees(tx, [input.assignedOfficeEmployee], { field: 'assignedOfficeEmployee' });
    }
    used.value ??= await freshPausedJobNumber(tx);
    const defaults = PAUSED_JOB_DEFAULT_VALUES;
    const columns = {
      ...toColumns(input),
      workOrderId: used.value,
      title: input.title || pausedJobDefaultTitle(input),
      description: input.description || pausedJobDefaultDescription(input),
      location: input.location || defaults.location,
      status,
      priority: input.priority ?? defaults.priority,
      type: input.type ?? defaults.type,
      assignedTo,
      preAuthStatus: input.preAuthStatus ?? defaults.preAuthStatus,
      authorizationStatus: input.authorizationStatus ?? defaults.authorizationStatus,
      rwpFormStatus: input.rwpFormStatus ?? defaults.rwpFormStatus,
      preAuthAmount: (input.preAuthAmount ?? defaults.preAuthAmount).toFixed(2),
      opcAmount: (input.opcAmount ?? defaults.opcAmount).toFixed(2),
    } as typeof workOrders.$inferInsert;
    return insertWorkOrder(tx, actor, columns, assignees);
  });
}

/**
 * 'P' + a timestamp, made unique by a sequence number after it (ADR 032): 'P1764150000123-42'.
 * Both come from the database, one clock and one counter for every server process. Drawn only for
 * a paused job sent with neither a job # nor a Job Number (ADR 055).
 */
async function freshPausedJobNumber(tx: Tx): Promise<string> {
  const [row] = await queryRows<{ number: string }>(
    tx,
    sql`select 'P' || floor(extract(epoch from clock_timestamp()) * 1000)::bigint || '-' || nextval('paused_job_number_seq') as number`,
  );
  if (!row) throw new Error('no paused job number');
  return row.number;
}
