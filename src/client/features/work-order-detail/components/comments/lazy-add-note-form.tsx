import { lazy, Suspense } from 'react';
import { Skeleton } from '#client/components/ui/skeleton.tsx';

/*
 * The note form validates with the shared zod schema. Loading it after the dialog (or the phone
 * list) has painted keeps zod (about 40 KB gzipped) off the first paint of /work-orders/{id}: the
 * order shows at once and the form appears a moment later.
 */
const AddNoteForm = lazy(() => import('./add-note-form.tsx').then((m) => ({ default: m.AddNoteForm })));

export function LazyAddNoteForm({ workOrderId }: { workOrderId: number }) {
  return (
    <Suspense fallback={<Skeleton className="h-28 w-full" />}>
      <AddNoteForm workOrderId={workOrderId} />
    </Suspense>
  );
}
