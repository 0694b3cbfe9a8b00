import { CheckCircle2Icon, PlayIcon } from 'lucide-react';
import { type ReactNode, useId, useState } from 'react';
import { Button } from '#client/components/ui/button.tsx';
import { DialogFooter } from '#client/components/ui/dialog.tsx';
import { useCurrentEmployee } from '#client/lib/current-employee.ts';
import { canCompleteWork } from '#shared/domain/work-order-roles.ts';
import type { WorkOrderDetail } from '#shared/schemas/work-order.ts';
import { DETAIL_TEXTS } from '#shared/spec-texts/work-texts.ts';
import { type PausedJobTransition, usePausedJobTransition } from '../../api/paused-job-transitions.ts';
import type { PendingSaves } from '../../hooks/pending-saves.tsx';
import { PrintDetailsButton } from '../paused-job/print-details-button.tsx';

type Busy = 'close' | PausedJobTransition | null;

type DetailDialogFooterProps = { order: WorkOrderDetail; saves: PendingSaves; onClose: () => void };

// Buttons keep their own width and share a row when they fit, so a phone's footer wraps, never overflows.
const FIT = 'grow sm:grow-0';

/**
 * The dialog's footer: 'Close' (not 'Save & Close': every field saves on its own and says so beside
 * it, so the button only closes, ADR 060); a paused job also gets 'Print Details', 'Resume Job' and (for
 * those who may complete work) 'Mark as Completed'. 'Delete Task' is in the header's More menu
 * (issue 23, ADR 027), away from the button pressed most. Each of these waits for
 * the edits in flight first, and stays put when one of them failed.
 */
export function DetailDialogFooter({ order, saves, onClose }: DetailDialogFooterProps) {
  const { data: me } = useCurrentEmployee();
  const transition = usePausedJobTransition(order.id);
  const [busy, setBusy] = useState<Busy>(null);
  const hintId = useId();
  const paused = order.status === 'on-hold';

  const afterSaves = async (action: Exclude<Busy, null>, then: () => Promise<void>) => {
    setBusy(action);
    try {
      // A failed field has said 'Update failed' and shows its old value: stay so it can be seen.
      if (await saves.settle()) await then();
    } catch {
      // The failure has had its toast; the dialog stays open to try again.
    } finally {
      setBusy(null);
    }
  };
  // A cell still being edited is saved first; nothing else is left to save, so no toast claims one.
  const close = () => afterSaves('close', async () => onClose());
  const takeOffHold = (action: PausedJobTransition) =>
    afterSaves(action, async () => {
      await transition.mutateAsync(action);
      onClose();
    });

  const action = (name: PausedJobTransition, label: string, icon: ReactNode) => (
    <Button
      variant="secondary"
      className={FIT}
      disabled={busy !== null}
      // The spinner stands in for the icon while this one runs.
      loading={busy === name}
      loadingText={label}
      onClick={() => void takeOffHold(name)}
    >
      {icon}
      {label}
    </Button>
  );

  return (
    <DialogFooter className="sticky -bottom-4 -mx-4 -mb-4 flex-row flex-wrap gap-2 border-t bg-background px-4 py-3 sm:-bottom-6 sm:-mx-6 sm:-mb-6 sm:justify-end sm:px-6 sm:py-4">
      <p id={hintId} className="w-full self-center text-xs text-muted-foreground sm:mr-auto sm:w-auto">
        {DETAIL_TEXTS.savesAsYouGo}
      </p>
      {paused && (
        <>
          <PrintDetailsButton order={order} className={FIT} />
          {action('resume', DETAIL_TEXTS.resumeJob, <PlayIcon aria-hidden="true" />)}
          {canCompleteWork(me?.employeeType) &&
            action('complete', 'Mark as Completed', <CheckCircle2Icon aria-hidden="true" />)}
        </>
      )}
      <Button
        className={FIT}
        onClick={() => void close()}
        aria-describedby={hintId}
        disabled={busy !== null}
        loading={busy === 'close'}
        loadingText="Saving..."
      >
        {DETAIL_TEXTS.close}
      </Button>
    </DialogFooter>
  );
}
