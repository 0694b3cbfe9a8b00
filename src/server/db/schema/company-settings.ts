import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, numeric, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { employees } from './accounts.ts';
import { createdAt, timestamptz } from './column-types.ts';

/**
 * The company's settings, edited by management (/company-settings): one row, id 1, made by
 * migration 0015 with its defaults.
 */
export const companySettings = pgTable(
  'company_settings',
  {
    id: integer('id').primaryKey().default(1),
    timeZone: text('time_zone').notNull(),
    customerMessagesEnabled: boolean('customer_messages_enabled').notNull().default(false),
    messageScheduled: text('message_scheduled').notNull(),
    messageWindowChanged: text('message_window_changed').notNull(),
    messageOnTheWay: text('message_on_the_way').notNull(),
    version: integer('version').notNull().default(1),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
    updatedBy: integer('updated_by').references(() => employees.id, { onDelete: 'set null' }),
  },
  (t) => [check('company_settings_one_row_check', sql`${t.id} = 1`)],
);

/** A technician's hours and daily capacity; a technician without a row has the defaults (services). */
export const technicianSchedules = pgTable('technician_schedules', {
  employeeId: integer('employee_id')
    .primaryKey()
    .references(() => employees.id, { onDelete: 'cascade' }),
  /** Weekdays worked, 0 Sunday … 6 Saturday. */
  workDays: integer('work_days').array().notNull(),
  workStart: text('work_start').notNull(),
  workEnd: text('work_end').notNull(),
  maxVisitsPerDay: integer('max_visits_per_day').notNull(),
  maxHoursPerDay: numeric('max_hours_per_day', { precision: 4, scale: 1, mode: 'number' }).notNull(),
  updatedAt: timestamptz('updated_at').notNull().defaultNow(),
});

export const technicianTimeOff = pgTable(
  'technician_time_off',
  {
    id: serial('id').primaryKey(),
    employeeId: integer('employee_id')
      .notNull()
      .references(() => employees.id, { onDelete: 'cascade' }),
    startsAt: timestamptz('starts_at').notNull(),
    endsAt: timestamptz('ends_at').notNull(),
    reason: text('reason'),
    createdBy: integer('created_by').references(() => employees.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    check('technician_time_off_length_check', sql`${t.endsAt} > ${t.startsAt}`),
    index('technician_time_off_employee_idx').on(t.employeeId, t.startsAt),
  ],
);
