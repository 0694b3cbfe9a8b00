import { UploadIcon } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { Button } from '#client/components/ui/button.tsx';

/*
 * The upload dialog validates with the shared zod schema. Loading it after the detail dialog has
 * painted keeps zod (about 40 KB gzipped) off the first paint of /work-orders/{id}; until it is
 * there, its button shows disabled.
 */
const UploadFileDialog = lazy(() =>
  import('./upload-file-dialog.tsx').then((m) => ({ default: m.UploadFileDialog })),
);

export function LazyUploadFileDialog({ workOrderId }: { workOrderId: number }) {
  return (
    <Suspense
      fallback={
        <Button type="button" variant="outline" size="sm" disabled>
          <UploadIcon aria-hidden="true" />
          Upload File
        </Button>
      }
    >
      <UploadFileDialog workOrderId={workOrderId} />
    </Suspense>
  );
}
