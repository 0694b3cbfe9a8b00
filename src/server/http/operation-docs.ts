/**
 * What the OpenAPI document says about each operation that its route's schema cannot: a stable
 * operationId, a summary where the route has none, the errors its services give, and the headers
 * it sends. Keyed by method and route URL exactly as registered. The error statuses a route's own
 * shape implies (validation, session, role guard, :id, request body, rate limit) are derived in
 * openapi-error-statuses.ts; list here only what the services add.
 * A route without an entry fails openapi-document.test.ts.
 */
export const ERROR_STATUSES = [400, 401, 403, 404, 409, 412, 413, 415, 422, 429, 503] as const;
export type ErrorStatus = (typeof ERROR_STATUSES)[number];

export type OperationDoc = {
  operationId: string;
  /** Only for routes whose schema has no summary of its own. */
  summary?: string;
  /** Statuses the services give beyond the derived ones. */
  errors?: ErrorStatus[];
  /** Where an error means more on this operation than the general description says. */
  errorDescriptions?: Partial<Record<ErrorStatus, string>>;
  /** The answer is one page of a list; X-Total-Count is the size of the whole filtered list. */
  totalCount?: true;
  /** A work-order list paged by cursor too: X-Next-Cursor and Link when more rows follow (ADR 037). */
  nextCursor?: true;
  /** A file download: the content types it can have (it always sends Content-Disposition). */
  download?: readonly string[];
  /**
   * Takes an Idempotency-Key (ADR 045): a replay says Idempotent-Replayed, a 409 may be the key
   * still in progress (with Retry-After), a 422 the key used for another request.
   */
  idempotent?: true;
  /** Answers the work order's ETag (ADR 045); with `ifMatch`, a 412 carries the current one. */
  etag?: true;
  /** Also serves cached image renditions (ADR 048): ETag and Cache-Control, 304 on If-None-Match. */
  renditions?: true;
};

/** An image, PDF or Word file, typed by its bytes (storage/detect-file-type.ts via file-type). */
export const DOWNLOAD_CONTENT_TYPES = [
  'image/jpeg',
  'image/png',
  'image/apng',
  'image/webp',
  'image/gif',
  'image/heic',
  'image/heic-sequence',
  'image/heif',
  'image/heif-sequence',
  'application/pdf',
  'application/msword',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
] as const;

/** 403: completing or reopening is for office, admin and management; 409: job # used by open work. */
const WRITES_WORK_ORDER: ErrorStatus[] = [403, 409];
/** 409: the same Idempotency-Key still in progress; 422: the key used for another request (ADR 045). */
const IDEMPOTENT: ErrorStatus[] = [409, 422];
const KEY_IN_PROGRESS =
  'a request with the same Idempotency-Key is still in progress: send it again after Retry-After seconds';
const KEY_CONFLICT = { 409: `A${KEY_IN_PROGRESS.slice(1)}` };

export const OPERATION_DOCS: Record<string, OperationDoc> = {
  'GET /api/health': { operationId: 'getHealth', summary: 'Whether the server and its database answer' },
  'GET /api/ready': {
    operationId: 'getReadiness',
    summary: 'Whether this server may take work: its database answers with current migrations',
  },

  // 401 wrong email or password, 403 inactive account, 429 also from the sign-in throttle (ADR 030).
  'POST /api/auth/login': { operationId: 'login', summary: 'Sign in', errors: [401, 403, 429] },
  'POST /api/auth/logout': { operationId: 'logout', summary: 'Sign out: ends this session' },
  'GET /api/auth/me': {
    operationId: 'getCurrentEmployee',
    summary: 'The signed-in employee and their settings',
  },
  'GET /api/auth/demo-accounts': {
    operationId: 'listDemoAccounts',
    summary: 'Demo sign-ins for the login page (empty unless the demo data is seeded)',
  },
  'GET /api/auth/portal-info': {
    operationId: 'getPortalInfo',
    summary: "The company's name for the login page",
  },
  // 429: too many wrong current passwords in a row (kept in the database).
  'POST /api/auth/change-password': {
    operationId: 'changePassword',
    summary: 'Change your own password; ends your other sessions',
    errors: [429],
  },

  'GET /api/work-orders': {
    operationId: 'listWorkOrders',
    summary: 'Work orders, filtered, sorted and paged',
    totalCount: true,
    nextCursor: true,
  },
  'GET /api/work-orders/on-hold': {
    operationId: 'listPausedJobs',
    summary: 'Paused jobs (on-hold work orders), filtered, sorted and paged',
    totalCount: true,
    nextCursor: true,
  },
  'GET /api/work-orders-need-follow-up': {
    operationId: 'listWorkOrdersNeedingFollowUp',
    summary: 'Unfinished work orders of type follow-up, with a follow-up reason, or past due',
    totalCount: true,
    nextCursor: true,
  },
  'GET /api/work-orders/:id': {
    operationId: 'getWorkOrder',
    summary: 'One work order with its comments and questions',
    etag: true,
  },
  'POST /api/work-orders': { operationId: 'createTask', summary: 'Create a task', errors: WRITES_WORK_ORDER },
  // 412: If-Match names a version the order has moved on from.
  'PATCH /api/work-orders/:id': {
    operationId: 'updateWorkOrder',
    summary: 'Change any editable field; null clears a field',
    errors: [...WRITES_WORK_ORDER, ...IDEMPOTENT, 412],
    errorDescriptions: { 409: `The job # is already used by an open work order, or ${KEY_IN_PROGRESS}` },
    idempotent: true,
    etag: true,
  },
  // 403: technicians cannot delete paused jobs.
  'DELETE /api/work-orders/:id': {
    operationId: 'deleteWorkOrder',
    summary: 'Delete a work order: hidden everywhere, restorable from Recently deleted until purged',
    errors: [403],
  },
  'GET /api/deleted-work-orders': {
    operationId: 'listDeletedWorkOrders',
    summary: 'Recently deleted work orders, newest deletion first (admin and management)',
    totalCount: true,
  },
  // 409: its job # is now used by another open work order.
  'POST /api/deleted-work-orders/:id/restore': {
    operationId: 'restoreWorkOrder',
    summary: 'Restore a deleted work order with everything under it (admin and management)',
    errors: [409],
  },
  'POST /api/paused-jobs': {
    operationId: 'createPausedJob',
    summary: 'Create a paused job',
    errors: WRITES_WORK_ORDER,
  },

  'GET /api/work-orders/:id/comments': { operationId: 'listComments', totalCount: true },
  'POST /api/work-orders/:id/comments': {
    operationId: 'addComment',
    errors: IDEMPOTENT,
    errorDescriptions: KEY_CONFLICT,
    idempotent: true,
  },
  'GET /api/work-orders/:id/questions': { operationId: 'listQuestions' },
  'POST /api/work-orders/:id/questions': { operationId: 'askQuestion' },
  'PATCH /api/work-orders/:id/questions/:questionId': { operationId: 'answerQuestion' },
  'GET /api/work-orders/:id/assignments': { operationId: 'listAssignments' },
  'GET /api/work-orders/:id/assigned-employees': { operationId: 'listAssignedEmployees' },
  'POST /api/work-orders/:id/assign': { operationId: 'assignEmployee' },
  'POST /api/work-orders/:id/unassign': { operationId: 'unassignEmployee' },
  'GET /api/work-orders/:id/activity': { operationId: 'listWorkOrderActivity', totalCount: true },

  'GET /api/work-orders/:id/attachments': {
    operationId: 'listAttachments',
    summary: "A work order's files, newest first",
    totalCount: true,
  },
  // 404: the form's workOrderId names no work order.
  'POST /api/attachments': {
    operationId: 'uploadAttachment',
    summary: 'Upload a file (image, PDF or Word, at most 25 MB) to a work order',
    errors: [404, ...IDEMPOTENT],
    errorDescriptions: KEY_CONFLICT,
    idempotent: true,
  },
  'DELETE /api/attachments/:id': { operationId: 'deleteAttachment', summary: 'Delete a file' },
  'GET /api/attachments/:id/file': {
    operationId: 'downloadAttachment',
    summary:
      "A file's bytes, as a download or (images, inline=1) for viewing; or (size=thumbnail|display) a smaller copy of an image",
    download: DOWNLOAD_CONTENT_TYPES,
    renditions: true,
  },

  'GET /api/employees': {
    operationId: 'listEmployees',
    summary: 'Employees, searched and filtered',
    totalCount: true,
  },
  // 409: the email is taken.
  'POST /api/employees': {
    operationId: 'createEmployee',
    summary: 'Create an account with a temporary password',
    errors: [409],
  },
  // 403: someone else's profile, or an administrator's field, without being an administrator;
  // 409: the email is taken, or it would leave no active management account.
  'PATCH /api/employees/:id': {
    operationId: 'updateEmployee',
    summary: 'Edit a profile and its settings',
    errors: [403, 409],
  },
  // 409: it would leave no active management account.
  'PATCH /api/employees/:id/status': {
    operationId: 'setEmployeeStatus',
    summary: 'Activate or deactivate an account (management)',
    errors: [409],
  },
  'POST /api/employees/:id/reset-password': {
    operationId: 'resetEmployeePassword',
    summary: "Give someone a new temporary password; ends that employee's sessions",
  },

  'GET /api/dashboard/stats': { operationId: 'getDashboardStats', summary: "The dashboard's counts" },
  'GET /api/dashboard/priority-work-orders': {
    operationId: 'listPriorityWorkOrders',
    summary: 'Urgent open work, most pressing first',
    totalCount: true,
  },
  'GET /api/dashboard/recent-work-orders': {
    operationId: 'listRecentWorkOrders',
    summary: 'Recently created or changed work orders',
    totalCount: true,
  },
  'GET /api/dashboard/employee-stats': {
    operationId: 'listEmployeeStats',
    summary: "Each employee's workload for a period",
  },

  'GET /api/events': {
    operationId: 'streamEvents',
    summary: 'Live updates: what changed, as Server-Sent Events',
  },

  'GET /api/notifications/unread-count': {
    operationId: 'countUnreadNotifications',
    summary: 'How many of your notifications are unread',
  },
  'GET /api/notifications': {
    operationId: 'listNotifications',
    summary: 'Your notifications, newest first',
    totalCount: true,
  },
  'POST /api/notifications/read-all': {
    operationId: 'markAllNotificationsRead',
    summary: 'Mark all your notifications read',
  },
  'POST /api/notifications/:id/read': {
    operationId: 'markNotificationRead',
    summary: 'Mark one of your notifications read',
  },

  'POST /api/support': { operationId: 'sendSupportMessage', summary: 'Send a message to the administrators' },
  'GET /api/support/contact': {
    operationId: 'getSupportContact',
    summary: "Support's phone number and email",
  },

  'GET /api/activity': { operationId: 'listActivity', totalCount: true },
};
