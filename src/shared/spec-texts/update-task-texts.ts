/**
 * The Update Task dialog's words beside its title (shell-texts.ts) and toasts (work-form-texts.ts):
 * its fields, hints and states. Only the dialog imports this file, so its words load with it.
 */
export const UPDATE_TASK_TEXTS = {
  /** Read by screen readers until the task has loaded and its number and name take the place. */
  description: "Change the task's status and priority.",
  loadFailed: 'Could not load this task.',
  status: 'Status',
  priority: 'Priority',
  notes: 'Notes',
  /** Under a completed task's Status for those who may not complete work. */
  onlyOfficeReopens: 'Only office, admin and management can reopen work.',
  notesHint: 'What changed and why. {length}/{max} characters.',
  notesPlaceholder: 'At least 5 characters',
  updating: 'Updating...',
} as const;
