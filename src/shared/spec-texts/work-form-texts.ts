/** The create and update dialogs' words: form sections, defaults and their toasts. */

/** The create paused job form's sections. */
export const PAUSED_JOB_FORM_SECTIONS = {
  jobIdentification: 'Job Identification',
  locationScheduling: 'Location & Scheduling',
  authorizationStatus: 'Authorization & Status',
  partsTracking: 'Parts Tracking',
  additionalInformation: 'Additional Information',
} as const;

/** The paused-job form: what a field left blank is stored as (shared/domain/paused-job-defaults.ts). */
export const PAUSED_JOB_DEFAULTS = {
  title: '{lastName} - {jobNumber}',
  location: 'TBD',
  description: 'Paused job for {lastName}',
} as const;

/** Toasts of the create task dialog. */
export const TASK_CREATE_TOASTS = {
  failedTitle: 'Failed to create task',
  createdTitle: 'Task created successfully',
} as const;

/** Toasts of the update task dialog (status change, then the comment). */
export const TASK_UPDATE_TOASTS = {
  failedTitle: 'Failed to update task',
  failedText: 'There was an error updating the task. Please try again.',
  updatedTitle: 'Task updated!',
  commentFailedTitle: 'Failed to add update comment',
} as const;

/** Toasts of the create paused job dialog. */
export const PAUSED_JOB_CREATE_TOASTS = {
  failedTitle: 'Error',
  failedText: 'Failed to create paused job',
  createdTitle: 'Paused job created successfully',
} as const;

/**
 * Issue 23: '+ Paused Job' first looks for the job among open work and puts that job on hold
 * (same record, number and priority); only a job the portal does not have is created.
 */
export const HOLD_EXISTING_JOB_TEXTS = {
  findTitle: 'Put a Job on Hold',
  findDescription:
    'Find the open job first: it goes on hold with its own number, priority and team. Create a new paused job only for a job the portal does not have.',
  searchLabel: 'Find an open job',
  searchHint: 'Job #, customer or title (at least 2 characters)',
  searching: 'Searching open jobs...',
  noMatch: 'No open job matches "{search}".',
  searchFailed: 'Could not search open jobs: {message}',
  createNew: 'Create a new paused job',
  holdTitle: 'Put #{number} on Hold',
  holdDescription:
    'Say what the job is waiting for. It keeps its number, description, due date, priority and team, and moves to Paused Jobs.',
  putOnHold: 'Put on Hold',
  puttingOnHold: 'Putting on hold...',
  back: 'Back to search',
  heldTitle: 'Job put on hold',
  heldText: '#{number} {title} is now in Paused Jobs.',
  failedTitle: 'Error',
  failedText: 'Failed to put the job on hold',
} as const;
