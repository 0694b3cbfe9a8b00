/**
 * The forms' validation messages of the shared zod schemas. The server answers a 400
 * with them and the client's forms show them beside their inputs, so both read them from here.
 */
export const FORM_ERROR_TEXTS = {
  jobNumberRequired: 'Job # is required',
  jobLastNameRequired: 'Job Last Name is required',
  originalAptDateRequired: 'Original Apt Date is required',
  jobNameRequired: 'Job name is required',
  descriptionRequired: 'Description is required',
  updateNotesTooShort: 'Update notes must be at least 5 characters',
  commentTooShort: 'Comment must be at least 3 characters.',
  commentTooLong: 'Comment must be less than 1000 characters.',
  commentEmpty: 'Comment content cannot be empty',
  fileRequired: 'Please select a file to upload.',
} as const;

/**
 * /paused-jobs: a paused job's display title when it has a number but no name
 * ('Unknown - 12345'), or neither and no title either.
 */
export const PAUSED_DEFAULT_TEXTS = {
  unknownName: 'Unknown',
  untitled: 'Untitled Paused Job',
} as const;
