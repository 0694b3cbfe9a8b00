import { UploadIcon } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { Button } from '#client/components/ui/button.tsx';
import { Skeleton } from '#client/components/ui/skeleton.tsx';
import type { Question } from '#shared/schemas/question.ts';

/*
 * The forms of the detail dialog validate with the shared zod schemas. Loading them after the
 * dialog has painted keeps zod (about 40 KB gzipped) off the first paint of /work-orders/{id}:
 * the order shows at once and the forms appear a moment later.
 */
const AddNoteForm = lazy(() => import('./add-note-form.tsx').then((m) => ({ default: m.AddNoteForm })));
const QuestionAskForm = lazy(() =>
  import('./question-ask-form.tsx').then((m) => ({ default: m.QuestionAskForm })),
);
const QuestionAnswerForm = lazy(() =>
  import('./question-answer-form.tsx').then((m) => ({ default: m.QuestionAnswerForm })),
);
const UploadFileDialog = lazy(() =>
  import('./upload-file-dialog.tsx').then((m) => ({ default: m.UploadFileDialog })),
);

export function LazyAddNoteForm({ workOrderId }: { workOrderId: number }) {
  return (
    <Suspense fallback={<Skeleton className="h-28 w-full" />}>
      <AddNoteForm workOrderId={workOrderId} />
    </Suspense>
  );
}

export function LazyQuestionAskForm({ workOrderId }: { workOrderId: number }) {
  return (
    <Suspense fallback={<Skeleton className="h-20 w-full" />}>
      <QuestionAskForm workOrderId={workOrderId} />
    </Suspense>
  );
}

type AnswerProps = { workOrderId: number; question: Question; onDone: () => void };

export function LazyQuestionAnswerForm(props: AnswerProps) {
  return (
    <Suspense fallback={<Skeleton className="mt-2 h-20 w-full" />}>
      <QuestionAnswerForm {...props} />
    </Suspense>
  );
}

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
