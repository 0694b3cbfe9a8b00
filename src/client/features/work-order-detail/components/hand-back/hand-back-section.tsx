import { RefreshCwIcon } from 'lucide-react';
import { Button } from '#client/components/ui/button.tsx';
import { Skeleton } from '#client/components/ui/skeleton.tsx';
import { HAND_BACK_SECTION_TEXTS } from '#shared/spec-texts/hand-back-office-texts.ts';
import { HAND_BACK_REVIEW_TEXTS as TEXTS } from '#shared/spec-texts/hand-back-review-texts.ts';
import { HandBackCard } from './hand-back-card.tsx';
import { useHandBacks } from './hand-back-query.ts';

/**
 * The job's hand-backs (ADR 068), newest first: the current one, then any reopened before it
 * under 'Earlier hand-backs'. Loading, failed (with a retry) and none yet each say so.
 */
export function HandBackSection({ workOrderId }: { workOrderId: number }) {
  const handBacks = useHandBacks(workOrderId);
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
