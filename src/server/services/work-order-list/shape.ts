import { clipText, LIST_PREVIEW_LENGTH, MOBILE_CARD_PREVIEW_LENGTH } from '#shared/domain/clip-text.ts';
import type { PausedJobListItem, WorkOrderListItem } from '#shared/schemas/work-order.ts';
import { summaryFieldsOf } from '../work-order-summary-fields.ts';
import { toWorkOrder, type WorkOrderRow } from '../work-order-view.ts';
import type { LatestComment, ListRow, PageRow } from './read-page/page-rows.ts';

/** The last stage of a list read: the rows of a page as the API answers them. */

/** json_build_object writes a timestamptz as PostgreSQL text: the API answers ISO 8601 in UTC. */
const latestCommentOf = (latest: LatestComment | null) =>
  latest && { ...latest, createdAt: new Date(latest.createdAt).toISOString() };

/**
 * A list row as the API answers it. The phone pages (`lightweight`) cut descriptions as their
 * cards do, to 100 characters and '...', so the phone can tell a cut description from a short one.
 */
function toListItem(
  row: ListRow,
  assignees: PageRow['assignees'],
  commentCount: number,
  latestComment: LatestComment | null,
  lightweight: boolean,
): WorkOrderListItem {
  return {
    ...summaryFieldsOf(row),
    description: clipText(row.description, lightweight ? MOBILE_CARD_PREVIEW_LENGTH : LIST_PREVIEW_LENGTH),
    assignedEmployees: assignees,
    commentCount,
    latestComment: latestComment && {
      ...latestComment,
      content: clipText(latestComment.content, LIST_PREVIEW_LENGTH),
    },
  };
}

/** The rows of a task list page, each as its card or list row shows it (WorkOrderListItemSchema). */
export function listItemsOf(page: PageRow[], lightweight: boolean): WorkOrderListItem[] {
  return page.map(({ order, assignees, commentCount, latest }) =>
    toListItem(order as ListRow, assignees, commentCount, latestCommentOf(latest), lightweight),
  );
}

/** The rows of a Paused Jobs page, every field of each: the page filters, shows and exports them. */
export function pausedJobsOf(page: PageRow[]): PausedJobListItem[] {
  return page.map(({ order, assignees, commentCount, latest }) => ({
    ...toWorkOrder(order as WorkOrderRow, assignees),
    commentCount,
    latestComment: latestCommentOf(latest),
  }));
}
