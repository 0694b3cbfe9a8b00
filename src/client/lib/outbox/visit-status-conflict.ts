import { VISIT_STATUS_LABELS } from '#shared/domain/visit-status.ts';
import type { Visit } from '#shared/schemas/visit.ts';
import type { QueuedVisitStatusChange } from './queued-write.ts';

export type VisitConflictDecision =
  | { kind: 'send-again'; version: number }
  | { kind: 'already-done' }
  | { kind: 'refused'; reason: string };

/**
 * The rule of docs/decisions/066-visit-status-from-the-phone.md for a queued visit tap the server
 * refused with 409 (the visit changed since the technician saw it), as ADR 049 has it for a job's
 * status: the tap still goes in when only other fields changed (the visit was moved or re-windowed);
 * it is dropped, and the technician told why, when the visit is gone or someone else set its status.
 * `serverMessage` is the 409's own words, for a refusal that is not about the status.
 */
export function decideVisitStatusConflict(
  change: QueuedVisitStatusChange,
  current: Visit | null,
  serverMessage: string,
): VisitConflictDecision {
  const wanted = VISIT_STATUS_LABELS[change.to];
  const visit = `The visit to ${change.jobLabel}`;
  if (current === null) {
    return { kind: 'refused', reason: `${visit} was removed. Your change to ${wanted} was not sent.` };
  }
  if (current.status === change.to) return { kind: 'already-done' };
  if (current.status === change.from && current.version !== change.version) {
    return { kind: 'send-again', version: current.version };
  }
  if (current.status !== change.from) {
    return {
      kind: 'refused',
      reason: `Someone else set ${visit} to ${VISIT_STATUS_LABELS[current.status]} meanwhile. Your change to ${wanted} was not sent.`,
    };
  }
  return {
    kind: 'refused',
    reason: `Your change to ${wanted} on ${change.jobLabel} was not accepted: ${serverMessage}`,
  };
}
