/** The create and update dialogs' words: form sections, defaults and their toasts. */

/** SPEC 2 "Create and update dialogs" 1: the create paused job form's sections. */
export const PAUSED_JOB_FORM_SECTIONS = {
  jobIdentification: 'Job Identification',
  locationScheduling: 'Location & Scheduling',
  authorizationStatus: 'Authorization & Status',
  partsTracking: 'Parts Tracking',
  additionalInformation: 'Additional Information',
} as const;

/** SPEC 5 "Forms", paused job: what the client sends for the fields left blank. */
export const PAUSED_JOB_DEFAULTS = {
  location: 'TBD',
  description: 'Paused job for {lastName}',
} as const;

/** SPEC 8 toasts of the create task dialog. */
export const TASK_CREATE_TOASTS = {
  failedTitle: 'Failed to create task',
  createdTitle: 'Task created successfully',
} as const;

/** SPEC 8 toasts of the update task dialog (status change, then the comment). */
export const TASK_UPDATE_TOASTS = {
  failedTitle: 'Failed to update task',
  failedText: 'There was an error updating the task. Please try again.',
  updatedTitle: 'Task updated!',
  commentFailedTitle: 'Failed to add update comment',
} as const;

/** SPEC 8 toasts of the create paused job dialog. */
export const PAUSED_JOB_CREATE_TOASTS = {
  failedTitle: 'Error',
  failedText: 'Failed to create paused job',
  createdTitle: 'Paused job created successfully',
} as const;
