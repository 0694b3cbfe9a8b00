import { Button } from '#client/components/ui/button.tsx';
import { EmptyState } from '#client/components/work-order-list/list-states.tsx';
import { MOBILE_SHOW_TEXTS } from '#shared/spec-texts/mobile-texts.ts';

/** Mine is empty: say so, and offer everyone's jobs in one tap. */
export function NoOwnJobs({ onShowAll }: { onShowAll: () => void }) {
  return (
    <EmptyState
      title={MOBILE_SHOW_TEXTS.noOwnJobs}
      description={MOBILE_SHOW_TEXTS.noOwnJobsHint}
      action={
        <Button variant="outline" className="h-11" onClick={onShowAll}>
          {MOBILE_SHOW_TEXTS.showAll}
        </Button>
      }
    />
  );
}
