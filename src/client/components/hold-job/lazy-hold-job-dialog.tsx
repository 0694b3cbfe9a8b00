import { type ComponentProps, lazy, Suspense } from 'react';

const HoldJobDialog = lazy(() => import('./hold-job-dialog.tsx'));

/** The hold dialog, its code fetched the first time On Hold is chosen from a status menu. */
export function LazyHoldJobDialog(props: ComponentProps<typeof HoldJobDialog>) {
  return (
    <Suspense fallback={null}>
      <HoldJobDialog {...props} />
    </Suspense>
  );
}
