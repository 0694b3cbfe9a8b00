import { PART_NUMBERS, type PartNumber } from '#shared/domain/paused-job-status.ts';
import { withWaitingFor } from '#shared/domain/waiting-for.ts';
import type { UpdateWorkOrder, WorkOrder } from '#shared/schemas/work-order.ts';

/** What the hold form asks: what the job waits for. */
export type HoldValues = {
  preAuthStatus: string;
  partTitle: string;
  partOrdered: string;
  partEta: string;
  authorization: boolean;
  permit: boolean;
  waitingFor: string;
};

export const emptyHoldValues = (preAuthStatus: string): HoldValues => ({
  preAuthStatus,
  partTitle: '',
  partOrdered: '',
  partEta: '',
  authorization: false,
  permit: false,
  waitingFor: '',
});

/** The first part slot the job has not used (a job held before may have parts already). */
export function freePartNumber(job: WorkOrder): PartNumber | null {
  return (
    PART_NUMBERS.find(
      (n) =>
        !job[`partTitle${n}`] && !job[`partOrdered${n}`] && !job[`partETA${n}`] && !job[`partReceived${n}`],
    ) ?? null
  );
}

/**
 * One PATCH: the status on hold plus what the form says the job waits for (a part in its first free
 * slot, authorization and the permit as Pending, other words as the description's 'Waiting for:'
 * line). Nothing else is sent, so the job keeps its number, description, due date, priority and
 * team (the server changes only the fields sent).
 */
export function holdBody(job: WorkOrder, values: HoldValues): UpdateWorkOrder {
  const body: Record<string, string> = { status: 'on-hold', preAuthStatus: values.preAuthStatus };
  const slot = freePartNumber(job);
  const title = values.partTitle.trim();
  if (slot && title) {
    body[`partTitle${slot}`] = title;
    if (values.partOrdered) body[`partOrdered${slot}`] = values.partOrdered;
    if (values.partEta) body[`partETA${slot}`] = values.partEta;
  }
  if (values.authorization) body.authorizationStatus = 'Pending';
  if (values.permit) body.rwpFormStatus = 'Pending';
  const description = withWaitingFor(job.description, values.waitingFor);
  if (description !== job.description) body.description = description;
  return body as UpdateWorkOrder;
}
