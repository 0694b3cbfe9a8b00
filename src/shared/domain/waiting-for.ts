import { fillTemplate } from '../spec-texts/fill-template.ts';
import { HOLD_READINESS_TEXTS, WORK_LIST_TEXTS } from '../spec-texts/work-texts.ts';
import { formatMonthDay } from './date-format.ts';
import type { HoldBlocker } from './hold-readiness.ts';
import { type PausedJobFields, partsOf } from './paused-job.ts';

const WAITING_LINE = /^\s*waiting for:.*$/im;

/**
 * The description with its 'Waiting for: ...' line set to `waitingFor` (what a paused job waits for is
 * kept in its description): an existing line is replaced, else one is added after the
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

/**
 * Each pending blocker (hold-readiness.ts) in a few words, in the order given: a part by its title
 * and ETA when known ('Flue pipe (ETA 12/1)', else 'part 2'), 'pre-authorization', 'authorization',
 * 'permit form', and the job's open 'Waiting for' words. `waitingOn` and `waitingFor` are the rule's
 * answer (the server's holdInsights); the job lends its parts' titles and ETAs.
 */
export function waitingForNames(
  waitingOn: readonly HoldBlocker[],
  waitingFor: string | null,
  job: PausedJobFields,
): string[] {
  const parts = partsOf(job);
  return waitingOn.map((blocker) => {
    if (blocker === 'waiting-for') return waitingFor?.trim() || HOLD_READINESS_TEXTS.waitingForNote;
    if (blocker.startsWith('part-')) {
      const number = Number(blocker.slice('part-'.length));
      const part = parts.find((candidate) => candidate.number === number);
      const name = part?.title?.trim() || fillTemplate(HOLD_READINESS_TEXTS.part, { number: String(number) });
      const eta = part?.eta?.slice(0, 10);
      return eta
        ? fillTemplate(HOLD_READINESS_TEXTS.partWithEta, { part: name, eta: formatMonthDay(eta) })
        : name;
    }
    return HOLD_READINESS_TEXTS[blocker as 'pre-authorization' | 'authorization' | 'permit-form'];
  });
}

/** 'Waiting for: Flue pipe (ETA 12/1) · pre-authorization · city permit'; null when nothing is pending. */
export function waitingForText(items: readonly string[]): string | null {
  if (items.length === 0) return null;
  return fillTemplate(WORK_LIST_TEXTS.waitingFor, {
    waitingFor: items.join(HOLD_READINESS_TEXTS.itemSeparator),
  });
}
