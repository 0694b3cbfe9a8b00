import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { HOLD_BLOCKERS, type ReadinessFields, readinessOf } from './hold-readiness.ts';
import { AUTHORIZATION_STATUSES, PRE_AUTH_STATUSES, RWP_FORM_STATUSES } from './paused-job-status.ts';

const job = (fields: Partial<ReadinessFields> = {}): ReadinessFields => ({
  parts: [],
  preAuthStatus: 'N/A',
  authorizationStatus: 'N/A',
  rwpFormStatus: 'N/A',
  waitingFor: null,
  ...fields,
});

describe('readinessOf (ADR 056)', () => {
  it('#49190: authorization approved, but pre-authorization pending and a waiting-for text open, is not ready', () => {
    const held = job({
      authorizationStatus: 'Approved',
      preAuthStatus: 'Pending',
      waitingFor: 'city permit and gas inspection',
    });
    expect(readinessOf(held)).toEqual({ ready: false, waitingOn: ['pre-authorization', 'waiting-for'] });
  });

  it('names every open blocker in one order: parts, pre-authorization, authorization, permit form, waiting for', () => {
    const held = job({
      parts: [
        { number: 1, received: '2026-11-20' },
        { number: 2, received: null },
      ],
      preAuthStatus: 'Submitted',
      authorizationStatus: 'Denied',
      rwpFormStatus: 'Printed',
      waitingFor: 'homeowner signature',
    });
    expect(readinessOf(held).waitingOn).toEqual([
      'part-2',
      'pre-authorization',
      'authorization',
      'permit-form',
      'waiting-for',
    ]);
  });

  it('is ready once everything that applies is cleared', () => {
    expect(readinessOf(job({ parts: [{ number: 1, received: '2026-11-20' }] })).ready).toBe(true);
    expect(readinessOf(job({ authorizationStatus: 'Partial' })).ready).toBe(true);
    expect(readinessOf(job({ preAuthStatus: 'Approved', rwpFormStatus: 'Approved' })).ready).toBe(true);
    // No value stored reads as N/A (ADR 009).
    expect(readinessOf(job({ preAuthStatus: null, authorizationStatus: 'approved' })).ready).toBe(true);
  });

  it('a job with nothing recorded to wait for is neither ready nor waiting on anything', () => {
    expect(readinessOf(job())).toEqual({ ready: false, waitingOn: [] });
    expect(readinessOf(job({ preAuthStatus: null, authorizationStatus: ' ', rwpFormStatus: null }))).toEqual({
      ready: false,
      waitingOn: [],
    });
  });

  it.each([
    ['preAuthStatus', PRE_AUTH_STATUSES, ['N/A', 'Approved']],
    ['authorizationStatus', AUTHORIZATION_STATUSES, ['N/A', 'Approved', 'Partial']],
    ['rwpFormStatus', RWP_FORM_STATUSES, ['N/A', 'Approved']],
  ] as const)('%s: only %j... of the stored values let the job go ahead', (field, values, clearing) => {
    const base = { parts: [{ number: 1 as const, received: '2026-11-20' }] };
    const clears = values.filter((value) => readinessOf(job({ ...base, [field]: value })).ready);
    expect(clears).toEqual(clearing);
  });

  const status = (values: readonly string[]) => fc.constantFrom<string | null>(null, ...values);
  const anyJob = fc.record({
    parts: fc
      .subarray([1, 2, 3] as const)
      .chain((numbers) =>
        fc.tuple(
          ...numbers.map((number) =>
            fc.record({ number: fc.constant(number), received: fc.option(fc.constant('2026-11-20')) }),
          ),
        ),
      ),
    preAuthStatus: status(PRE_AUTH_STATUSES),
    authorizationStatus: status(AUTHORIZATION_STATUSES),
    rwpFormStatus: status(RWP_FORM_STATUSES),
    waitingFor: fc.option(fc.constantFrom('valve', 'city permit')),
  });

  it('property: ready and waiting on something never come together, and the list keeps its order', () => {
    fc.assert(
      fc.property(anyJob, (held) => {
        const { ready, waitingOn } = readinessOf(held);
        expect(ready && waitingOn.length > 0).toBe(false);
        const order = waitingOn.map((blocker) => HOLD_BLOCKERS.indexOf(blocker));
        expect(order).toEqual([...order].sort((a, b) => a - b));
      }),
    );
  });

  it('property: an open part, step or waiting-for text is always named, so it can never read as ready', () => {
    fc.assert(
      fc.property(anyJob, (held) => {
        const { ready, waitingOn } = readinessOf(held);
        for (const part of held.parts) expect(waitingOn.includes(`part-${part.number}`)).toBe(!part.received);
        expect(waitingOn.includes('waiting-for')).toBe(held.waitingFor !== null);
        if (held.preAuthStatus === 'Pending') expect(ready).toBe(false);
      }),
    );
  });
});
