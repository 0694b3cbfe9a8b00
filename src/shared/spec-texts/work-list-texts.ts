/**
 * The work lists' words: /tasks, /completed-tasks, /paused-jobs and the mobile lists, their cards'
 * controls and the toasts those controls raise.
 */

/** The header's quick actions (the dialogs they open are in the work area). */
export const QUICK_ACTION_TEXTS = {
  newTask: '+Task',
  newPausedJob: '+Paused Job',
} as const;

/** /tasks: the page's title (its empty states and badges are WORK_LIST_TEXTS). */
export const TASK_LIST_TEXTS = {
  /** Also the dashboard card's title, and /work-orders'. */
  priorityTasks: 'Priority Tasks',
  /** The priority list's loading line and empty state, on /work-orders and the dashboard card. */
  loadingPriorityTasks: 'Loading priority tasks...',
  noUrgentWork: 'No urgent work right now',
  title: 'Current Tasks',
} as const;

/** /completed-tasks. */
export const COMPLETED_TASKS_TEXTS = {
  title: 'Completed Tasks',
  viewDetails: 'View Details',
  reopen: 'Reopen Task',
  empty: 'No completed tasks yet',
} as const;

/** /paused-jobs (the title is the sidebar's NAV_TEXTS.pausedJobs). */
export const PAUSED_JOB_LIST_TEXTS = {
  count: '{shown} showing of {total} total paused jobs',
  filtered: 'Filtered',
  searchPlaceholder: 'Search paused jobs...',
  assignedCount: '{count} assigned',
  view: 'View',
  delete: 'Delete',
  empty: 'No paused jobs found',
  emptyFiltered: 'Try adjusting your filters',
  emptyFirst: 'Create your first paused job to get started',
  create: 'Create Paused Job',
  loading: 'Loading your paused jobs...',
} as const;

/** The toasts of /completed-tasks' Reopen Task. */
export const REOPEN_TOASTS = {
  doneTitle: 'Task Reopened',
  doneText: 'The task has been moved back to active status.',
  failedTitle: 'Error',
  failedText: 'Failed to reopen task. Please try again.',
} as const;

/** Issue 23: Current Tasks tells how many jobs on the other two lists match its search. */
export const SEARCH_ELSEWHERE_TEXTS = {
  label: 'Matches on other pages',
  pausedOne: '1 paused job matches',
  pausedMany: '{count} paused jobs match',
  completedOne: '1 completed task matches',
  completedMany: '{count} completed tasks match',
  none: 'No paused jobs or completed tasks match either',
} as const;

/**
 * The order and due-date quick filters every work list offers (ADR 061). The labels say the order
 * in words a person can check against the list.
 */
export const LIST_ORDER_TEXTS = {
  sortLabel: 'Sort',
  sortDue: 'Overdue first',
  sortPriority: 'Urgent first',
  sortNewest: 'Newest first',
  sortHeld: 'Longest on hold',
  dueLabel: 'Due',
  dueAny: 'Any time',
  dueToday: 'Due today',
  dueOverdue: 'Overdue',
} as const;

/** /tasks?view=follow-up: the list the sidebar's Tasks badge counts. */
export const FOLLOW_UP_TEXTS = {
  title: 'Needs follow-up',
  hint: 'Work that is overdue, of type Follow-up, or has a follow-up reason: the list the Tasks badge in the sidebar counts.',
  back: 'Back to Current Tasks',
  loading: 'Loading work that needs follow-up...',
  empty: 'Nothing needs follow-up',
  emptyHint: 'Overdue work, follow-ups and work with a follow-up reason appear here.',
} as const;

/** The hand-backs the office has yet to review: the dashboard card's title and the list filter's choice. */
export const HAND_BACK_AWAITING_REVIEW = 'Finished, awaiting review';

/** The task list's filter of the hand-backs awaiting review. */
export const HAND_BACK_FILTER_TEXTS = {
  filterLabel: 'Hand-back',
} as const;
