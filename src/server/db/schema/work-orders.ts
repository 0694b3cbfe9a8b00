import { type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgSequence,
  pgTable,
  primaryKey,
  serial,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { employees } from './accounts.ts';
import { createdAt, day, money, timestamptz } from './column-types.ts';

/**
 * A phone number's digits alone: how the phone search compares numbers (services/work-order-list/plan/phone-search.ts)
 * and what work_orders_customer_phone_digits_idx holds, so '555-466-8684', '(555) 466 8684' and
 * '+1 555 466 8684' are all found by '5554668684'. The query must spell it exactly so to use the index.
 */
export const phoneDigitsOf = (phone: SQLWrapper): SQL => sql`regexp_replace(${phone}, '[^0-9]', '', 'g')`;

/**
 * Numbers for paused jobs created with neither a job # nor a Job Number (ADR 032, ADR 055): unique
 * however many arrive at once.
 */
export const pausedJobNumberSeq = pgSequence('paused_job_number_seq');

export const workOrders = pgTable(
  'work_orders',
  {
    id: serial('id').primaryKey(),
    /** The job number the office types, shown as '#'. */
    workOrderId: text('work_order_id').notNull(),
    jobNumber: text('job_number'),
    jobLastName: text('job_last_name'),
    customerName: text('customer_name'),
    customerPhone: text('customer_phone'),
    customerEmail: text('customer_email'),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    notes: text('notes'),
    status: text('status').notNull().default('open'),
    priority: text('priority').notNull().default('normal'),
    type: text('type').notNull().default('task'),
    dueDate: timestamptz('due_date'),
    location: text('location'),
    city: text('city'),
    office: text('office'),
    techAssigned: text('tech_assigned'),
    externalJobNumber: text('external_job_number'),
    followUpReason: text('follow_up_reason'),
    assignedTo: integer('assigned_to').references(() => employees.id, { onDelete: 'set null' }),
    assignedOfficeEmployee: integer('assigned_office_employee').references(() => employees.id, {
      onDelete: 'set null',
    }),
    lastViewed: timestamptz('last_viewed'),
    lastAppointmentDate: day('last_appointment_date'),
    originalAppointmentDate: day('original_appointment_date'),
    returnAppointmentDate: day('return_appointment_date'),
    linkToDispatch: text('link_to_dispatch'),
    // Paused-job fields.
    preAuthStatus: text('pre_auth_status'),
    preAuthAmount: money('pre_auth_amount'),
    authorizationStatus: text('authorization_status'),
    opcAmount: money('opc_amount'),
    rwpFormStatus: text('rwp_form_status'),
    partTitle1: text('part_title_1'),
    partOrdered1: day('part_ordered_1'),
    partEta1: day('part_eta_1'),
    partReceived1: day('part_received_1'),
    partTitle2: text('part_title_2'),
    partOrdered2: day('part_ordered_2'),
    partEta2: day('part_eta_2'),
    partReceived2: day('part_received_2'),
    partTitle3: text('part_title_3'),
    partOrdered3: day('part_ordered_3'),
    partEta3: day('part_eta_3'),
    partReceived3: day('part_received_3'),
    /** Set when the order enters on-hold, cleared when it leaves: hold age. */
    pausedAt: timestamptz('paused_at'),
    /** Set when the order becomes completed, cleared on reopen: "Completed Today" and workload periods. */
    completedAt: timestamptz('completed_at'),
    createdBy: integer('created_by').references(() => employees.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
    /**
     * Set by Delete (ADR 029): the order and everything under it are hidden from every list and
     * endpoint until an administrator restores it or the purge removes it for good.
     */
    deletedAt: timestamptz('deleted_at'),
    deletedBy: integer('deleted_by').references(() => employees.id, { onDelete: 'set null' }),
    /**
     * The order's version, its ETag (ADR 045): owned by the trigger of migration 0010 (its function replaced by 0011), which adds one
     * whenever an UPDATE changes any column but updated_at. A note, a file or a question only touch
     * updated_at, so they leave it as it is; an edit, a delete and a restore move it on.
     */
    version: integer('version').notNull().default(1),
  },
  (t) => {
    // Every query that reads work orders says `deleted_at is null` (services/live-work-orders.ts), so
    // the lists' indexes hold live orders only: an index walk or an index-only count never visits
    // a deleted row's heap page to find out it is deleted.
    const live = sql`${t.deletedAt} is null`;
    return [
      check('work_orders_status_check', sql`${t.status} in ('open', 'in-progress', 'on-hold', 'completed')`),
      check('work_orders_priority_check', sql`${t.priority} in ('normal', 'urgent')`),
      check(
        'work_orders_type_check',
        sql`${t.type} in ('plumbing-question', 'follow-up', 'contact-ho', 'need-pics', 'estimate-question', 'task')`,
      ),
      // Job numbers are unique among open work; completed jobs may repeat a number, and a
      // deleted job holds none (ADR 029: restoring it is refused while its number is taken).
      uniqueIndex('work_orders_open_job_number_idx')
        .on(sql`lower(${t.workOrderId})`)
        .where(sql`${t.status} <> 'completed' and ${live}`),
      // Newest first, unfiltered or filtered by type or priority: a page is the first entries of an
      // index walk, and a deep page's skipped rows are read from the index alone.
      index('work_orders_created_idx').on(t.createdAt.desc(), t.id.desc()).where(live),
      index('work_orders_status_created_idx').on(t.status, t.createdAt.desc(), t.id.desc()).where(live),
      index('work_orders_status_priority_idx').on(t.status, t.priority).where(live),
      // The dashboard's priority list: urgent open work by due date, without walking every due date.
      index('work_orders_urgent_open_idx')
        .on(t.dueDate, t.createdAt.desc(), t.id.desc())
        .where(sql`${t.priority} = 'urgent' and ${t.status} <> 'completed' and ${live}`),
      index('work_orders_type_idx').on(t.type).where(live),
      index('work_orders_due_date_idx').on(t.dueDate).where(live),
      index('work_orders_completed_at_idx').on(t.completedAt.desc()).where(live),
      // Paused Jobs, longest on hold first: the page in index order, ties by newest id.
      index('work_orders_paused_at_idx')
        .on(t.pausedAt, t.id.desc())
        .where(sql`${t.status} = 'on-hold' and ${live}`),
      // The work lists (Current Tasks, the follow-up list, Paused Jobs) in the orders their screens
      // offer: due first, a day's work (urgent first, then due soonest), newest. Work not completed
      // is a few percent of five years of orders, so each page is the first entries of a walk
      // that skips only the other statuses of open work, never the completed history.
      index('work_orders_open_due_idx')
        .on(t.dueDate, t.id.desc())
        .where(sql`${t.status} <> 'completed' and ${live}`),
      index('work_orders_open_priority_due_idx')
        .on(t.priority.desc(), t.dueDate, t.id.desc())
        .where(sql`${t.status} <> 'completed' and ${live}`),
      // Paused Jobs is a few hundred orders out of the open work: its own walks, so a page does not
      // skip four orders of other open work for each held one.
      index('work_orders_on_hold_due_idx')
        .on(t.dueDate, t.id.desc())
        .where(sql`${t.status} = 'on-hold' and ${live}`),
      index('work_orders_on_hold_priority_due_idx')
        .on(t.priority.desc(), t.dueDate, t.id.desc())
        .where(sql`${t.status} = 'on-hold' and ${live}`),
      index('work_orders_open_created_idx')
        .on(t.createdAt.desc(), t.id.desc())
        .where(sql`${t.status} <> 'completed' and ${live}`),
      // Whole: they back the employee foreign keys, and the employee filter takes ids from them that
      // the list's own condition then narrows to live orders.
      index('work_orders_assigned_to_idx').on(t.assignedTo),
      index('work_orders_assigned_office_idx').on(t.assignedOfficeEmployee),
      index('work_orders_updated_at_idx').on(t.updatedAt.desc()).where(live),
      // Recently deleted (newest deletion first) and the purge (oldest deletions): deleted rows only.
      index('work_orders_deleted_idx')
        .on(t.deletedAt.desc(), t.id.desc())
        .where(sql`${t.deletedAt} is not null`),
      // Job numbers keep substring search ('4546' finds #45465, ADR 035): trigrams of the number
      // alone. Words are found through work_order_search.
      index('work_orders_job_number_trgm_idx').using('gin', sql`${t.workOrderId} gin_trgm_ops`),
      // Customer phones by their digits, anywhere inside (with or without the area code).
      index('work_orders_customer_phone_digits_idx').using(
        'gin',
        sql`${phoneDigitsOf(t.customerPhone)} gin_trgm_ops`,
      ),
    ];
  },
);

export const workOrderAssignees = pgTable(
  'work_order_assignees',
  {
    workOrderId: integer('work_order_id')
      .notNull()
      .references(() => workOrders.id, { onDelete: 'cascade' }),
    employeeId: integer('employee_id')
      .notNull()
      .references(() => employees.id, { onDelete: 'cascade' }),
    assignedBy: integer('assigned_by').references(() => employees.id, { onDelete: 'set null' }),
    assignedAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.workOrderId, t.employeeId] }),
    index('work_order_assignees_employee_idx').on(t.employeeId),
  ],
);
