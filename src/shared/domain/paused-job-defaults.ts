import { fillTemplate } from '../spec-texts/fill-template.ts';
import { PAUSED_JOB_DEFAULTS } from '../spec-texts/work-form-texts.ts';
import type { WorkOrderPriority } from './work-order-priority.ts';
import type { WorkOrderStatus } from './work-order-status.ts';
import type { WorkOrderType } from './work-order-type.ts';

/**
 * What a new paused job is stored with for each field the request leaves out or blank: the one
 * home of these defaults. The server applies them (services/create-work-order.ts); the paused-job
 * form builds its body from the same values, so the two cannot drift apart.
 */
export const PAUSED_JOB_DEFAULT_VALUES = {
  status: 'on-hold',
  priority: 'normal',
  type: 'task',
  location: PAUSED_JOB_DEFAULTS.location,
  // N/A: the step does not apply to this job until someone says it does (ADR 009).
  preAuthStatus: 'N/A',
  authorizationStatus: 'N/A',
  rwpFormStatus: 'N/A',
  preAuthAmount: 0,
  opcAmount: 0,
} as const satisfies {
  status: WorkOrderStatus;
  priority: WorkOrderPriority;
  type: WorkOrderType;
} & Record<string, string | number>;

/** The title of a paused job sent without one: 'Reyes - 48213'. */
export function pausedJobDefaultTitle(job: { jobLastName: string; jobNumber: string }): string {
  return fillTemplate(PAUSED_JOB_DEFAULTS.title, { lastName: job.jobLastName, jobNumber: job.jobNumber });
}

/** The description of a paused job sent without one: 'Paused job for Reyes'. */
export function pausedJobDefaultDescription(job: { jobLastName: string }): string {
  return fillTemplate(PAUSED_JOB_DEFAULTS.description, { lastName: job.jobLastName });
}
