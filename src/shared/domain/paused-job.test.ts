import { describe, expect, it } from 'vitest';
import {
  daysOnHold,
  holdInsightsOf,
  isPartOverdue,
  isReadyToReturn,
  localDay,
  type PausedJobFields,
  parseWaitingFor,
  pausedJobDisplayTitle,
} from './paused-job.ts';

const job = (fields: Partial<PausedJobFields> = {}): PausedJobFields => ({
  status: 'on-hold',
  title: 'Reyes - 48213',
  description: 'Paused job for Reyes',
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

describe('pausedJobDisplayTitle (fallbacks, in order)', () => {
  it.each([
    [{ jobLastName: 'Reyes' }, 'Reyes - 48213'],
    [{ jobLastName: null, customerName: 'Dana Ortiz' }, 'Dana Ortiz - 48213'],
    [{ jobLastName: '  ', customerName: 'Dana Ortiz' }, 'Dana Ortiz - 48213'],
    // Issue 23: a task put on hold keeps its number.
    [
      { jobLastName: null, customerName: 'Michael Jankowski', jobNumber: null, workOrderId: '45465' },
      'Michael Jankowski - 45465',
    ],
    // ADR 055: one number per job, the work order's, even where an older typed Job Number differs.
    [
      { jobLastName: 'Reyes', jobNumber: '44006', workOrderId: 'P1795743540000-7' },
      'Reyes - P1795743540000-7',
    ],
    [{ jobLastName: 'Reyes', jobNumber: null, workOrderId: '' }, 'Reyes - 00000'],
    [{ jobLastName: null }, 'Unknown - 48213'],
    // A task put on hold without a name keeps its title.
    [{ jobLastName: null, jobNumber: null, title: 'Okafor  -  51002' }, 'Okafor - 51002'],
    [{ jobLastName: null, jobNumber: '  ', title: 'Boiler swap' }, 'Boiler swap'],
    [{ jobLastName: null, jobNumber: null, title: ' - ' }, 'Untitled Paused Job'],
    [{ jobLastName: null, jobNumber: null, title: '' }, 'Untitled Paused Job'],
  ])('%j -> %s', (fields, expected) => {
    expect(pausedJobDisplayTitle(job(fields))).toBe(expected);
  });
});

describe('Part overdue', () => {
  const part = { number: 1 as const, title: 'Valve', ordered: null, eta: '2026-11-21', received: null };
  it('is an ETA before today with nothing received', () => {
    expect(isPartOverdue(part, '2026-11-22')).toBe(true);
    expect(isPartOverdue(part, '2026-11-21')).toBe(false);
    expect(isPartOverdue({ ...part, received: '2026-11-22' }, '2026-11-30')).toBe(false);
    expect(isPartOverdue({ ...part, eta: null }, '2026-11-30')).toBe(false);
  });
});

describe('Ready to return', () => {
  it('#49190: not while pre-authorization is pending or a waiting-for text is open (ADR 056)', () => {
    const approved = { authorizationStatus: 'Approved', description: 'Paused job for Reyes' };
    expect(isReadyToReturn(job(approved))).toBe(true);
    expect(isReadyToReturn(job({ ...approved, preAuthStatus: 'Pending' }))).toBe(false);
    expect(isReadyToReturn(job({ ...approved, rwpFormStatus: 'Needed' }))).toBe(false);
    const waiting = 'Paused job for Reyes\nWaiting for: city permit and gas inspection';
    expect(isReadyToReturn(job({ ...approved, description: waiting }))).toBe(false);
  });

  it('needs every part received', () => {
    const twoParts = { partTitle1: 'Valve', partReceived1: '2026-11-20', partTitle2: 'Flue' };
    expect(isReadyToReturn(job(twoParts))).toBe(false);
    expect(isReadyToReturn(job({ ...twoParts, partReceived2: '2026-11-21' }))).toBe(true);
  });

  it('is held back by a pending or denied authorization, in any letter case', () => {
    const received = { partTitle1: 'Valve', partReceived1: '2026-11-20' };
    for (const authorizationStatus of ['Pending', 'Denied', 'pending']) {
      expect(isReadyToReturn(job({ ...received, authorizationStatus }))).toBe(false);
    }
    for (const authorizationStatus of ['Approved', 'Partial', 'N/A', null]) {
      expect(isReadyToReturn(job({ ...received, authorizationStatus }))).toBe(true);
    }
  });

  it('needs something it was waiting for: a part, or an authorization granted', () => {
    expect(isReadyToReturn(job({ authorizationStatus: 'N/A' }))).toBe(false);
    expect(isReadyToReturn(job({ authorizationStatus: 'Approved' }))).toBe(true);
    expect(isReadyToReturn(job({ authorizationStatus: 'Partial' }))).toBe(true);
  });

  it('counts a part by any of its fields, and only for work on hold', () => {
    expect(isReadyToReturn(job({ authorizationStatus: 'Approved', partETA3: '2026-12-01' }))).toBe(false);
    expect(isReadyToReturn(job({ status: 'open', authorizationStatus: 'Approved' }))).toBe(false);
  });
});

describe('parseWaitingFor', () => {
  it.each([
    ['{"waitingFor": "insurer call-back"}', 'insurer call-back'],
    ['Paused job for Reyes\nWaiting for:  gas valve  \nCall first', 'gas valve'],
    ['waiting for: permit', 'permit'],
    ['{"waitingFor": 5}', null],
    ['{not json\nWaiting for: parts', 'parts'],
    ['Paused job for Reyes', null],
    [null, null],
  ])('%j -> %j', (description, expected) => {
    expect(parseWaitingFor(description)).toBe(expected);
  });
});

describe('holdInsightsOf', () => {
  const now = new Date(2026, 10, 22, 15, 0);
  it('counts whole days since the pause and lists the overdue parts', () => {
    const insights = holdInsightsOf(
      job({
        pausedAt: new Date(2026, 10, 12, 16, 0).toISOString(),
        partTitle1: 'Valve',
        partETA1: '2026-11-21',
        partTitle2: 'Flue',
        partETA2: '2026-11-22',
      }),
      now,
    );
    expect(insights).toEqual({
      daysOnHold: 9,
      overdueParts: [1],
      readyToReturn: false,
      waitingOn: ['part-1', 'part-2'],
      waitingFor: null,
    });
  });

  it('is null for work that is not on hold', () => {
    expect(holdInsightsOf(job({ status: 'in-progress' }), now)).toBeNull();
  });

  it('knows no age without a pause time', () => {
    expect(daysOnHold(null, now)).toBeNull();
    expect(daysOnHold('garbage', now)).toBeNull();
    expect(localDay(now)).toBe('2026-11-22');
  });
});
