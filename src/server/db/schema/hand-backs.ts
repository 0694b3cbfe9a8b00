import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  numeric,
  pgTable,
  serial,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { HAND_BACK_STATUSES } from '#shared/schemas/hand-back.ts';
import { employees } from './accounts.ts';
import { createdAt, timestamptz } from './column-types.ts';
import { visits } from './visits.ts';
import { attachments } from './work-order-content.ts';
import { workOrders } from './work-orders.ts';

/** 'a', 'b': constants of the code as SQL literals, for a check that must name them. */
const quoted = (values: readonly string[]) => values.map((value) => `'${value}'`).join(', ');

/**
 * The technician's hand-back of a visit (docs/decisions/068-visit-hand-back.md): written whole in
 * one transaction with its parts and photos. A visit has one that is not reopened; a reopened one
 * is kept beside its successor.
 */
export const visitHandBacks = pgTable(
  'visit_hand_backs',
  {
    id: serial('id').primaryKey(),
    visitId: integer('visit_id')
      .notNull()
      .references(() => visits.id, { onDelete: 'cascade' }),
    /** The visit's order, kept here so the order's list and its filter read one table. */
    workOrderId: integer('work_order_id')
      .notNull()
      .references(() => workOrders.id, { onDelete: 'cascade' }),
    /** Whose visit it was: the sender when on the visit, else the visit's lead. */
    technicianId: integer('technician_id').references(() => employees.id, { onDelete: 'set null' }),
    submittedBy: integer('submitted_by').references(() => employees.id, { onDelete: 'set null' }),
    workDone: text('work_done').notNull(),
    arrivedAt: timestamptz('arrived_at').notNull(),
    leftAt: timestamptz('left_at').notNull(),
    minutesOnSite: integer('minutes_on_site').notNull(),
    timeChangeReason: text('time_change_reason'),
    signOffKind: text('sign_off_kind').notNull(),
    signerName: text('signer_name'),
    notPresentReason: text('not_present_reason'),
    signatureAttachmentId: integer('signature_attachment_id').references(() => attachments.id, {
      onDelete: 'set null',
    }),
    signatureWidth: integer('signature_width'),
    signatureHeight: integer('signature_height'),
    outcome: text('outcome').notNull(),
    notFinishedReason: text('not_finished_reason'),
    returnNeeded: boolean('return_needed').notNull().default(false),
    waitingForPart: text('waiting_for_part'),
    signedAt: timestamptz('signed_at').notNull(),
    contentSha256: text('content_sha256').notNull(),
    status: text('status').notNull().default('awaiting-review'),
    reviewedAt: timestamptz('reviewed_at'),
    reviewedBy: integer('reviewed_by').references(() => employees.id, { onDelete: 'set null' }),
    reopenedAt: timestamptz('reopened_at'),
    reopenedBy: integer('reopened_by').references(() => employees.id, { onDelete: 'set null' }),
    reopenReason: text('reopen_reason'),
    createdAt: createdAt(),
    /** Moved on by review and reopen; a stale one is a 409 with the hand-back as it is. */
    version: integer('version').notNull().default(1),
  },
  (t) => [
    check('visit_hand_backs_status_check', sql`${t.status} in (${sql.raw(quoted(HAND_BACK_STATUSES))})`),
    check('visit_hand_backs_outcome_check', sql`${t.outcome} in ('done', 'not-finished')`),
    check(
      'visit_hand_backs_sign_off_check',
      sql`(${t.signOffKind} = 'signed' and ${t.signerName} is not null)
        or (${t.signOffKind} = 'customer-not-present' and ${t.notPresentReason} is not null)`,
    ),
    check('visit_hand_backs_minutes_check', sql`${t.minutesOnSite} between 1 and 1440`),
    check('visit_hand_backs_times_check', sql`${t.leftAt} > ${t.arrivedAt}`),
    check('visit_hand_backs_sha256_check', sql`${t.contentSha256} ~ '^[0-9a-f]{64}$'`),
    // One hand-back per visit unless reopened: the database holds it whatever writes at once.
    uniqueIndex('visit_hand_backs_one_per_visit_idx').on(t.visitId).where(sql`${t.status} <> 'reopened'`),
    index('visit_hand_backs_work_order_idx').on(t.workOrderId, t.createdAt.desc()),
    // "Orders with a hand-back awaiting review" (the task list's filter, the dashboard's count):
    // the few waiting rows only, never the reviewed history.
    index('visit_hand_backs_awaiting_review_idx')
      .on(t.workOrderId)
      .where(sql`${t.status} = 'awaiting-review'`),
  ],
);

export const visitHandBackParts = pgTable(
  'visit_hand_back_parts',
  {
    id: serial('id').primaryKey(),
    handBackId: integer('hand_back_id')
      .notNull()
      .references(() => visitHandBacks.id, { onDelete: 'cascade' }),
    /** The order the technician listed them in. */
    position: integer('position').notNull(),
    description: text('description').notNull(),
    quantity: numeric('quantity', { precision: 7, scale: 2 }).notNull(),
    partNumber: text('part_number'),
  },
  (t) => [
    check('visit_hand_back_parts_quantity_check', sql`${t.quantity} > 0 and ${t.quantity} <= 999`),
    index('visit_hand_back_parts_hand_back_idx').on(t.handBackId, t.position),
  ],
);

export const visitHandBackPhotos = pgTable(
  'visit_hand_back_photos',
  {
    id: serial('id').primaryKey(),
    handBackId: integer('hand_back_id')
      .notNull()
      .references(() => visitHandBacks.id, { onDelete: 'cascade' }),
    /** The photo is an attachment of the order; deleting it there drops it from the hand-back. */
    attachmentId: integer('attachment_id')
      .notNull()
      .references(() => attachments.id, { onDelete: 'cascade' }),
    label: text('label').notNull(),
    position: integer('position').notNull(),
  },
  (t) => [
    check('visit_hand_back_photos_label_check', sql`${t.label} in ('before', 'after')`),
    index('visit_hand_back_photos_hand_back_idx').on(t.handBackId, t.position),
  ],
);

/** Per job type, what a hand-back must carry; one row per type (migration 0018), all off at first. */
export const handBackRules = pgTable(
  'hand_back_rules',
  {
    workOrderType: text('work_order_type').primaryKey(),
    requireSignature: boolean('require_signature').notNull().default(false),
    requireAfterPhoto: boolean('require_after_photo').notNull().default(false),
    requireParts: boolean('require_parts').notNull().default(false),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
    updatedBy: integer('updated_by').references(() => employees.id, { onDelete: 'set null' }),
  },
  (t) => [
    check(
      'hand_back_rules_type_check',
      sql`${t.workOrderType} in ('plumbing-question', 'follow-up', 'contact-ho', 'need-pics', 'estimate-question', 'task')`,
    ),
  ],
);
