import type { PartNumber } from './paused-job-status.ts';

/**
 * When a paused job is ready to return (docs/decisions/056-ready-to-return.md): the one rule the
 * server's hold insights, the hold line of cards and the job window, the Paused Jobs filter,
 * the CSV and the ready notification all read. The words for each blocker are in waiting-for.ts.
 */

/** Each thing a paused job can still be waiting on, in the order the hold line names them. */
export const HOLD_BLOCKERS = [
  'part-1',
  'part-2',
  'part-3',
  'pre-authorization',
  'authorization',
  'permit-form',
  'waiting-for',
] as const;
export type HoldBlocker = (typeof HOLD_BLOCKERS)[number];

/** The stored values (src/shared/domain/paused-job-status.ts) that let the job go ahead. */
const CLEARED = {
  preAuthStatus: ['approved'],
  // A partial approval is an answer: the approved part of the work can go ahead.
  authorizationStatus: ['approved', 'partial'],
  // The form is back once it is approved; Needed, Printed, w/ Part, Uploaded, Submitted and Pending
  // are steps on its way, Denied needs a new one.
  rwpFormStatus: ['approved'],
} as const;

/** No value and 'N/A' both mean the step does not apply to this job (ADR 009). */
const NOT_APPLICABLE = new Set(['', 'n/a']);

type StatusField = keyof typeof CLEARED;

type ReadinessPart = { number: PartNumber; received: string | null };

/** What the rule reads of a paused job. */
export type ReadinessFields = {
  parts: readonly ReadinessPart[];
  preAuthStatus: string | null;
  authorizationStatus: string | null;
  rwpFormStatus: string | null;
  /** The job's open 'Waiting for' text, if any (parseWaitingFor). */
  waitingFor: string | null;
};

type StepState = 'not-applicable' | 'cleared' | 'pending';

function stepState(job: Pick<ReadinessFields, StatusField>, field: StatusField): StepState {
  const value = (job[field] ?? '').trim().toLowerCase();
  if (NOT_APPLICABLE.has(value)) return 'not-applicable';
  return (CLEARED[field] as readonly string[]).includes(value) ? 'cleared' : 'pending';
}

const STEPS: [StatusField, HoldBlocker][] = [
  ['preAuthStatus', 'pre-authorization'],
  ['authorizationStatus', 'authorization'],
  ['rwpFormStatus', 'permit-form'],
];

export type Readiness = {
  /** Every blocker cleared, and at least one thing the job waited for came through. */
  ready: boolean;
  /** What is still pending, in HOLD_BLOCKERS order; empty when ready or when nothing is recorded. */
  waitingOn: HoldBlocker[];
};

/**
 * Ready means every blocker the job has is cleared: each part listed is received, pre-authorization,
 * authorization and the permit form are approved where they apply, and no 'Waiting for' text is
 * left open. A job with nothing recorded to wait for (no part, every step N/A) is not called ready:
 * it was put on hold for a reason these fields do not hold.
 */
export function readinessOf(job: ReadinessFields): Readiness {
  const waitingOn: HoldBlocker[] = job.parts
    .filter((part) => !part.received)
    .map((part) => `part-${part.number}` as const);
  let cameThrough = job.parts.length > 0;
  for (const [field, blocker] of STEPS) {
    const state = stepState(job, field);
    if (state === 'pending') waitingOn.push(blocker);
    if (state === 'cleared') cameThrough = true;
  }
  if (job.waitingFor?.trim()) waitingOn.push('waiting-for');
  return { ready: waitingOn.length === 0 && cameThrough, waitingOn };
}

/**
 * The steps that came through (approved, or authorization's partial answer), in HOLD_BLOCKERS order:
 * what the Unscheduled tray names as a ready job's evidence.
 */
export function clearedSteps(job: Pick<ReadinessFields, StatusField>): HoldBlocker[] {
  return STEPS.filter(([field]) => stepState(job, field) === 'cleared').map(([, blocker]) => blocker);
}
