import { VISIT_STATUS_LABELS } from '#shared/domain/visit-status.ts';
import { statusLabel } from '#shared/domain/work-order-status.ts';
import type { WorkOrder } from '#shared/schemas/work-order.ts';
import { ApiError, apiRequest } from '../api-client.ts';
import {
  addComment,
  patchWorkOrder,
  type UploadAttachmentOptions,
  uploadAttachment,
} from '../work-order-writes.ts';
import type { QueuedStatusChange, QueuedWrite } from './queued-write.ts';
import type { SendOutcome } from './send-outcome.ts';
import { sendVisitStatusChange } from './send-visit-status.ts';
import { type CurrentJob, decideStatusConflict } from './status-conflict.ts';
import { etagOf } from './work-order-etag.ts';

const idempotency = (write: QueuedWrite) => ({ 'idempotency-key': write.key });

/** What the technician called it: 'your note', 'your change to In Progress'. */
function whatWasSent(write: QueuedWrite): string {
  if (write.kind === 'status') return `Your change to ${statusLabel(write.to)}`;
  if (write.kind === 'visit-status') return `Your change to ${VISIT_STATUS_LABELS[write.to]}`;
  if (write.kind === 'note') return 'Your note';
  if (write.kind === 'hand-back') return 'Your hand-back';
  return `Your photo ${write.fileName}`;
}

function outcomeOfFailure(write: QueuedWrite, error: unknown): SendOutcome {
  if (!(error instanceof ApiError)) return { kind: 'try-later', error };
  if (error.kind === 'network' || error.kind === 'timeout' || error.kind === 'bad-response') {
    return { kind: 'try-later', error };
  }
  if (error.kind !== 'http' || error.status === 401) return { kind: 'signed-out', error };
  if (error.status === 404) {
    return {
      kind: 'refused',
      reason: `${write.jobLabel} was deleted. ${whatWasSent(write)} was not sent.`,
      error,
    };
  }
  // 408, 429 and 5xx (503 included) say: not now.
  if (error.status === 408 || error.status === 429 || error.status >= 500)
    return { kind: 'try-later', error };
  return {
    kind: 'refused',
    reason: `${whatWasSent(write)} on ${write.jobLabel} was not accepted: ${error.message}`,
    error,
  };
}

async function currentJob(workOrderId: number): Promise<CurrentJob> {
  try {
    const order = await apiRequest<WorkOrder>(`/api/work-orders/${workOrderId}`);
    return { status: order.status, etag: etagOf(order) };
  } catch (error) {
    if (error instanceof ApiError && error.kind === 'http' && error.status === 404) return null;
    throw error;
  }
}

/** A queued status change goes in only if the job is as the technician saw it, or differs in other fields only. */
async function sendStatusChange(change: QueuedStatusChange): Promise<SendOutcome> {
  let etag = change.etag;
  // A second 412 in a row means the job is being edited right now: the next round tries again.
  for (let round = 0; round < 2; round += 1) {
    try {
      const headers: Record<string, string> = idempotency(change);
      if (etag) headers['if-match'] = etag;
      const order = await patchWorkOrder(change.workOrderId, { status: change.to }, headers);
      return { kind: 'sent', etag: etagOf(order), answer: order };
    } catch (error) {
      if (!(error instanceof ApiError && error.kind === 'http' && error.status === 412)) throw error;
      const decision = decideStatusConflict(change, await currentJob(change.workOrderId));
      if (decision.kind === 'already-done') return { kind: 'sent' };
      if (decision.kind === 'refused') return { kind: 'refused', reason: decision.reason };
      etag = decision.etag;
    }
  }
  return { kind: 'try-later', error: new Error('the job kept changing') };
}

/** How a photo's first attempt is watched and stopped from its dialog. */
export type UploadTransport = Pick<UploadAttachmentOptions, 'signal' | 'onProgress'>;

/** Sends one queued write with its Idempotency-Key and says what became of it. */
export async function sendQueuedWrite(
  write: QueuedWrite,
  transport: UploadTransport = {},
): Promise<SendOutcome> {
  try {
    if (write.kind === 'status') return await sendStatusChange(write);
    if (write.kind === 'visit-status') return await sendVisitStatusChange(write);
    if (write.kind === 'note') {
      // When it was written, not when it is sent (ADR 057); the same on every attempt.
      const note = {
        content: write.content,
        type: 'note' as const,
        notifyAdmin: false,
        writtenAt: new Date(write.madeAt),
      };
      return { kind: 'sent', answer: await addComment(write.workOrderId, note, idempotency(write)) };
    }
    if (write.kind === 'hand-back') {
      // Loaded when a hand-back is sent, not on every page's first paint.
      const { sendHandBack } = await import('./send-hand-back.ts');
      return { kind: 'sent', answer: await sendHandBack(write, transport) };
    }
    // A File comes back from IndexedDB as a File; a plain Blob is named here.
    const file =
      write.file instanceof File
        ? write.file
        : new File([write.file], write.fileName, { type: write.file.type });
    const attachment = await uploadAttachment(
      { workOrderId: write.workOrderId, file, description: write.description },
      { ...transport, idempotencyKey: write.key },
    );
    return { kind: 'sent', answer: attachment };
  } catch (error) {
    return outcomeOfFailure(write, error);
  }
}
