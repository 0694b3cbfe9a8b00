import { withoutWaitingForLine } from '#shared/domain/waiting-for.ts';
import type { PausedJobListItem } from '#shared/schemas/work-order.ts';

/**
 * The description as a person reads it, without what the job waits for: the card's own Waiting for
 * line shows that (ADR 060), whether it is stored as JSON {"waitingFor": ...}, which then
 * leaves no description, or as a 'Waiting for:' line.
 */
export function pausedJobDescription(job: Pick<PausedJobListItem, 'description' | 'holdInsights'>): string {
  if (!job.holdInsights?.waitingFor) return job.description;
  return job.description.trim().startsWith('{') ? '' : withoutWaitingForLine(job.description);
}
