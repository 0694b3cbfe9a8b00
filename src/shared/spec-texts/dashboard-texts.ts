/**
 * The dashboard's own words beyond the card titles, overflow lines and empty states that
 * people-texts.ts holds: loading lines, links, the Recent Tasks table and pager, the workload lines
 * and the SMS footer. Only the dashboard imports this file, so its words load with the dashboard.
 */
export const DASHBOARD_SCREEN_TEXTS = {
  loadingTaskCounts: 'Loading task counts...',
  viewAllTasks: 'View all tasks',
  loadingActiveTasks: 'Loading active tasks...',
  viewAllPausedJobs: 'View all paused jobs',
  loadingPausedJobs: 'Loading paused jobs...',
  /** The Priority Tasks card's overflow line, worded like the other cards'. */
  moreUrgentTasks: '+{count} more urgent tasks',
  /** The Recent History badge of a job that was on hold when it was viewed. */
  paused: 'Paused',
  loadingRecentTasks: 'Loading recent tasks...',
  noRecentTasks: 'No recent tasks',
  recentTasksPages: 'Recent tasks pages',
  previousPage: 'Previous',
  nextPage: 'Next',
  pageOf: 'Page {page} of {pages}',
  /** The Recent Tasks table's caption, read by screen readers. */
  recentTasksCaption: 'Recent tasks',
  unassigned: 'Unassigned',
  noDueDate: 'No due date',
  period: 'Period',
  loadingStaffWorkload: 'Loading staff workload...',
  noActiveEmployees: 'No active employees',
  /** A workload row's counts: '{open}' open and in-progress jobs of '{capacity}'. */
  openOfCapacity: '{open}/{capacity} open',
  completedCount: '{count} completed',
  smsEnabled: 'SMS notifications are enabled',
  smsOff: 'SMS notifications are off',
  turnSmsOn: 'Turn them on in your profile',
} as const;
