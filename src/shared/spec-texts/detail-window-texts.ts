/**
 * The job window's own words beyond DETAIL_TEXTS and the toasts in work-texts.ts (which every page
 * loads): its heading, the Customer and team blocks, the fields edited in place, and the lists of
 * comments, questions and files. Only the job window imports this file, so its words load with it.
 * What it loads later keeps its words in files of its own (note-form-texts.ts,
 * question-form-texts.ts, upload-dialog-texts.ts, paused-job-management-texts.ts).
 */

/** The window itself: its heading for screen readers, loading and failure states, the More menu. */
export const DETAIL_WINDOW_TEXTS = {
  /** The dialog's description for screen readers; '{number}' is the job's work order #. */
  detailsOf: 'Details of task #{number}',
  loadingTitle: 'Loading task',
  loadFailed: 'Could not load the task',
  tryAgain: 'Try Again',
  /** The footer's Close while the edits in flight are saved. */
  saving: 'Saving...',
  moreActionsFor: 'More actions for task #{number}',
  deletePausedJob: 'Delete Paused Job',
  deleting: 'Deleting...',
  delete: 'Delete',
} as const;

/** The Customer section: its fields, links and the state with no customer yet. */
export const CUSTOMER_BLOCK_TEXTS = {
  title: 'Customer',
  name: 'Name',
  phone: 'Phone',
  email: 'Email',
  address: 'Address',
  city: 'City',
  noDetails: 'No customer details yet.',
  addDetails: 'Add customer details',
  call: 'Call',
  directions: 'Directions',
  /** Read after 'Directions' by screen readers. */
  directionsTo: 'to {address} (opens in a new tab)',
} as const;

/** The Assignments section's team list. */
export const TEAM_CARD_TEXTS = {
  noOneAssigned: 'No one assigned yet',
  assignedEmployees: 'Assigned employees',
  remove: 'Remove {name}',
  addTeamMembers: 'Add team members',
} as const;

/** A field edited in place; '{name}' is the field's label, its group first ('Part 2 ETA'). */
export const INLINE_FIELD_TEXTS = {
  notSet: 'Not set',
  save: 'Save',
  saveField: 'Save {name}',
  cancel: 'Cancel',
  cancelEditing: 'Cancel editing {name}',
  textareaKeys: 'Ctrl+Enter to save, Esc to cancel',
  inputKeys: 'Enter to save, Esc to cancel',
  saving: 'Saving {name}',
  edit: 'Edit {name}',
} as const;

/** The Task Details section's field labels. */
export const TASK_FIELD_TEXTS = {
  description: 'Description',
  notes: 'Notes',
  dueDate: 'Due Date',
  lastAppointment: 'Last Appointment',
  returnAppointment: 'Return Appointment',
  priority: 'Priority',
  status: 'Status',
  type: 'Type',
} as const;

/** The Comments, Questions and Attachments sections' lists. */
export const DETAIL_LIST_TEXTS = {
  noComments: 'No comments yet',
  updateBadge: 'Update',
  questions: 'Questions',
  noQuestions: 'No questions yet',
  asked: 'Asked',
  notAnswered: 'Not answered yet',
  answer: 'Answer',
  editAnswer: 'Edit answer',
  loadingAttachments: 'Loading attachments...',
  retry: 'Retry',
  noAttachments: 'No attachments yet',
  uploadFile: 'Upload File',
  uploaded: 'Uploaded {date}',
  uploadedBy: 'by {name}',
  download: 'Download',
  downloadFailed: 'Error downloading file',
  preview: 'Preview',
  loadingPreview: 'Loading preview...',
  imagePreview: 'Image preview',
  delete: 'Delete',
  deleteFile: 'Delete File',
} as const;
