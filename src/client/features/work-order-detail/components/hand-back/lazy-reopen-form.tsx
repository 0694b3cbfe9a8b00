import { lazy, Suspense } from 'react';
import { Skeleton } from '#client/components/ui/skeleton.tsx';

/*
 * The reopen form checks its reason with the contract's zod schema. Loaded when a reviewed
 * hand-back is shown to admin or management, it keeps zod (about 40 KB gzipped) off the first
 * paint of /work-orders/{id}, as the question forms do.
 */
const ReopenForm = lazy(() => import('./hand-back-reopen-form.tsx').then((m) => ({ default: m.ReopenForm })));

export function LazyReopenForm(props: { busy: boolean; onReopen: (reason: string) => void }) {
  return (
    <Suspense fallback={<Skeleton className="h-8 w-24" />}>
      <ReopenForm {...props} />
    </Suspense>
  );
}
