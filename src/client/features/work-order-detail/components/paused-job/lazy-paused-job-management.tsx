import { lazy, Suspense } from 'react';
import { Skeleton } from '#client/components/ui/skeleton.tsx';
import type { WorkOrderDetail } from '#shared/schemas/work-order.ts';
import { PAUSED_MANAGEMENT_MARK } from '../../hooks/use-focus-on-hold.ts';
import type { PausedJobManagement as Management } from './paused-job-management.tsx';

/*
 * Only an on-hold job shows Paused Job Management, so its code (parts, money, the hold's statuses)
 * is fetched apart from the job page's first paint (ADR 008): when the browser is idle after the
 * page paints, or when an on-hold job opens first. Once fetched it renders at once, without a
 * placeholder, so choosing On Hold brings it straight into view.
 */
let loaded: typeof Management | null = null;

export const preloadPausedJobManagement = () =>
  import('./paused-job-management.tsx').then((m) => {
    loaded = m.PausedJobManagement;
    return { default: m.PausedJobManagement };
  });

const PausedJobManagement = lazy(preloadPausedJobManagement);

export function LazyPausedJobManagement({ order }: { order: WorkOrderDetail }) {
  if (loaded) {
    const Loaded = loaded;
    return <Loaded order={order} />;
  }
  return (
    // The placeholder carries the section's mark, so choosing On Hold still brings it into view.
    <Suspense fallback={<Skeleton className="h-40 w-full" {...{ [PAUSED_MANAGEMENT_MARK]: '' }} />}>
      <PausedJobManagement order={order} />
    </Suspense>
  );
}
