import { describe, expect, it } from 'vitest';
import type { Visit } from '#shared/schemas/visit.ts';
import type { QueuedVisitStatusChange } from './queued-write.ts';
import { decideVisitStatusConflict } from './visit-status-conflict.ts';

const tap: QueuedVisitStatusChange = {
  id: 1,
  key: 'k',
  employeeId: 7,
  workOrderId: 103,
  jobLabel: '#48103 Water heater',
  madeAt: '2026-11-30T14:00:00.000Z',
  attempts: 0,
  kind: 'visit-status',
  visitId: 3,
  from: 'scheduled',
  to: 'on-the-way',
  version: 2,
};

const now = (fields: Pick<Visit, 'status' | 'version'>) => ({ ...fields }) as Visit;

describe('a queued visit tap the visit has moved on from (docs/decisions/066-visit-status-from-the-phone.md)', () => {
  it('is refused, and says so, when the visit is gone', () => {
    expect(decideVisitStatusConflict(tap, null, 'Stale')).toEqual({
      kind: 'refused',
      reason: 'The visit to #48103 Water heater was removed. Your change to On the way was not sent.',
    });
  });

  it('is done already when the visit has the status', () => {
    expect(decideVisitStatusConflict(tap, now({ status: 'on-the-way', version: 5 }), 'Stale')).toEqual({
      kind: 'already-done',
    });
  });

  it('goes again with the new version when only other fields changed (the visit was moved)', () => {
    expect(decideVisitStatusConflict(tap, now({ status: 'scheduled', version: 4 }), 'Stale')).toEqual({
      kind: 'send-again',
      version: 4,
    });
  });

  it('is refused when someone else set another status', () => {
    expect(decideVisitStatusConflict(tap, now({ status: 'cancelled', version: 3 }), 'Stale')).toEqual({
      kind: 'refused',
      reason:
        'Someone else set The visit to #48103 Water heater to Cancelled meanwhile. Your change to On the way was not sent.',
    });
  });

  it("is refused with the server's words when nothing changed and the step is still refused", () => {
    expect(
      decideVisitStatusConflict(tap, now({ status: 'scheduled', version: 2 }), 'Not your visit'),
    ).toEqual({
      kind: 'refused',
      reason: 'Your change to On the way on #48103 Water heater was not accepted: Not your visit',
    });
  });
});
