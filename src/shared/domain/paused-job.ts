import { PAUSED_DEFAULT_TEXTS } from '../spec-texts/form-texts.ts';
import { type HoldBlocker, readinessOf } from './hold-readiness.ts';
import { PART_NUMBERS, type PartNumber } from './paused-job-status.ts';

/** The fields of a work order (API names) that the paused-job rules read. */
export type PausedJobFields = {
  status: string;
  title: string;
  description: string;
  workOrderId: string;
  jobNumber: string | null;
  jobLastName: string | null;
  customerName: string | null;
  preAuthStatus: string | null;
  authorizationStatus: string | null;
  rwpFormStatus: string | null;
  pausedAt: string | null;
} & { [K in `partTitle${PartNumber}`]: string | null } & {
  [K in `partOrdered${PartNumber}` | `partETA${PartNumber}` | `partReceived${PartNumber}`]: string | null;
};

const filled = (value: string | null | undefined): value is string => Boolean(value?.trim());

/**
 * A paused job's display title: last name (or customer name) then the job's number, 00000 when it has none; without a
 * name, a job that came through the paused-job form (it has a Job Number) is 'Unknown' with the
 * number; otherwise the title as written ('Name - Number', split on ' - ' and put back together
 * trimmed), else 'Untitled Paused Job'. The number shown is always the work order's own, the one
 * number a job shows everywhere (docs/decisions/055-one-number-per-job.md).
 */
export function pausedJobDisplayTitle(
  job: Pick<PausedJobFields, 'jobLastName' | 'customerName' | 'jobNumber' | 'title' | 'workOrderId'>,
): string {
  const name = [job.jobLastName, job.customerName].find(filled)?.trim();
  const number = filled(job.workOrderId) ? job.workOrderId.trim() : undefined;
  if (name) return `${name} - ${number ?? '00000'}`;
  if (filled(job.jobNumber)) return `${PAUSED_DEFAULT_TEXTS.unknownName} - ${number ?? job.jobNumber.trim()}`;
  const pieces = job.title
    .split(' - ')
    .map((piece) => piece.trim())
    .filter(Boolean);
  return pieces.length > 0 ? pieces.join(' - ') : PAUSED_DEFAULT_TEXTS.untitled;
}

export type Part = {
  number: PartNumber;
  title: string | null;
  ordered: string | null;
  eta: string | null;
  received: string | null;
};

/** The part slots that hold anything (a title or any of its dates). */
export function partsOf(job: PausedJobFields): Part[] {
  return PART_NUMBERS.map((number) => ({
    number,
    title: job[`partTitle${number}`],
    ordered: job[`partOrdered${number}`],
    eta: job[`partETA${number}`],
    received: job[`partReceived${number}`],
  })).filter((part) => filled(part.title) || part.ordered || part.eta || part.received);
}

/** An ETA before today with nothing received yet. `today` is 'YYYY-MM-DD'. */
export function isPartOverdue(part: Part, today: string): boolean {
  return !part.received && part.eta !== null && part.eta.slice(0, 10) < today;
}

/** The rule of docs/decisions/056-ready-to-return.md, read from a paused job's fields. */
export function readinessOfJob(job: PausedJobFields) {
  return readinessOf({
    parts: partsOf(job),
    preAuthStatus: job.preAuthStatus,
    authorizationStatus: job.authorizationStatus,
    rwpFormStatus: job.rwpFormStatus,
    waitingFor: parseWaitingFor(job.description),
  });
}

/** Ready to return: on hold, and every blocker it has is cleared (hold-readiness.ts). */
export function isReadyToReturn(job: PausedJobFields): boolean {
  return job.status === 'on-hold' && readinessOfJob(job).ready;
}

/**
 * A paused job's description may say what it waits for, as JSON {"waitingFor": "..."}
 * or as a line 'Waiting for: ...'.
 */
export function parseWaitingFor(description: string | null | undefined): string | null {
  const text = description?.trim() ?? '';
  if (text.startsWith('{')) {
    try {
      const parsed: unknown = JSON.parse(text);
      if (parsed && typeof parsed === 'object' && 'waitingFor' in parsed) {
        const value = (parsed as { waitingFor: unknown }).waitingFor;
        if (typeof value === 'string' && value.trim()) return value.trim();
      }
    } catch {
      // Not JSON after all: read it as lines.
    }
  }
  const line = /^\s*waiting for:\s*(.+?)\s*$/im.exec(text);
  return line?.[1] ?? null;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** Whole days since the job went on hold (0 on the first day); null when unknown. */
export function daysOnHold(pausedAt: string | null, now: Date): number | null {
  if (!pausedAt) return null;
  const since = Date.parse(pausedAt);
  if (Number.isNaN(since)) return null;
  return Math.max(0, Math.floor((now.getTime() - since) / DAY_MS));
}

/** 'YYYY-MM-DD' of `now` in the runtime's time zone (the office's, on a correctly set up server). */
export function localDay(now: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

export type HoldInsights = {
  daysOnHold: number | null;
  /** The numbers (1-3) of the parts whose ETA has passed without a received date. */
  overdueParts: number[];
  readyToReturn: boolean;
  /** What is still pending when not ready (hold-readiness.ts). */
  waitingOn: HoldBlocker[];
  waitingFor: string | null;
};

/** What the hold markers show; null for work that is not on hold. */
export function holdInsightsOf(job: PausedJobFields, now: Date): HoldInsights | null {
  if (job.status !== 'on-hold') return null;
  const today = localDay(now);
  const readiness = readinessOfJob(job);
  return {
    daysOnHold: daysOnHold(job.pausedAt, now),
    overdueParts: partsOf(job)
      .filter((part) => isPartOverdue(part, today))
      .map((part) => part.number),
    readyToReturn: readiness.ready,
    waitingOn: readiness.waitingOn,
    waitingFor: parseWaitingFor(job.description),
  };
}
