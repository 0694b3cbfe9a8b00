/**
 * Recently deleted (ADR 029): the Admin Panel's list of deleted work orders, its Restore button and
 * toasts, and the server's answers when a restore cannot be done. Words of our own: as first
 * specified, a delete was for good; the delete confirmation and toasts that say so are in work-texts.ts.
 */

/** The tab, its list and its states. '{job}' is a job number, '{date}' a formatted day. */
export const RECENTLY_DELETED_TEXTS = {
  tab: 'Recently deleted',
  intro:
    'Deleted tasks and paused jobs wait here with their comments, questions and files until they are purged.',
  loading: 'Loading deleted work...',
  emptyTitle: 'Nothing has been deleted recently',
  emptyText: 'Deleted tasks and paused jobs appear here until they are purged.',
  listLabel: 'Deleted work orders',
  pagesLabel: 'Recently deleted pages',
  titleColumn: 'Title',
  deletedColumn: 'Deleted',
  purgeColumn: 'Purged on',
  unknownEmployee: 'Unknown employee',
  deletedBy: 'by {name}',
  restore: 'Restore',
  /** Heard after Restore, not seen: which job the button restores. */
  jobSuffix: 'job #{job}',
  restoring: 'Restoring...',
} as const;

/**
 * The toasts of Restore; a failure shows the server's reason when it gave one. A restore names the
 * job in its title and offers a link that opens it (ADR 060).
 */
export const RESTORE_TOASTS = {
  restoredTitle: 'Job #{job} restored',
  restoredText: 'It is back, with its comments, questions and files.',
  open: 'Open',
  /** What a screen reader hears for the link, away from the toast. */
  openAltText: 'Open job #{job} at /work-orders/{id}',
  failedTitle: 'Restore Failed',
  failedText: 'Could not restore the task. Please try again.',
} as const;

/** What the server answers when a restore cannot be done (404, 409). */
export const RESTORE_ERRORS = {
  notDeleted: 'This work order is not in Recently deleted.',
  jobNumberTaken:
    "Job # {job} is now used by another open work order. Change that order's job # or complete it, then restore this one.",
} as const;
