import type { SetVisitStatus, Visit } from '#shared/schemas/visit.ts';
import { ApiError, apiRequest } from '../api-client.ts';
import type { QueuedVisitStatusChange } from './queued-write.ts';
import type { SendOutcome } from './send-outcome.ts';
import { decideVisitStatusConflict } from './visit-status-conflict.ts';

/** POST /api/visits/{id}/status: the technician's big buttons, sent now or from the outbox. */
const postVisitStatus = (id: number, body: SetVisitStatus, headers: Record<string, string>) =>
  apiRequest<Visit>(`/api/visits/${id}/status`, { method: 'POST', body, headers });

/** Half the widest range GET /api/visits answers, either side of the tap: a visit moved that far is still found. */
const LOOK_AROUND_DAYS = 21;
const DAY_MS = 24 * 60 * 60 * 1000;

/** The visit as the server has it now (GET /api/visits of its order, around the tap), or null when it is gone. */
async function currentVisit(change: QueuedVisitStatusChange): Promise<Visit | null> {
  const madeAt = new Date(change.madeAt).getTime();
  const query = new URLSearchParams({
    workOrderId: String(change.workOrderId),
    from: new Date(madeAt - LOOK_AROUND_DAYS * DAY_MS).toISOString(),
    to: new Date(madeAt + LOOK_AROUND_DAYS * DAY_MS).toISOString(),
  });
  const { visits } = await apiRequest<{ visits: Visit[] }>(`/api/visits?${query}`);
  return visits.find((visit) => visit.id === change.visitId) ?? null;
}

/**
 * Sends a visit tap with its Idempotency-Key and the version the technician saw. A 409 (the visit
 * changed meanwhile) is judged by decideVisitStatusConflict: sent again with the visit's new version
 * when its status is still the one seen, counted as done when it already has the status, refused
 * otherwise. A second 409 in a row means the visit is being edited now: the next round tries again.
 */
export async function sendVisitStatusChange(change: QueuedVisitStatusChange): Promise<SendOutcome> {
  let version = change.version;
  for (let round = 0; round < 2; round += 1) {
    try {
      const body: SetVisitStatus = { status: change.to, version };
      if (change.reason !== undefined) body.reason = change.reason;
      const visit = await postVisitStatus(change.visitId, body, { 'idempotency-key': change.key });
      return { kind: 'sent', version: visit.version, answer: visit };
    } catch (error) {
      if (!(error instanceof ApiError && error.kind === 'http' && error.status === 409)) throw error;
      const decision = decideVisitStatusConflict(
        { ...change, version },
        await currentVisit(change),
        error.message,
      );
      if (decision.kind === 'already-done') return { kind: 'sent' };
      if (decision.kind === 'refused') return { kind: 'refused', reason: decision.reason, error };
      version = decision.version;
    }
  }
  return { kind: 'try-later', error: new Error('the visit kept changing') };
}
