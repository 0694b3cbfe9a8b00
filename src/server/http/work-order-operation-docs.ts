import type { ErrorStatus, OperationDoc } from './operation-doc.ts';

/** OPERATION_DOCS (operation-docs.ts) of work orders and all under them: comments, questions, files. */

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

export const WORK_ORDER_OPERATION_DOCS: Record<string, OperationDoc> = {
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
};
