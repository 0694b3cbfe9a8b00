import { z } from 'zod';
import { EMPLOYEE_TYPES } from '../domain/employee-type.ts';
import { WORK_ORDER_STATUSES } from '../domain/work-order-status.ts';
import { WORKLOAD_CAPACITY, WORKLOAD_PERIODS, type WorkloadPeriod } from '../domain/workload-level.ts';
import { pageParamsWithDefault } from './page-query.ts';
import { queryParam } from './query-param.ts';

export { WORKLOAD_CAPACITY };

export const TIME_ZONE_MESSAGE = 'tz must be an IANA time zone name, such as America/Chicago';

/** Region/City names only: offsets like '+01:00' mean the opposite sign to PostgreSQL. */
const TIME_ZONE_NAME = /^[A-Za-z][A-Za-z0-9_+-]*(\/[A-Za-z0-9_+-]+){0,2}$/;

/**
 * Zone names already resolved: building a DateTimeFormat is costly and every dashboard card asks
 * with the same few zones. Only names the runtime knows are kept, and a bounded number of them.
 */
const knownZones = new Map<string, string>();
const MAX_KNOWN_ZONES = 1000;

/** The canonical name of an IANA time zone, or undefined when the runtime does not know it. */
function canonicalTimeZone(value: string): string | undefined {
  const known = knownZones.get(value);
  if (known) return known;
  if (!TIME_ZONE_NAME.test(value)) return undefined;
  try {
    const canonical = new Intl.DateTimeFormat('en-US', { timeZone: value }).resolvedOptions().timeZone;
    if (knownZones.size >= MAX_KNOWN_ZONES) knownZones.clear();
    knownZones.set(value, canonical);
    return canonical;
  } catch {
    return undefined;
  }
}

/**
 * Whose "today", "this week" and "this month"; without it the server's own time zone. Unlike other
 * query parameters, an empty tz is refused, not taken as not sent (ADR 020): it means the client
 * could not tell its zone, and the server's days would be counted without anyone noticing.
 */
const TimeZoneQuerySchema = z
  .string({ error: TIME_ZONE_MESSAGE })
  .trim()
  .max(64, TIME_ZONE_MESSAGE)
  .transform((value, ctx) => {
    const canonical = canonicalTimeZone(value);
    if (canonical) return canonical;
    ctx.addIssue({ code: 'custom', message: TIME_ZONE_MESSAGE });
    return z.NEVER;
  })
  .optional()
  .meta({ description: 'IANA time zone for day, week and month boundaries; default: the server time zone' });

export const DashboardStatsQuerySchema = z.object({ tz: TimeZoneQuerySchema });

const count = (description: string) => z.number().int().min(0).meta({ description });

export const DashboardStatsSchema = z
  .object({
    total: count(
      'Active work orders now: status open or in-progress (on-hold and completed are not counted)',
    ),
    completedToday: count('Work orders completed (completedAt) since the start of today'),
    previousTotal: count(
      'Approximately what total was 30 days ago: orders created before then that were not completed by ' +
        'then (completedAt empty or later) and not on hold since before then (pausedAt). Status history is ' +
        'not kept, so an order reopened or paused and resumed in between counts by its current state, and ' +
        'deleted orders are not counted',
    ),
    completedYesterday: count('Work orders completed (completedAt) during yesterday'),
  })
  .meta({ description: 'Day boundaries are in the tz query parameter, else in the server time zone' });
export type DashboardStats = z.infer<typeof DashboardStatsSchema>;

const pageQuery = (defaultLimit: number) => z.object(pageParamsWithDefault(defaultLimit));

/** Urgent work that is not completed (on-hold included), oldest due date first. */
export const PriorityWorkOrdersQuerySchema = pageQuery(20);
export type PriorityWorkOrdersQuery = z.infer<typeof PriorityWorkOrdersQuerySchema>;

export const RecentWorkOrdersQuerySchema = pageQuery(10);
export type RecentWorkOrdersQuery = z.infer<typeof RecentWorkOrdersQuerySchema>;

/** A recent-task row: the names of the assignees, not their ids. */
export const RecentWorkOrderSchema = z.object({
  id: z.number().int(),
  workOrderId: z.string(),
  title: z.string(),
  assignedEmployee: z.string().nullable().meta({ description: 'Name of the assigned tech (assignedTo)' }),
  assignedOfficeEmployee: z.string().nullable().meta({ description: 'Name of the assigned office employee' }),
  status: z.enum(WORK_ORDER_STATUSES),
  dueDate: z.string().nullable(),
});
export type RecentWorkOrder = z.infer<typeof RecentWorkOrderSchema>;
export const RecentWorkOrderListSchema = z.array(RecentWorkOrderSchema);

export { WORKLOAD_PERIODS, type WorkloadPeriod };

export const EmployeeStatsQuerySchema = z.object({
  period: queryParam(
    z
      .enum(WORKLOAD_PERIODS, { error: `period must be one of: ${WORKLOAD_PERIODS.join(', ')}` })
      .default('all'),
  ).meta({
    description:
      'Which completed work counts: since Monday of this week, since the 1st of this month, in the last 30 days, or ever',
  }),
  tz: TimeZoneQuerySchema,
});

const WorkloadSchema = z.object({
  open: count('Open work orders the employee is on now (assignedTo or assignee)'),
  inProgress: count('In-progress work orders the employee is on now'),
  completed: count('Work orders the employee was on that were completed within the period'),
  total: count('open + inProgress + completed'),
  percentage: count(`(open + inProgress) out of ${WORKLOAD_CAPACITY}, as a whole percentage capped at 100`),
});
export type Workload = z.infer<typeof WorkloadSchema>;

/** Employee stats, one per active employee. */
export const EmployeeStatsSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  avatar: z.string().nullable().meta({ description: "The employee's photo" }),
  title: z.string().nullable(),
  employeeType: z.enum(EMPLOYEE_TYPES),
  workload: WorkloadSchema,
});
export type EmployeeStats = z.infer<typeof EmployeeStatsSchema>;
export const EmployeeStatsListSchema = z.array(EmployeeStatsSchema);
