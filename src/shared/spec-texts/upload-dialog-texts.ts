/**
 * The Upload File dialog's words beside ATTACHMENT_TEXTS (work-texts.ts, on every page): its
 * fields, buttons and progress. Only the dialog imports this file, so its words load with it.
 */
export const UPLOAD_DIALOG_TEXTS = {
  description: 'Images, PDF or Word documents, up to 25 MB. Photos are made smaller before they are sent.',
  file: 'File',
  /** The chosen file's line: its name and size. */
  chosenFile: '{name} ({size})',
  descriptionLabel: 'Description (optional)',
  descriptionPlaceholder: 'What is this file?',
  cancelled: 'Upload cancelled.',
  cancelUpload: 'Cancel upload',
  cancel: 'Cancel',
  upload: 'Upload',
  uploading: 'Uploading...',
  /** The progress bar's name. */
  uploadingFile: 'Uploading {name}',
  preparing: 'Preparing the photo...',
  starting: 'Starting...',
  /** Every byte has left the phone; the server is still storing the file. */
  sentSaving: '100% · {size} sent, saving...',
  progress: '{percent}% · {sent} of {size}',
} as const;
