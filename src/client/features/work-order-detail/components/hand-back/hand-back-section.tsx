import { RefreshCwIcon } from 'lucide-react';
import { Button } from '#client/components/ui/button.tsx';
import { Skeleton } from '#client/components/ui/skeleton.tsx';
import type { WorkOrderDetail } from '#shared/schemas/work-order.ts';
import { HAND_BACK_REVIEW_TEXTS as TEXTS } from '#shared/spec-texts/hand-back-review-texts.ts';
import { HAND_BACK_SECTION_TEXTS } from '#shared/spec-texts/work-texts.ts';
import { PrintDetailsButton } from '../paused-job/print-details-button.tsx';
import { HandBackCard } from './hand-back-card.tsx';
import { useHandBacks } from './hand-back-query.ts';

/**
 * The job's hand-backs (ADR 068), newest first: the current one, then any reopened before it
 * under 'Earlier hand-backs'. Loading, failed (with a retry) and none yet each say so. A job not on
 * hold prints its sheet, the hand-back's evidence on paper, from here (a paused job's footer has
 * Print Details already): the job page's first paint then carries no hand-back read.
 */
export function HandBackSection({ order }: { order: WorkOrderDetail }) {
  const handBacks = useHandBacks(order.id);
  if (handBacks.isPending) {
    return (
      <div className="grid gap-2">
        <span role="status" className="sr-only">
          {HAND_BACK_SECTION_TEXTS.loading}
        </span>
        <Skeleton className="h-6 w-1/2" />
        <Skeleton className="h-24 w-full" />
      </div>
    );
  }
  if (handBacks.isError) {
    return (
      <div className="flex flex-wrap items-center gap-3 rounded-lg border border-destructive/40 p-3">
        <p role="alert" className="flex-1 text-sm text-destructive">
          {TEXTS.loadFailed} {handBacks.error.message}
        </p>
        <Button variant="outline" size="sm" onClick={() => void handBacks.refetch()}>
          <RefreshCwIcon aria-hidden="true" />
          {TEXTS.retry}
        </Button>
      </div>
    );
  }
  const [current, ...earlier] = handBacks.data;
  if (!current) return <p className="py-2 text-sm text-muted-foreground">{TEXTS.none}</p>;
  return (
    <div className="grid gap-3">
      {order.status !== 'on-hold' && <PrintDetailsButton order={order} className="justify-self-start" />}
      <HandBackCard handBack={current} />
      {earlier.length > 0 && (
        <>
          <h4 className="text-sm font-semibold text-muted-foreground">{TEXTS.earlier}</h4>
          {earlier.map((handBack) => (
            <HandBackCard key={handBack.id} handBack={handBack} />
          ))}
        </>
      )}
    </div>
  );
}
