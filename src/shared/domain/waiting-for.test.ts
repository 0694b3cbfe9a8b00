import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isReadyToReturn, type PausedJobFields, parseWaitingFor, readinessOfJob } from './paused-job.ts';
import { AUTHORIZATION_STATUSES, PRE_AUTH_STATUSES, RWP_FORM_STATUSES } from './paused-job-status.ts';
import { waitingForNames, waitingForText, withoutWaitingForLine, withWaitingFor } from './waiting-for.ts';

/** What a held job still waits for, named as the lists name it from the server's hold insights. */
const waitingForItems = (job: PausedJobFields) =>
  waitingForNames(readinessOfJob(job).waitingOn, parseWaitingFor(job.description), job);

describe('withWaitingFor (ADR 060)', () => {
  it('adds the line after the description, keeping it', () => {
    expect(withWaitingFor('Leaks at the base', 'city permit')).toBe(
      'Leaks at the base\nWaiting for: city permit',
    );
    expect(withWaitingFor('', 'city permit')).toBe('Waiting for: city permit');
  });

  it('replaces an existing line rather than adding a second, and ignores blank words', () => {
    expect(withWaitingFor('Leaks\nWaiting for: tank\nCall first', '  gas   inspection ')).toBe(
      'Leaks\nWaiting for: gas inspection\nCall first',
    );
    expect(withWaitingFor('Leaks', '   ')).toBe('Leaks');
  });

  it('takes the line out where it is shown on its own', () => {
    expect(withoutWaitingForLine('Leaks\nWaiting for: tank\nCall first')).toBe('Leaks\nCall first');
  });
});

const held = (fields: Partial<PausedJobFields> = {}): PausedJobFields => ({
  status: 'on-hold',
  title: 'Reyes - 48213',
  description: 'Water heater leaks at the base',
  workOrderId: '48213',
  jobNumber: '48213',
  jobLastName: 'Reyes',
  customerName: null,
  preAuthStatus: 'N/A',
  authorizationStatus: 'N/A',
  rwpFormStatus: 'N/A',
  pausedAt: null,
  partTitle1: null,
  partOrdered1: null,
  partETA1: null,
  partReceived1: null,
  partTitle2: null,
  partOrdered2: null,
  partETA2: null,
  partReceived2: null,
  partTitle3: null,
  partOrdered3: null,
  partETA3: null,
  partReceived3: null,
  ...fields,
});

describe('waitingForNames (ADR 056 and 060)', () => {
  it('names each pending blocker: a part by its title and ETA, the steps, the open words', () => {
    const job = held({
      description: 'Water heater leaks at the base\nWaiting for: city permit',
      partTitle1: 'Flue pipe',
      partETA1: '2026-12-01',
      partOrdered2: '2026-11-20',
      partTitle3: 'Valve',
      partReceived3: '2026-11-21',
      preAuthStatus: 'Denied',
      authorizationStatus: 'Pending',
      rwpFormStatus: 'Printed',
    });
    expect(waitingForItems(job)).toEqual([
      'Flue pipe (ETA 12/1)',
      'part 2',
      'pre-authorization',
      'authorization',
      'permit form',
      'city permit',
    ]);
    expect(waitingForText(waitingForItems(job))).toBe(
      'Waiting for: Flue pipe (ETA 12/1) · part 2 · pre-authorization · authorization · permit form · city permit',
    );
  });

  it('lists nothing once every blocker is cleared, the job being ready to return', () => {
    const job = held({
      partTitle1: 'Flue pipe',
      partETA1: '2026-12-01',
      partReceived1: '2026-11-30',
      preAuthStatus: 'Approved',
      authorizationStatus: 'Partial',
      rwpFormStatus: 'Approved',
    });
    expect(isReadyToReturn(job)).toBe(true);
    expect(waitingForItems(job)).toEqual([]);
    expect(waitingForText([])).toBeNull();
  });

  it('always lists what the ready rule finds pending, one name per blocker', () => {
    const statuses = fc.constantFrom(
      null,
      'N/A',
      ...PRE_AUTH_STATUSES,
      ...AUTHORIZATION_STATUSES,
      ...RWP_FORM_STATUSES,
    );
    const day = fc.constantFrom(null, '2026-11-20');
    fc.assert(
      fc.property(
        statuses,
        statuses,
        statuses,
        day,
        day,
        fc.constantFrom('Leaks', 'Leaks\nWaiting for: gas inspection'),
        (preAuthStatus, authorizationStatus, rwpFormStatus, partETA1, partReceived1, description) => {
          const job = held({
            preAuthStatus,
            authorizationStatus,
            rwpFormStatus,
            partETA1,
            partReceived1,
            description,
          });
          const { ready, waitingOn } = readinessOfJob(job);
          expect(waitingForItems(job)).toHaveLength(waitingOn.length);
          if (ready) expect(waitingForItems(job)).toEqual([]);
        },
      ),
    );
  });
});
