import { statusLabel, type WorkOrderStatus } from '#shared/domain/work-order-status.ts';
import type { QueuedStatusChange } from './queued-write.ts';

/** The job as the server has it now, or null when it was deleted. */
export type CurrentJob = { status: WorkOrderStatus; etag: string | null } | null;

export type ConflictDecision =
  | { kind: 'send-again'; etag: string | null }
  | { kind: 'already-done' }
  | { kind: 'refused'; reason: string };

/**
 * ADR 049's rule for a queued status change the server refused with 412 (the job changed since the
 * technician saw it): the change still goes in when only other fields changed; it is dropped, and
 * the technician told why, when the job was deleted, completed, or set to another status by
 * someone else meanwhile.
 */
export function decideStatusConflict(change: QueuedStatusChange, current: CurrentJob): ConflictDecision {
  const wanted = statusLabel(change.to);
  if (current === null) {
    return {
      kind: 'refused',
      reason: `${change.jobLabel} was deleted. Your change to ${wanted} was not sent.`,
    };
  }
  if (current.status === change.to) return { kind: 'already-done' };
  if (current.status === 'completed') {
    return {
      kind: 'refused',
      reason: `${change.jobLabel} was completed meanwhile. Your change to ${wanted} was not sent.`,
    };
  }
  if (current.status === change.from) return { kind: 'send-again', etag: current.etag };
  return {
    kind: 'refused',
    reason: `Someone else set ${change.jobLabel} to ${statusLabel(current.status)} meanwhile. Your change to ${wanted} was not sent.`,
  };
}
