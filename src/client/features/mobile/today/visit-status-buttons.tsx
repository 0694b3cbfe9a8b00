import { lazy, Suspense, useState } from 'react';
import { Button } from '#client/components/ui/button.tsx';
import { canChangeVisitStatus, VISIT_STATUS_BUTTONS, type VisitStatus } from '#shared/domain/visit-status.ts';
import { useSetVisitStatus, type VisitTap } from './use-set-visit-status.ts';

// The dialog (and the schema it checks the reason with) arrives with the first Couldn't finish.
const CouldntFinishDialog = lazy(() =>
  import('./couldnt-finish-dialog.tsx').then((module) => ({ default: module.CouldntFinishDialog })),
);

type VisitStatusButtonsProps = {
  visit: VisitTap['visit'];
  /** The status the card shows: the server's, or the one a waiting tap will give it. */
  current: VisitStatus;
};

/**
 * The technician's big buttons: only the next steps the visit may take (On my way and Arrived
 * before, Done and Couldn't finish on site), each the phone's full width and 48 px high. The first
 * is the likely one and filled; Couldn't finish asks why first.
 */
export function VisitStatusButtons({ visit, current }: VisitStatusButtonsProps) {
  const change = useSetVisitStatus();
  const [asking, setAsking] = useState(false);
  const saving = change.isPending ? change.variables.status : null;
  const next = VISIT_STATUS_BUTTONS.filter((button) => canChangeVisitStatus(current, button.status));
  if (next.length === 0) return null;
  const jobLabel = `#${visit.jobNumber} ${visit.title}`;
  const tap = (status: VisitStatus, reason?: string) =>
    change.mutate({ visit, from: current, status, reason }, { onSettled: () => setAsking(false) });

  return (
    <div className="grid gap-2">
      {next.map((button, index) => (
        <Button
          key={button.status}
          variant={button.status === 'not-finished' ? 'outline' : index === 0 ? 'default' : 'secondary'}
          className="min-h-12 w-full text-base"
          aria-label={`${button.label}: ${jobLabel}`}
          loading={saving === button.status}
          disabled={saving !== null && saving !== button.status}
          onClick={() => {
            if (saving !== null) return;
            if (button.status === 'not-finished') setAsking(true);
            else tap(button.status);
          }}
        >
          {button.label}
        </Button>
      ))}
      {asking && (
        <Suspense fallback={null}>
          <CouldntFinishDialog
            jobLabel={jobLabel}
            pending={saving === 'not-finished'}
            onOpenChange={setAsking}
            onConfirm={(reason) => tap('not-finished', reason)}
          />
        </Suspense>
      )}
    </div>
  );
}
