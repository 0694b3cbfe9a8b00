/**
 * The work order's words wherever it shows: its badges, inline edits and Complete (on cards and in
 * the detail dialog), the detail dialog itself (sections, notes, attachments, assignments,
 * deleting, the paused job's transitions) and the /work-orders/{id} page around it.
 */

/** /tasks and the mobile lists: empty states, filters, view switch and card badges. */
export const WORK_LIST_TEXTS = {
  noTasks: 'No tasks found',
  noMatches: 'No tasks match your filters',
  clearAllFilters: 'Clear All Filters',
  cards: 'Cards',
  list: 'List',
  urgent: 'URGENT',
  complete: 'Complete',
  onHold: 'On Hold',
  /** /completed-tasks; also the way back from a work order that is not found. */
  backToTasks: 'Back to Tasks',
  /** /dashboard: what a paused job waits for, wherever it is shown. */
  waitingFor: 'Waiting for: {waitingFor}',
} as const;

/**
 * A paused job's readiness (docs/decisions/056-ready-to-return.md): the hold line and the CSV. What
 * is still pending reads 'Waiting for: ' (WORK_LIST_TEXTS.waitingFor) then these words joined by
 * itemSeparator.
 */
export const HOLD_READINESS_TEXTS = {
  readyToReturn: 'Ready to return',
  itemSeparator: ' · ',
  /** A part without a title. */
  part: 'part {number}',
  /** A part whose ETA is known: 'Flue pipe (ETA 12/1)'. */
  partWithEta: '{part} (ETA {eta})',
  'pre-authorization': 'pre-authorization',
  authorization: 'authorization',
  'permit-form': 'permit form',
  /** A 'Waiting for' line with no words left after trimming is still something open. */
  waitingForNote: 'waiting-for note',
} as const;

/** The toasts of an inline edit (status or priority changed on a card or row). */
export const INLINE_EDIT_TOASTS = {
  failedTitle: 'Update failed',
  failedText: 'Please try again',
  savedTitle: 'Updated successfully',
  savedText: 'Task has been updated',
} as const;

/** The confirmation and the toasts of completing a task. */
export const COMPLETE_TOASTS = {
  confirm: 'Mark this task as completed?',
  failedTitle: 'Complete Failed',
  failedText: 'Could not complete the task. Please try again.',
  doneTitle: 'Task Completed',
} as const;

/** The task detail dialog: badge, section titles and footer buttons. */
export const DETAIL_TEXTS = {
  taskBadge: 'Task',
  taskDetails: 'Task Details',
  assignments: 'Assignments',
  comments: 'Comments',
  attachments: 'Attachments',
  pausedJobManagement: 'Paused Job Management',
  deleteTask: 'Delete Task',
  /**
   * The footer's button closes: every field saves on its own as it is changed (ADR 060), so
   * a 'Save & Close' would promise a save the button does not make.
   */
  close: 'Close',
  /** Beside Close: when things save, said once where the button is. */
  savesAsYouGo: 'Each change saves as you make it.',
  resumeJob: 'Resume Job',
  printDetails: 'Print Details',
  loading: 'Loading task details...',
} as const;

/**
 * The confirmations of deleting (completing is COMPLETE_TOASTS.confirm; files are
 * ATTACHMENT_TEXTS). A deleted task can be restored (ADR 029), so 'This action cannot be
 * undone.' gives way to who can undo it; the paused job's question was never untrue.
 */
export const CONFIRM_DELETE_TEXTS = {
  task: 'Are you sure you want to delete this task? Admin and management can restore it from the Admin Panel.',
  pausedJob: 'Are you sure you want to delete this paused job?',
} as const;

/** The Add Note form and its toasts. */
export const NOTE_TEXTS = {
  addNote: 'Add Note',
  failedTitle: 'Note Failed',
  failedText: 'Failed to add note. Please try again.',
  addedTitle: 'Note added',
  /** A note written without a connection, shown among the comments until it reaches the server. */
  waitingToSend: 'Waiting to send',
} as const;

/** The upload dialog (and its words when no file is chosen) and the attachment toasts. */
export const ATTACHMENT_TEXTS = {
  deleteConfirm: 'Are you sure you want to delete this file?',
  noFileTitle: 'No file selected',
  uploadFailedTitle: 'Error uploading file',
  deleteFailedTitle: 'Error deleting file',
  uploadedTitle: 'File uploaded successfully',
  deletedTitle: 'File deleted',
} as const;

/** The employee picker's overflow and the assignment toasts. */
export const ASSIGNMENT_TEXTS = {
  moreNames: '+{count} more',
  assignFailedTitle: 'Assignment failed',
  unassignFailedTitle: 'Unassignment failed',
  assignedTitle: 'Employee assigned',
  unassignedTitle: 'Employee unassigned',
  /** The role beside a person on the job who is its technician or its office employee. */
  techRole: 'Tech',
  officeRole: 'Office',
} as const;

/** The toasts of deleting a task; not 'permanently' deleted any more (ADR 029). */
export const TASK_DELETE_TOASTS = {
  failedTitle: 'Delete Failed',
  failedText: 'Could not delete the task. Please try again.',
  deletedTitle: 'Task Deleted',
  deletedText: 'The task has been deleted. Admin and management can restore it.',
} as const;

/** The toasts of deleting a paused job: the task's titles, its own texts (ADR 029 as above). */
export const PAUSED_JOB_DELETE_TOASTS = {
  failedTitle: TASK_DELETE_TOASTS.failedTitle,
  failedText: 'Could not delete the paused job. Please try again.',
  deletedTitle: TASK_DELETE_TOASTS.deletedTitle,
  deletedText: 'The paused job has been deleted. Admin and management can restore it.',
} as const;

/** The toasts of Resume Job and Mark as Completed in Paused Job Management. */
export const PAUSED_JOB_TRANSITION_TOASTS = {
  resumedTitle: 'Job Resumed',
  resumedText: 'Paused job has been moved to active tasks.',
  completedTitle: 'Job Completed',
  completedText: 'The paused job has been marked as completed.',
  completeFailedTitle: 'Error',
  completeFailedText: 'Failed to complete the job. Please try again.',
} as const;

/** The work order update toast ('Error: Failed to update work order.'). */
export const WORK_ORDER_UPDATE_TOASTS = {
  failedTitle: 'Error',
  failedText: 'Failed to update work order.',
} as const;

/**
 * A field of the detail views that saved on its own says so beside it (ADR 060): 'Saved' on
 * screen, '{label} saved' to a screen reader, politely. It replaces the 'Changes Saved' toast
 * of Save & Close, which reported saves that had already happened.
 */
export const FIELD_SAVED_TEXTS = {
  saved: 'Saved',
  announced: '{label} saved',
} as const;

/** The voice dictation toasts, by what went wrong. */
export const VOICE_ERROR_TEXTS = {
  noSpeech: 'No speech detected...',
  microphoneAccessDenied: 'Microphone access denied...',
  microphonePermissionDenied: 'Microphone permission denied...',
  network: 'Network error...',
  failed: 'Voice recognition failed. Please try again.',
} as const;

/** /work-orders/{id}: when there is no work order to open. */
export const WORK_ORDER_PAGE_TEXTS = {
  notFoundTitle: 'Work Order Not Found',
  notFound: 'The requested work order could not be found.',
  invalidId: 'The work order ID is missing or invalid.',
} as const;

/** The job dialog's Hand-back section as it first paints: its title and loading line. */
export const HAND_BACK_SECTION_TEXTS = {
  sectionTitle: 'Hand-back',
  loading: 'Loading the hand-back...',
} as const;
