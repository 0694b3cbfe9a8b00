import type { PausedJobListItem } from '#shared/schemas/work-order.ts';

/** What a paused-job card or list row needs; the callback is stable so memoised items stay put. */
export type PausedJobItemProps = {
  job: PausedJobListItem;
  canDelete: boolean;
  onOpenJob: (id: number) => void;
};
