import { IDEMPOTENCY_KEY_HEADER } from '#shared/domain/write-headers.ts';
import type { Attachment } from '#shared/schemas/attachment.ts';
import type { NewComment } from '#shared/schemas/comment.ts';
import type { Comment, Deleted, UpdateWorkOrder, WorkOrder } from '#shared/schemas/work-order.ts';
import { apiRequest } from './api-client.ts';
import { apiUpload, type UploadOptions } from './api-upload.ts';

/**
 * The writes several features make on the same work order (cards, the detail dialog, the update
 * dialog, the create dialogs, the mobile pages). Each feature wraps them in its own mutation hook
 * with its own toasts; the request itself is defined once here.
 */

/** PATCH /api/work-orders/{id}: the screens send one field at a time (status + priority from the update dialog). */
export const patchWorkOrder = (id: number, fields: UpdateWorkOrder, headers?: Record<string, string>) =>
  apiRequest<WorkOrder>(`/api/work-orders/${id}`, { method: 'PATCH', body: fields, headers });

/**
 * DELETE /api/work-orders/{id}: hides the work order everywhere; admin and management can restore it
 * from Recently deleted until it is purged (ADR 029).
 */
export const deleteWorkOrder = (id: number) =>
  apiRequest<Deleted>(`/api/work-orders/${id}`, { method: 'DELETE' });

/**
 * POST /api/work-orders/{id}/comments: the one way the client adds a comment, a note (Add Note, a
 * note queued offline) or an update (the Update Task dialog's notes), in the add-note shape.
 * `orderId` is the order's database key, not its job #.
 */
export const addComment = (orderId: number, comment: NewComment, headers?: Record<string, string>) =>
  apiRequest<Comment>(`/api/work-orders/${orderId}/comments`, { method: 'POST', body: comment, headers });

export type UploadAttachmentInput = { workOrderId: number; file: File; description?: string };

export type UploadAttachmentOptions = Omit<UploadOptions, 'headers'> & {
  /**
   * Sent as the Idempotency-Key header (issue 27): the offline queue sends the same key on every
   * attempt at one upload, so a replay after a lost answer stores the file once.
   */
  idempotencyKey?: string;
};

/**
 * POST /api/attachments: multipart file, workOrderId (the server id) and an optional description,
 * with upload progress and cancel (api-upload.ts). Rejects with ApiError in the catalogue's words; when
 * no answer came, isNetworkFailure(error) is true; when cancelled, the signal's reason.
 */
export function uploadAttachment(input: UploadAttachmentInput, options: UploadAttachmentOptions = {}) {
  const form = new FormData();
  form.append('workOrderId', String(input.workOrderId));
  if (input.description?.trim()) form.append('description', input.description.trim());
  // The file goes last: the server reads the text fields before it streams the bytes.
  form.append('file', input.file);
  const { idempotencyKey, ...transport } = options;
  const headers = idempotencyKey ? { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey } : undefined;
  return apiUpload<Attachment>('/api/attachments', form, { ...transport, headers });
}
