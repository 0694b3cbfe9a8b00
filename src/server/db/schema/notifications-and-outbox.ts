import { sql } from 'drizzle-orm';
import { bigserial, check, index, integer, pgTable, serial, text, uuid } from 'drizzle-orm/pg-core';
import { employees } from './accounts.ts';
import { createdAt, timestamptz } from './column-types.ts';
import { workOrders } from './work-orders.ts';

export const notifications = pgTable(
  'notifications',
  {
    id: serial('id').primaryKey(),
    employeeId: integer('employee_id')
      .notNull()
      .references(() => employees.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    title: text('title').notNull(),
    message: text('message').notNull(),
    workOrderId: integer('work_order_id').references(() => workOrders.id, { onDelete: 'set null' }),
    actorId: integer('actor_id').references(() => employees.id, { onDelete: 'set null' }),
    readAt: timestamptz('read_at'),
    createdAt: createdAt(),
  },
  (t) => [
    index('notifications_employee_created_idx').on(t.employeeId, t.createdAt.desc()),
    index('notifications_employee_unread_idx').on(t.employeeId).where(sql`${t.readAt} is null`),
  ],
);

/**
 * Email and SMS waiting to be sent, written in the same transaction as the change that causes
 * them, so a crash neither loses a message nor queues it twice (dedupe_key is unique). Delivery is
 * at least once; message_key lets the receiving end drop a repeat (ADR 031).
 */
export const outbox = pgTable(
  'outbox',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    channel: text('channel').notNull(),
    recipient: text('recipient').notNull(),
    subject: text('subject'),
    body: text('body').notNull(),
    dedupeKey: text('dedupe_key').notNull().unique(),
    /** Stable across attempts (ADR 031): the email's Message-ID and the SMS gateway's Idempotency-Key. */
    messageKey: uuid('message_key').notNull().defaultRandom(),
    status: text('status').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamptz('next_attempt_at').notNull().defaultNow(),
    lastError: text('last_error'),
    createdAt: createdAt(),
    sentAt: timestamptz('sent_at'),
  },
  (t) => [
    check('outbox_channel_check', sql`${t.channel} in ('email', 'sms')`),
    check('outbox_status_check', sql`${t.status} in ('pending', 'sending', 'sent', 'failed')`),
    index('outbox_due_idx').on(t.nextAttemptAt).where(sql`${t.status} = 'pending'`),
  ],
);
