import { withoutWaitingForLine } from '#shared/domain/waiting-for.ts';
import type { PausedJobListItem } from '#shared/schemas/work-order.ts';
import { fillTemplate } from '#shared/spec-texts/fill-template.ts';
import { WORK_LIST_TEXTS } from '#shared/spec-texts/work-texts.ts';

/** SPEC 2: the number a paused job is known by: its job number, else the work order's #. */
export function pausedJobNumber(job: Pick<PausedJobListItem, 'jobNumber' | 'workOrderId'>): string {
  return job.jobNumber?.trim() || job.workOrderId;
}

/**
 * The description as a person reads it: one stored as JSON {"waitingFor": ...} (PRODUCT) shows
 * what the job waits for rather than the raw JSON; otherwise its 'Waiting for:' line is left out,
 * because the card's own Waiting for line shows it (ADR 060).
 */
export function pausedJobDescription(job: Pick<PausedJobListItem, 'description' | 'holdInsights'>): string {
  const waitingFor = job.holdInsights?.waitingFor;
  if (waitingFor && job.description.trim().startsWith('{'))
    return fillTemplate(WORK_LIST_TEXTS.waitingFor, { waitingFor });
  return waitingFor ? withoutWaitingForLine(job.description) : job.description;
}
