import { lazy, type ReactNode, Suspense } from 'react';
import { CollapsibleSection } from '#client/components/ui/collapsible-section.tsx';
import type { WorkOrderDetail } from '#shared/schemas/work-order.ts';
import { DETAIL_TEXTS, HAND_BACK_SECTION_TEXTS } from '#shared/spec-texts/work-texts.ts';
import { AttachmentsSection } from '../attachments/attachments-section.tsx';
import { CommentCount, CommentsSection } from '../comments/comments-section.tsx';
import { CustomerBlock } from '../customer/customer-block.tsx';
import { TaskDetailsFields } from '../fields/task-details-fields.tsx';
import { LazyPausedJobManagement } from '../paused-job/lazy-paused-job-management.tsx';
import { QuestionsSection } from '../questions/questions-section.tsx';
import { TeamAssignmentCard } from '../team/team-assignment-card.tsx';

/** One collapsible block of a detail view. */
export type DetailSection = {
  key: string;
  title: string;
  meta?: ReactNode;
  defaultOpen?: boolean;
  content: ReactNode;
};

const count = (n: number) => `(${n})`;

const taskDetailsSection = (
  order: WorkOrderDetail,
  title: string = DETAIL_TEXTS.taskDetails,
): DetailSection => ({
  key: 'details',
  title,
  content: <TaskDetailsFields workOrder={order} />,
});

/** Issue 23: who the job is for and where, first in every detail view. */
const customerSection = (order: WorkOrderDetail): DetailSection => ({
  key: 'customer',
  title: 'Customer',
  content: <CustomerBlock order={order} />,
});

const assignmentsSection = (order: WorkOrderDetail): DetailSection => ({
  key: 'assignments',
  title: DETAIL_TEXTS.assignments,
  content: (
    <TeamAssignmentCard
      workOrderId={order.id}
      assignedEmployees={order.assignedEmployees}
      roles={{ technician: order.assignedTo, officeEmployee: order.assignedOfficeEmployee }}
    />
  ),
});

const commentsSection = (order: WorkOrderDetail, defaultOpen = true): DetailSection => ({
  key: 'comments',
  title: DETAIL_TEXTS.comments,
  meta: <CommentCount workOrderId={order.id} comments={order.comments} />,
  defaultOpen,
  content: <CommentsSection workOrderId={order.id} comments={order.comments} />,
});

const questionsSection = (order: WorkOrderDetail): DetailSection => ({
  key: 'questions',
  title: 'Questions',
  meta: count(order.questions.length),
  content: <QuestionsSection workOrderId={order.id} questions={order.questions} />,
});

const attachmentsSection = (order: WorkOrderDetail, defaultOpen = true): DetailSection => ({
  key: 'attachments',
  title: DETAIL_TEXTS.attachments,
  meta: count(order.attachmentCount),
  defaultOpen,
  content: <AttachmentsSection workOrderId={order.id} />,
});

/*
 * The Hand-back section (its photos, signature, review and the company's time zone) is fetched
 * apart from the job page's first paint (ADR 008), which has little room under its budget: the
 * order shows at once, its hand-back a moment later with its own loading line.
 */
const HandBackSection = lazy(() =>
  import('../hand-back/hand-back-section.tsx').then((m) => ({ default: m.HandBackSection })),
);

/** What the technician handed back after a visit (ADR 068), with its review. */
const handBackSection = (order: WorkOrderDetail): DetailSection => ({
  key: 'hand-back',
  title: HAND_BACK_SECTION_TEXTS.sectionTitle,
  content: (
    <Suspense fallback={null}>
      <HandBackSection order={order} />
    </Suspense>
  ),
});

const pausedJobManagementSection = (order: WorkOrderDetail): DetailSection => ({
  key: 'paused-management',
  title: DETAIL_TEXTS.pausedJobManagement,
  content: <LazyPausedJobManagement order={order} />,
});

/**
 * The task detail dialog's sections. An on-hold job adds its own management section first
 * and keeps Task Details and Assignments (ADR 060: the first on-hold window dropped them, and with them
 * the description, due date, priority and people); the rest every work order keeps.
 */
export function taskDialogSections(order: WorkOrderDetail): DetailSection[] {
  const details = [taskDetailsSection(order), assignmentsSection(order)];
  const management = order.status === 'on-hold' ? [pausedJobManagementSection(order), ...details] : details;
  return [
    customerSection(order),
    ...management,
    handBackSection(order),
    commentsSection(order),
    questionsSection(order),
    attachmentsSection(order),
  ];
}

export function DetailSectionList({ sections }: { sections: readonly DetailSection[] }) {
  return (
    <div className="grid min-w-0 gap-3">
      {sections.map((section) => (
        <CollapsibleSection
          key={section.key}
          title={section.title}
          meta={section.meta}
          defaultOpen={section.defaultOpen ?? true}
          className="min-w-0"
        >
          {section.content}
        </CollapsibleSection>
      ))}
    </div>
  );
}
