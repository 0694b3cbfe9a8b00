import { lazy, Suspense } from 'react';
import { Skeleton } from '#client/components/ui/skeleton.tsx';
import { HAND_BACK_SECTION_TEXTS as TEXTS } from '#shared/spec-texts/hand-back-office-texts.ts';

/*
 * The Hand-back section (its photos, signature, review and the company's time zone) is fetched
 * apart from the job page's first paint (ADR 008), which had little room left under its budget:
 * the order shows at once and its hand-back a moment later, as its own read would anyway.
 */
const HandBackSection = lazy(() =>
  import('./hand-back-section.tsx').then((m) => ({ default: m.HandBackSection })),
);

export function LazyHandBackSection({ workOrderId }: { workOrderId: number }) {
  return (
    <Suspense
      fallback={
        <div className="grid gap-2">
          <span role="status" className="sr-only">
            {TEXTS.loading}
          </span>
          <Skeleton className="h-24 w-full" />
        </div>
      }
    >
      <HandBackSection workOrderId={workOrderId} />
    </Suspense>
  );
}
