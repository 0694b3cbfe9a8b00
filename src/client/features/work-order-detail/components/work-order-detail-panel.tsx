import { type ReactNode, useState } from 'react';
import { Button } from '#client/components/ui/button.tsx';
import { cn } from '#client/components/ui/cn.ts';
import { Skeleton } from '#client/components/ui/skeleton.tsx';
import { Spinner } from '#client/components/ui/spinner.tsx';
import { useWorkOrder } from '#client/lib/work-order-query.ts';
import type { WorkOrderDetail } from '#shared/schemas/work-order.ts';
import { DETAIL_TEXTS } from '#shared/spec-texts/work-texts.ts';
import { DeleteWorkOrderButton } from './delete-work-order-button.tsx';
import {
  assignmentsSection,
  attachmentsSection,
  commentsSection,
  customerSection,
  type DetailSection,
  DetailSectionList,
  taskDetailsSection,
} from './detail-sections.tsx';
import { hasPausedJobDetails, PausedJobDetails } from './paused-job-details.tsx';
import { TechnicalDetails } from './technical-details.tsx';
import { WorkOrderBadges } from './work-order-badges.tsx';

type WorkOrderDetailPanelProps = {
  workOrderId: number;
  /** Which edge of the screen it sits on (right by default). */
  position?: 'left' | 'right';
  onDeleted?: () => void;
};

/**
 * The side panel's sections: basicInfo, assignments, pausedJobDetails (open), comments, attachments,
 * technicalDetails (closed), after the customer (issue 23). The paused-job block appears only when the order has such fields.
 */
export function panelSections(order: WorkOrderDetail): DetailSection[] {
  const sections: DetailSection[] = [
    customerSection(order),
    taskDetailsSection(order, 'Basic Information'),
    assignmentsSection(order),
  ];
  if (hasPausedJobDetails(order)) {
    sections.push({
      key: 'paused',
      title: 'Paused Job Details',
      content: <PausedJobDetails order={order} />,
    });
  }
  sections.push(commentsSection(order, false), attachmentsSection(order, false), {
    key: 'technical',
    title: 'Technical Details',
    defaultOpen: false,
    content: <TechnicalDetails order={order} />,
  });
  return sections;
}

/** The work order beside a list rather than over it: the dialog's cells and sections, plus Delete. */
export function WorkOrderDetailPanel({
  workOrderId,
  position = 'right',
  onDeleted,
}: WorkOrderDetailPanelProps) {
  const query = useWorkOrder(workOrderId);
  const [deleted, setDeleted] = useState(false);
  const order = query.data;

  let body: ReactNode;
  if (deleted) {
    body = <p className="text-sm text-muted-foreground">This task has been deleted.</p>;
  } else if (order) {
    body = (
      <>
        <header className="grid min-w-0 gap-2">
          <WorkOrderBadges workOrder={order} />
          <h2 className="text-lg leading-tight font-semibold break-words">{order.title}</h2>
        </header>
        <DetailSectionList sections={panelSections(order)} />
        <div className="flex justify-end">
          <DeleteWorkOrderButton
            workOrderId={order.id}
            status={order.status}
            onDeleted={() => {
              setDeleted(true);
              onDeleted?.();
            }}
          />
        </div>
      </>
    );
  } else if (query.isError) {
    body = (
      <div role="alert" className="grid gap-3">
        <p className="font-semibold">Could not load the task</p>
        <p className="text-sm text-muted-foreground">{query.error.message}</p>
        <Button variant="outline" className="w-fit" onClick={() => void query.refetch()}>
          Try Again
        </Button>
      </div>
    );
  } else {
    body = (
      <div className="grid gap-3">
        <p className="flex items-center gap-2 text-sm text-muted-foreground">
          <Spinner />
          {DETAIL_TEXTS.loading}
        </p>
        <Skeleton className="h-7 w-3/4" />
        <Skeleton className="h-40 w-full" />
      </div>
    );
  }

  return (
    <aside
      aria-label="Task details"
      data-position={position}
      className={cn(
        'flex h-full w-full min-w-0 flex-col gap-4 overflow-y-auto bg-background p-4',
        position === 'right' ? 'border-l' : 'border-r',
      )}
    >
      {body}
    </aside>
  );
}
