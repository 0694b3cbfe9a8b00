import { formatMonthDay } from '#shared/domain/date-format.ts';
import { clearedSteps, type HoldBlocker } from '#shared/domain/hold-readiness.ts';
import { formatMoney } from '#shared/domain/money.ts';
import { partsOf } from '#shared/domain/paused-job.ts';
import type { WorkOrder } from '#shared/schemas/work-order.ts';

const amount = (value: number | null) => (value ? ` ${formatMoney(value)}` : '');

function stepEvidence(step: HoldBlocker, order: WorkOrder): string {
  if (step === 'pre-authorization') return 'Pre-authorization approved';
  if (step === 'authorization') {
    const partly = order.authorizationStatus?.trim().toLowerCase() === 'partial';
    // The pre-authorized amount is the one the insurer agreed to: shown with the answer.
    return `Authorization ${partly ? 'partly approved' : 'approved'}${amount(order.preAuthAmount)}`;
  }
  return 'Permit form approved';
}

/**
 * Why a held job is ready to return, in a few words each: every part received ('Part 2 received
 * 11/26', or the part's title), then each step that came through ('Authorization approved
 * $1,240.00'). Read from the same fields the readiness rule reads (hold-readiness.ts).
 */
export function readyEvidence(order: WorkOrder): string[] {
  const parts = partsOf(order)
    .filter((part) => part.received)
    .map((part) => {
      const name = part.title?.trim() || `Part ${part.number}`;
      return `${name} received ${formatMonthDay(part.received?.slice(0, 10) ?? '')}`;
    });
  return [...parts, ...clearedSteps(order).map((step) => stepEvidence(step, order))];
}
