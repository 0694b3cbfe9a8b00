import { type FormEvent, useId, useState } from 'react';
import { Button } from '#client/components/ui/button.tsx';
import { Checkbox } from '#client/components/ui/checkbox.tsx';
import { Label } from '#client/components/ui/label.tsx';
import { HAND_BACK_REVIEW_TEXTS as TEXTS } from '#shared/spec-texts/hand-back-review-texts.ts';

type ReviewFormProps = {
  /** The outcome is done: completing the task in the same step is offered. */
  canComplete: boolean;
  busy: boolean;
  onReview: (completeTask: boolean) => void;
};

/** Mark reviewed, with 'Complete the task too' when the work is done. */
export function ReviewForm({ canComplete, busy, onReview }: ReviewFormProps) {
  const [completeTask, setCompleteTask] = useState(false);
  const checkId = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!busy) onReview(canComplete && completeTask);
  };
  return (
    <form onSubmit={submit} className="flex flex-wrap items-center gap-3">
      {canComplete && (
        <div className="flex items-center gap-2">
          <Checkbox
            id={checkId}
            checked={completeTask}
            onCheckedChange={(checked) => setCompleteTask(checked === true)}
          />
          <Label htmlFor={checkId}>{TEXTS.completeTaskToo}</Label>
        </div>
      )}
      <Button type="submit" size="sm" loading={busy} loadingText={TEXTS.reviewing}>
        {TEXTS.markReviewed}
      </Button>
    </form>
  );
}
