import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  customType,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { employees } from './accounts.ts';
import { createdAt, timestamptz } from './column-types.ts';
import { workOrders } from './work-orders.ts';

/**
 * Visits (docs/decisions/064-visits-as-records.md): when a technician is at a job. Instants in
 * UTC; the company's time zone (company_settings) says what day and hour they are.
 */
export const visits = pgTable(
  'visits',
  {
    id: serial('id').primaryKey(),
    workOrderId: integer('work_order_id')
      .notNull()
      .references(() => workOrders.id, { onDelete: 'cascade' }),
    startsAt: timestamptz('starts_at').notNull(),
    endsAt: timestamptz('ends_at').notNull(),
    /** The arrival window the customer is told. */
    windowStart: timestamptz('window_start').notNull(),
    windowEnd: timestamptz('window_end').notNull(),
    note: text('note'),
    status: text('status').notNull().default('scheduled'),
    statusChangedAt: timestamptz('status_changed_at').notNull().defaultNow(),
    statusChangedBy: integer('status_changed_by').references(() => employees.id, { onDelete: 'set null' }),
    /** Stamped when the visit becomes on site, and by a hand-back's time on site. */
    arrivedAt: timestamptz('arrived_at'),
    /** Stamped when the visit becomes done or not finished, and by a hand-back's time on site. */
    finishedAt: timestamptz('finished_at'),
    createdBy: integer('created_by').references(() => employees.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
    /** Moved on by every write (services); a stale one is a 409 with the visit as it is. */
    version: integer('version').notNull().default(1),
  },
  (t) => [
    check(
      'visits_status_check',
      sql`${t.status} in ('scheduled', 'on-the-way', 'on-site', 'done', 'not-finished', 'cancelled')`,
    ),
    check(
      'visits_length_check',
      sql`${t.endsAt} > ${t.startsAt} and ${t.endsAt} - ${t.startsAt} <= interval '24 hours'`,
    ),
    check('visits_window_check', sql`${t.windowEnd} > ${t.windowStart}`),
    index('visits_work_order_idx').on(t.workOrderId, t.startsAt),
    // The board's range read: visits that overlap [from, to) start before `to` and end after `from`.
    index('visits_starts_at_idx').on(t.startsAt, t.endsAt),
    // Whether an order has a visit still to come (the Unscheduled tray): the few upcoming rows only.
    index('visits_upcoming_idx').on(t.workOrderId).where(sql`${t.status} in ('scheduled', 'on-the-way')`),
  ],
);

/** tstzrange, for the exclusion constraint that keeps one technician out of two visits at once. */
const tstzrange = customType<{ data: string }>({ dataType: () => 'tstzrange' });

/**
 * Who goes: one lead and any helpers per visit. `during` copies the visit's [starts_at, ends_at)
 * and `holds_time` is false once the visit is cancelled, so the exclusion constraint of migration
 * 0015 (btree_gist) refuses any two rows of one technician whose times overlap, whatever writes
 * them at whatever moment.
 */
export const visitTechnicians = pgTable(
  'visit_technicians',
  {
    visitId: integer('visit_id')
      .notNull()
      .references(() => visits.id, { onDelete: 'cascade' }),
    employeeId: integer('employee_id')
      .notNull()
      .references(() => employees.id, { onDelete: 'cascade' }),
    role: text('role').notNull(),
    during: tstzrange('during').notNull(),
    holdsTime: boolean('holds_time').notNull().default(true),
  },
  (t) => [
    primaryKey({ columns: [t.visitId, t.employeeId] }),
    check('visit_technicians_role_check', sql`${t.role} in ('lead', 'helper')`),
    uniqueIndex('visit_technicians_one_lead_idx').on(t.visitId).where(sql`${t.role} = 'lead'`),
    index('visit_technicians_employee_idx').on(t.employeeId),
  ],
);
