import { ArchiveRestoreIcon } from 'lucide-react';
import { Button } from '#client/components/ui/button.tsx';
import type { DeletedWorkOrder } from '#shared/schemas/deleted-work-order.ts';
import { fillTemplate } from '#shared/spec-texts/fill-template.ts';
import { RECENTLY_DELETED_TEXTS } from '#shared/spec-texts/recently-deleted-texts.ts';
import { useRestoreWorkOrder } from '../api/restore-work-order.ts';

type RestoreButtonProps = {
  order: Pick<DeletedWorkOrder, 'id' | 'workOrderId'>;
  className?: string;
};

/**
 * One row's Restore, with a mutation of its own so several rows can be restored at once, each
 * showing its own progress. The job # is in the name (visually hidden), so a screen reader's list
 * of buttons says which one each restores; the visible word starts that name (WCAG 2.5.3).
 */
export function RestoreButton({ order, className }: RestoreButtonProps) {
  const restore = useRestoreWorkOrder(order);
  const pending = restore.isPending;
  const jobSuffix = (
    <span className="sr-only">
      {' '}
      {fillTemplate(RECENTLY_DELETED_TEXTS.jobSuffix, { job: order.workOrderId })}
    </span>
  );
  return (
    <Button
      variant="outline"
      size="sm"
      className={className}
      disabled={pending}
      aria-busy={pending || undefined}
      loading={pending}
      loadingText={
        <>
          {RECENTLY_DELETED_TEXTS.restoring}
          {jobSuffix}
        </>
      }
      onClick={() => restore.mutate()}
    >
      <ArchiveRestoreIcon aria-hidden="true" />
      {RECENTLY_DELETED_TEXTS.restore}
      {jobSuffix}
    </Button>
  );
}
