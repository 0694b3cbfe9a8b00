import { sql } from 'drizzle-orm';
import { bigserial, check, index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { employees } from './accounts.ts';
import { createdAt } from './column-types.ts';

/** What happened: the activity log people read, and the change events the live updates replay. */

/**
 * Who changed what and when. No foreign key to work_orders: a deleted order's last state stays
 * here (snapshot) so "who deleted job 48213 and what was in it" can be answered.
 */
export const activityLog = pgTable(
  'activity_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    entityType: text('entity_type').notNull(),
    entityId: integer('entity_id').notNull(),
    /** The job number at the time, so a deleted order can still be found by it. */
    entityLabel: text('entity_label'),
    action: text('action').notNull(),
    field: text('field'),
    oldValue: jsonb('old_value'),
    newValue: jsonb('new_value'),
    snapshot: jsonb('snapshot'),
    actorId: integer('actor_id').references(() => employees.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    check(
      'activity_entity_type_check',
      sql`${t.entityType} in ('work_order', 'employee', 'company_settings')`,
    ),
    index('activity_entity_idx').on(t.entityType, t.entityId, t.createdAt.desc()),
    index('activity_created_idx').on(t.createdAt.desc()),
    index('activity_actor_idx').on(t.actorId, t.createdAt.desc()),
    index('activity_label_idx').on(t.entityLabel),
  ],
);

/**
 * What changed, for the live updates (GET /api/events, ADR 044): one row per changed work order or
 * notified employee, written by the triggers of migration 0009 in the writing transaction, so every
 * process hears it (NOTIFY) and a stream that reconnects replays what it missed (Last-Event-ID).
 * Kinds that start with 'session.' are for the servers only. Rows older than a day are swept.
 * A work order's event also carries its status before and after the statement (null: not a live
 * order then), so a screen can tell that a list filtered by status neither held it nor will
 * (migration 0019).
 */
export const portalEvents = pgTable(
  'portal_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    kind: text('kind').notNull(),
    workOrderId: integer('work_order_id'),
    employeeId: integer('employee_id'),
    statusBefore: text('status_before'),
    statusAfter: text('status_after'),
    changedColumns: text('changed_columns').array(),
    createdAt: createdAt(),
  },
  (t) => [index('portal_events_created_idx').on(t.createdAt)],
);
