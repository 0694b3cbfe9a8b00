import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { employees } from './accounts.ts';
import { createdAt, timestamptz } from './column-types.ts';
import { workOrders } from './work-orders.ts';

/** What employees add under a work order: comments, questions and answers, files. */

export const comments = pgTable(
  'comments',
  {
    id: serial('id').primaryKey(),
    workOrderId: integer('work_order_id')
      .notNull()
      .references(() => workOrders.id, { onDelete: 'cascade' }),
    authorId: integer('author_id').references(() => employees.id, { onDelete: 'set null' }),
    content: text('content').notNull(),
    type: text('type').notNull().default('note'),
    notifyAdmin: boolean('notify_admin').notNull().default(false),
    /** When the author wrote it: a note written offline carries its own time (ADR 057). */
    createdAt: createdAt(),
    /** When the server took it in: later than createdAt for a note that waited on a phone. */
    receivedAt: timestamptz('received_at').notNull().defaultNow(),
  },
  (t) => [
    check('comments_type_check', sql`${t.type} in ('note', 'update')`),
    index('comments_work_order_created_idx').on(t.workOrderId, t.createdAt.desc()),
  ],
);

export const questions = pgTable(
  'questions',
  {
    id: serial('id').primaryKey(),
    workOrderId: integer('work_order_id')
      .notNull()
      .references(() => workOrders.id, { onDelete: 'cascade' }),
    question: text('question').notNull(),
    answer: text('answer'),
    askedBy: integer('asked_by').references(() => employees.id, { onDelete: 'set null' }),
    answeredBy: integer('answered_by').references(() => employees.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    answeredAt: timestamptz('answered_at'),
  },
  (t) => [index('questions_work_order_idx').on(t.workOrderId)],
);

export const attachments = pgTable(
  'attachments',
  {
    id: serial('id').primaryKey(),
    workOrderId: integer('work_order_id')
      .notNull()
      .references(() => workOrders.id, { onDelete: 'cascade' }),
    /** The uploader's original name: metadata only, never a path. */
    fileName: text('file_name').notNull(),
    fileType: text('file_type').notNull(),
    fileSize: integer('file_size').notNull(),
    /** Server-chosen name under DATA_DIR/uploads. */
    storageKey: text('storage_key').notNull().unique(),
    description: text('description'),
    isImage: boolean('is_image').notNull().default(false),
    uploadedBy: integer('uploaded_by').references(() => employees.id, { onDelete: 'set null' }),
    uploadedAt: timestamptz('uploaded_at').notNull().defaultNow(),
  },
  (t) => [index('attachments_work_order_idx').on(t.workOrderId, t.uploadedAt.desc())],
);
