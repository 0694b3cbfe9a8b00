import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  check,
  customType,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgSequence,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

const timestamptz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
const createdAt = () => timestamptz('created_at').notNull().defaultNow();
/** Calendar dates (appointments, part ETAs) carry no time zone: stored as date, sent as YYYY-MM-DD. */
const day = (name: string) => date(name, { mode: 'string' });
/** Money is numeric(12,2): exact, never a float. */
const money = (name: string) => numeric(name, { precision: 12, scale: 2 });

export const employees = pgTable(
  'employees',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone'),
    employeeType: text('employee_type').notNull(),
    title: text('title'),
    photo: text('photo'),
    color: text('color'),
    colorTheme: text('color_theme').notNull().default('blue'),
    notes: text('notes'),
    isActive: boolean('is_active').notNull().default(true),
    notificationsEnabled: boolean('notifications_enabled').notNull().default(true),
    emailNotifications: boolean('email_notifications').notNull().default(true),
    smsNotifications: boolean('sms_notifications').notNull().default(false),
    // Settings page preferences (PRODUCT "Settings: everything saves").
    workOrderUpdateNotifications: boolean('work_order_update_notifications').notNull().default(true),
    assignmentNotifications: boolean('assignment_notifications').notNull().default(true),
    themePreference: text('theme_preference').notNull().default('system'),
    compactView: boolean('compact_view').notNull().default(false),
    autoRefresh: boolean('auto_refresh').notNull().default(true),
    passwordHash: text('password_hash').notNull(),
    /** Set when an administrator issued a temporary password; cleared when the employee changes it. */
    mustChangePassword: boolean('must_change_password').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('employees_email_lower_idx').on(sql`lower(${t.email})`),
    index('employees_type_active_idx').on(t.employeeType, t.isActive),
    check('employees_type_check', sql`${t.employeeType} in ('plumber', 'office', 'admin', 'management')`),
    check('employees_theme_pref_check', sql`${t.themePreference} in ('light', 'dark', 'system')`),
  ],
);

export const sessions = pgTable(
  'sessions',
  {
    /** SHA-256 of the token, hex. The token itself is never stored. */
    tokenHash: text('token_hash').primaryKey(),
    employeeId: integer('employee_id')
      .notNull()
      .references(() => employees.id, { onDelete: 'cascade' }),
    stayLoggedIn: boolean('stay_logged_in').notNull().default(false),
    createdAt: createdAt(),
    expiresAt: timestamptz('expires_at').notNull(),
    lastUsedAt: timestamptz('last_used_at').notNull().defaultNow(),
    userAgent: text('user_agent'),
  },
  (t) => [index('sessions_employee_idx').on(t.employeeId), index('sessions_expires_idx').on(t.expiresAt)],
);

/** Wrong current passwords on Change Password, per employee ('change-password:{id}'), shared by every process. */
export const loginAttempts = pgTable('login_attempts', {
  accountKey: text('account_key').primaryKey(),
  failures: integer('failures').notNull().default(0),
  windowStartedAt: timestamptz('window_started_at').notNull().defaultNow(),
});

/**
 * Sign-in throttling (ADR 030), shared by every server process. A row per account key (lower-cased
 * email, known or not) and client address: its failures since the last success, and when that
 * address last signed in to the account. The row with address '*' counts the account's failures
 * from every address within a window.
 */
export const signInAttempts = pgTable(
  'sign_in_attempts',
  {
    accountKey: text('account_key').notNull(),
    address: text('address').notNull(),
    failures: integer('failures').notNull().default(0),
    windowStartedAt: timestamptz('window_started_at').notNull().defaultNow(),
    lastFailedAt: timestamptz('last_failed_at'),
    lastSucceededAt: timestamptz('last_succeeded_at'),
  },
  (t) => [primaryKey({ columns: [t.accountKey, t.address] })],
);

/**
 * Request limits shared by every server process (ADR 043): the hits of one key (a route and a
 * client address or employee) in its current window. A row whose window has ended counts for
 * nothing: the next hit starts a new window, and the hourly sweep removes it.
 */
export const rateLimitHits = pgTable('rate_limit_hits', {
  key: text('key').primaryKey(),
  hits: integer('hits').notNull(),
  windowEnds: timestamptz('window_ends').notNull(),
});

/** Numbers for paused jobs created without a job # (ADR 032): unique however many arrive at once. */
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
     * The order's version, its ETag (ADR 045): owned by the trigger of migration 0010, which adds one
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
      // Job numbers are unique among open work (PRODUCT); completed jobs may repeat a number, and a
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
      index('work_orders_paused_at_idx').on(t.pausedAt).where(sql`${t.status} = 'on-hold' and ${live}`),
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
    createdAt: createdAt(),
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

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/**
 * The search document of each work order (ADR 035), one row per order, written only by the
 * database's own triggers (migration 0007) in the same transaction as the change it follows: the
 * order's own text, its people's names, its comments, its questions and answers. It repeats the
 * order's status, dates and deletion so that a search page is read from this table's indexes in
 * the list's order and stops after the page, instead of reading every match to sort them.
 */
export const workOrderSearch = pgTable(
  'work_order_search',
  {
    workOrderId: integer('work_order_id')
      .primaryKey()
      .references(() => workOrders.id, { onDelete: 'cascade' }),
    status: text('status').notNull(),
    createdAt: timestamptz('created_at').notNull(),
    completedAt: timestamptz('completed_at'),
    /** work_orders.deleted_at is not null. */
    deleted: boolean('deleted').notNull().default(false),
    /** Own fields (job #, title, description, notes, customer, job last name, location, city) weight A, people weight B. */
    own: tsvector('own').notNull(),
    /** Every word of the order, own and people included, comments and questions too: no positions, no weights. */
    doc: tsvector('doc').notNull(),
  },
  (t) => {
    const live = sql`not ${t.deleted}`;
    return [
      index('work_order_search_own_idx').using('gin', t.own),
      index('work_order_search_doc_idx').using('gin', t.doc),
      // The orders of a search page, newest first, filtered as they are walked (ADR 035).
      index('work_order_search_created_idx').on(t.createdAt.desc(), t.workOrderId.desc()).where(live),
      index('work_order_search_status_created_idx')
        .on(t.status, t.createdAt.desc(), t.workOrderId.desc())
        .where(live),
      index('work_order_search_completed_idx')
        .on(t.completedAt.desc(), t.workOrderId.desc())
        .where(sql`${t.status} = 'completed' and ${live}`),
    ];
  },
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
    check('activity_entity_type_check', sql`${t.entityType} in ('work_order', 'employee')`),
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
 */
export const portalEvents = pgTable(
  'portal_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    kind: text('kind').notNull(),
    workOrderId: integer('work_order_id'),
    employeeId: integer('employee_id'),
    createdAt: createdAt(),
  },
  (t) => [index('portal_events_created_idx').on(t.createdAt)],
);

/**
 * Idempotency-Key (ADR 045): the keys an employee sent with a write (a comment, an upload, a PATCH
 * of a work order), with what the first request was and, once its write committed, what it was
 * answered. The answer is written in the write's own transaction, so a key is never stored with an
 * answer its write lacks, or the other way round. Rows are swept after KEY_RETENTION_DAYS.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    employeeId: integer('employee_id')
      .notNull()
      .references(() => employees.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    /** SHA-256 (hex) of the method, route, work order and parsed body the key was first sent with. */
    fingerprint: text('fingerprint').notNull(),
    /** The request that holds the key while its write runs; only it may store the answer. */
    claimToken: uuid('claim_token').notNull(),
    claimedAt: timestamptz('claimed_at').notNull().defaultNow(),
    /** The answer, set in the write's transaction; null while the write is in progress. */
    statusCode: integer('status_code'),
    responseBody: jsonb('response_body'),
    /** A role permission the write needed beyond its route's (completing), asked again on a replay. */
    permission: text('permission'),
    completedAt: timestamptz('completed_at'),
  },
  (t) => [
    // A lookup is one read of this index: keys are scoped to the employee who sent them.
    primaryKey({ columns: [t.employeeId, t.key] }),
    index('idempotency_keys_claimed_idx').on(t.claimedAt),
    check('idempotency_keys_answer_check', sql`(${t.statusCode} is null) = (${t.completedAt} is null)`),
  ],
);
