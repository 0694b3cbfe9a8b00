import type { PausedJobListItem } from '#shared/schemas/work-order.ts';
import { fillTemplate } from '#shared/spec-texts/fill-template.ts';
import { WORK_LIST_TEXTS } from '#shared/spec-texts/work-texts.ts';

/**
 * The description as a person reads it: one stored as JSON {"waitingFor": ...} (PRODUCT) shows
 * what the job waits for rather than the raw JSON.
 */
export function pausedJobDescription(job: Pick<PausedJobListItem, 'description' | 'holdInsights'>): string {
  const waitingFor = job.holdInsights?.waitingFor;
  if (waitingFor && job.description.trim().startsWith('{'))
    return fillTemplate(WORK_LIST_TEXTS.waitingFor, { waitingFor });
  return job.description;
}
