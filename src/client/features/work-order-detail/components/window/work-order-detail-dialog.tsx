import { useEffect, useRef, useState } from 'react';
import { OfflineNotice } from '#client/components/offline/offline-notice.tsx';
import { WaitingMarker } from '#client/components/outbox/waiting-marker.tsx';
import { Button } from '#client/components/ui/button.tsx';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '#client/components/ui/dialog.tsx';
import { Skeleton } from '#client/components/ui/skeleton.tsx';
import { Spinner } from '#client/components/ui/spinner.tsx';
import { useWhenIdle } from '#client/lib/use-when-idle.ts';
import { useWorkOrder } from '#client/lib/work-order-query.ts';
import type { WorkOrderDetail } from '#shared/schemas/work-order.ts';
import { DETAIL_TEXTS } from '#shared/spec-texts/work-texts.ts';
import { createPendingSaves, PendingSavesProvider } from '../../hooks/pending-saves.tsx';
import { useFocusOnHold } from '../../hooks/use-focus-on-hold.ts';
import { DetailMoreMenu } from '../more-menu/detail-more-menu.tsx';
import { preloadPausedJobManagement } from '../paused-job/lazy-paused-job-management.tsx';
import { DetailDialogFooter } from './detail-dialog-footer.tsx';
import { DetailSectionList, taskDialogSections } from './detail-sections.tsx';
import { WorkOrderBadges } from './work-order-badges.tsx';

type WorkOrderDetailDialogProps = { workOrderId: number; onClose: () => void };

/** The task detail dialog: the whole work order, editable in place. Open while rendered. */
export function WorkOrderDetailDialog({ workOrderId, onClose }: WorkOrderDetailDialogProps) {
  const query = useWorkOrder(workOrderId);
  const order = query.data;
  // Ready before the job is put on hold here, so its management section shows at once.
  useWhenIdle(preloadPausedJobManagement);

  // Opening a task puts it first in this device's Recent History.
  useEffect(() => {
    // Loaded just after the order shows: recording the view is not needed for the first paint.
    if (order) void import('#client/lib/task-history.ts').then((history) => history.recordTaskView(order));
  }, [order]);

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent
        className="max-h-[calc(100dvh-1rem)] max-w-[calc(100%-1rem)] gap-5 p-4 sm:max-h-[calc(100dvh-2rem)] sm:max-w-[800px] sm:p-6"
        onEscapeKeyDown={(event) => {
          // Escape inside a cell being edited cancels that edit, not the whole dialog.
          if (event.target instanceof Element && event.target.closest('[data-inline-editing]')) {
            event.preventDefault();
          }
        }}
      >
        {order ? (
          <LoadedDetail order={order} onClose={onClose} />
        ) : query.isError ? (
          <DetailError message={query.error.message} onRetry={() => void query.refetch()} onClose={onClose} />
        ) : (
          <DetailLoading />
        )}
      </DialogContent>
    </Dialog>
  );
}

function LoadedDetail({ order, onClose }: { order: WorkOrderDetail; onClose: () => void }) {
  const [saves] = useState(createPendingSaves);
  const sectionsRef = useRef<HTMLDivElement>(null);
  useFocusOnHold(order.status, sectionsRef);
  return (
    <PendingSavesProvider saves={saves}>
      <DialogHeader className="min-w-0 gap-3 pr-16 text-left">
        <div className="flex flex-wrap items-center gap-2">
          <WorkOrderBadges workOrder={order} />
          <WaitingMarker workOrderId={order.id} />
          <OfflineNotice />
        </div>
        <DialogTitle className="text-xl leading-tight break-words">{order.title}</DialogTitle>
        <DialogDescription className="sr-only">Details of task #{order.workOrderId}</DialogDescription>
      </DialogHeader>
      <div ref={sectionsRef} className="min-w-0">
        <DetailSectionList sections={taskDialogSections(order)} />
      </div>
      <DetailDialogFooter order={order} saves={saves} onClose={onClose} />
      {/* Drawn at the top beside the close button, and like it last in the tab order, so opening a
          job does not put the focus on Delete's menu. */}
      <DetailMoreMenu
        workOrderId={order.id}
        displayNumber={order.workOrderId}
        status={order.status}
        onDeleted={onClose}
      />
    </PendingSavesProvider>
  );
}

function DetailLoading() {
  return (
    <div className="grid gap-4">
      <DialogTitle className="sr-only">Loading task</DialogTitle>
      <DialogDescription className="flex items-center gap-2">
        <Spinner />
        {DETAIL_TEXTS.loading}
      </DialogDescription>
      <Skeleton className="h-6 w-40" />
      <Skeleton className="h-7 w-3/4" />
      <Skeleton className="h-40 w-full" />
      <Skeleton className="h-12 w-full" />
      <Skeleton className="h-12 w-full" />
    </div>
  );
}

type DetailErrorProps = { message: string; onRetry: () => void; onClose: () => void };

function DetailError({ message, onRetry, onClose }: DetailErrorProps) {
  return (
    <div className="grid gap-4">
      <DialogHeader className="pr-8 text-left">
        <DialogTitle>Could not load the task</DialogTitle>
        <DialogDescription role="alert">{message}</DialogDescription>
      </DialogHeader>
      <DialogFooter>
        <Button variant="outline" onClick={onClose}>
          Close
        </Button>
        <Button onClick={onRetry}>Try Again</Button>
      </DialogFooter>
    </div>
  );
}
