import type { WorkOrderListItem } from '#shared/schemas/work-order.ts';

/** What a card or a list row of /tasks needs; callbacks are stable so memoised rows stay put. */
export type TaskItemProps = {
  task: WorkOrderListItem;
  canComplete: boolean;
  onOpenTask: (id: number) => void;
  onUpdateTask: (id: number) => void;
};
