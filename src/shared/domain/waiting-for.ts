import { formatMonthDay } from './date-format.ts';
import { type PausedJobFields, parseWaitingFor, partsOf } from './paused-job.ts';

const WAITING_LINE = /^\s*waiting for:.*$/im;

/**
 * The description with its 'Waiting for: ...' line set to `waitingFor` (PRODUCT keeps what a paused
 * job waits for in its description): an existing line is replaced, else one is added after the
 * description, so the description itself is kept. A blank `waitingFor` leaves it as it is.
 */
export function withWaitingFor(description: string, waitingFor: string): string {
  const text = waitingFor.replace(/\s+/g, ' ').trim();
  if (!text) return description;
  const line = `Waiting for: ${text}`;
  if (WAITING_LINE.test(description)) return description.replace(WAITING_LINE, line);
  const kept = description.trimEnd();
  return kept ? `${kept}\n${line}` : line;
}

/** The description without its 'Waiting for:' line, where that line is shown on its own. */
export function withoutWaitingForLine(description: string): string {
  return description
    .replace(WAITING_LINE, '')
    .replace(/\n{2,}/g, '\n')
    .trim();
}

/** Statuses that mean a request is out and not yet answered. */
const AWAITED = new Set(['pending', 'submitted', 'needed']);
const awaited = (value: string | null) => AWAITED.has((value ?? '').trim().toLowerCase());

export type WaitingForFields = PausedJobFields & {
  preAuthStatus: string | null;
  rwpFormStatus: string | null;
};

/**
 * What a held job still waits for, in a few words each, for its card (ADR 060): each part not yet
 * received, with its ETA; pre-authorization and authorization still pending; the permit (RWP form)
 * not yet back; and the description's 'Waiting for:' text.
 */
export function waitingForItems(job: WaitingForFields): string[] {
  const items = partsOf(job)
    .filter((part) => !part.received)
    .map((part) => {
      const name = part.title?.trim() || `Part ${part.number}`;
      return part.eta ? `${name} (ETA ${formatMonthDay(part.eta.slice(0, 10))})` : name;
    });
  if (awaited(job.preAuthStatus)) items.push('pre-authorization');
  if (awaited(job.authorizationStatus)) items.push('authorization');
  if (awaited(job.rwpFormStatus)) items.push('permit (RWP form)');
  const text = parseWaitingFor(job.description);
  if (text) items.push(text);
  return items;
}
