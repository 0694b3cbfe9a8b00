import { describe, expect, it } from 'vitest';
import type { QueuedStatusChange } from './queued-write.ts';
import { decideStatusConflict } from './status-conflict.ts';

const change: QueuedStatusChange = {
  id: 1,
  key: 'k',
  employeeId: 7,
  workOrderId: 3,
  jobLabel: '#48003 Leaking valve',
  madeAt: '2026-11-26T10:00:00.000Z',
  attempts: 0,
  kind: 'status',
  from: 'open',
  to: 'in-progress',
  etag: '"1"',
};

describe('a queued status change the job has moved on from (ADR 049)', () => {
  it('is refused, and says so, when the job was deleted', () => {
    expect(decideStatusConflict(change, null)).toEqual({
      kind: 'refused',
      reason: '#48003 Leaking valve was deleted. Your change to In Progress was not sent.',
    });
  });

  it('is refused when the job was completed meanwhile', () => {
    expect(decideStatusConflict(change, { status: 'completed', etag: '"4"' })).toEqual({
      kind: 'refused',
      reason: '#48003 Leaking valve was completed meanwhile. Your change to In Progress was not sent.',
    });
  });

  it('is refused when someone else set another status meanwhile', () => {
    expect(decideStatusConflict(change, { status: 'on-hold', etag: '"4"' })).toEqual({
      kind: 'refused',
      reason:
        'Someone else set #48003 Leaking valve to On Hold meanwhile. Your change to In Progress was not sent.',
    });
  });

  it('goes again with the new version when only other fields changed', () => {
    expect(decideStatusConflict(change, { status: 'open', etag: '"4"' })).toEqual({
      kind: 'send-again',
      etag: '"4"',
    });
  });

  it('is done when the job already has the status asked for', () => {
    expect(decideStatusConflict(change, { status: 'in-progress', etag: '"4"' })).toEqual({
      kind: 'already-done',
    });
  });
});
