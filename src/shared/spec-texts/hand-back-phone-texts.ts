/**
 * The hand-back on the technician's phone (docs/decisions/068-visit-hand-back.md): the Finish job
 * sheet's steps, labels, buttons, checks and the upload's progress, and how the outbox names it.
 */
export const HAND_BACK_PHONE_TEXTS = {
  sheetTitle: 'Finish job {job}',
  back: 'Back',
  next: 'Next',
  send: 'Send hand-back',
  stepOf: 'Step {step} of {count}: {name}',
  stepsLabel: 'Hand-back steps',
  steps: {
    /** Also the contract's name for the field (its refusals say 'Work done must ...'). */
    workDone: 'Work done',
    photos: 'Photos',
    parts: 'Parts',
    signOff: 'Sign-off',
    review: 'Review',
  },
  required: 'Required for this job type',
  opening: 'Opening the hand-back...',
  rulesLoading: 'Loading the rules of this job type...',

  workDone: 'What was done',
  workDoneHint: 'What you found, what you did, what the customer should know.',
  arrivedAt: 'Arrived',
  leftAt: 'Left',
  timeChangeReason: 'Why the times differ from the visit',
  timeChangeReasonRequired: 'Say why the times differ from the visit.',
  timeOrder: 'Left must be after Arrived, at most 24 hours later.',

  before: 'Before',
  after: 'After',
  addPhoto: 'Add photo: {label}',
  removePhoto: 'Remove {label} photo {number}',
  photoThumbnail: '{label} photo {number}',
  shrinkingPhoto: 'Making the photo smaller...',
  afterPhotoRequired: 'An After photo is required for this job type.',
  tooManyPhotos: 'At most {count} photos of each.',

  partsLegend: 'Parts used',
  /** The fields as the contract names them in its refusals (and the sheet in its own checks). */
  fieldPartDescription: 'Part description',
  fieldPartNumber: 'Part number',
  fieldTimeChangeReason: 'Reason for the changed time',
  fieldNotPresentReason: 'Reason the customer did not sign',
  fieldNotFinishedReason: 'Reason the work is not finished',
  fieldWaitingForPart: 'Part waited for',
  tooShort: '{label} must be at least {count} characters',
  tooLong: '{label} must be at most {count} characters',
  quantityNumber: 'Quantity must be a number',
  quantityPositive: 'Quantity must be more than 0',
  quantityAtMost: 'Quantity must be at most {count}',
  quantityDecimals: 'Quantity has at most two decimals',
  partDescription: 'Part {number} description',
  partQuantity: 'Part {number} quantity',
  partNumber: 'Part {number} part number (optional)',
  removePart: 'Remove part {number}',
  addPart: 'Add a part',
  noParts: 'No parts used.',
  tooManyParts: 'At most {count} parts',
  partsRequired: 'At least one part is required for this job type.',
  prefilledFromOrder: 'Filled in from the parts received for this job; change them as needed.',

  signature: 'Customer signature',
  signatureAlt:
    'Signature area: the customer signs here with a finger or a stylus. Or choose Customer not present.',
  signatureSigned: 'Signed',
  signatureEmpty: 'Not signed yet',
  clearSignature: 'Clear signature',
  /** Also the contract's name for the field, in its refusals. */
  signerName: 'Printed name',
  customerNotPresent: 'Customer not present',
  notPresentReason: 'Why the customer could not sign',
  signatureRequired: 'The customer must sign.',
  signatureNotSaved: 'The signature could not be saved: clear it and sign again.',
  signatureRequiredByRule: 'A signature is required for this job type: the customer must sign.',

  outcomeLegend: 'Outcome',
  notFinishedReason: 'Why the work is not finished',
  returnNeeded: 'A return visit is needed',
  waitingForPart: 'Part waited for (optional)',

  reviewTime: 'Time on site',
  reviewPhotos: '{before} before, {after} after',
  reviewSignedBy: 'Signed by {name}',
  reviewSignature: 'Signature of {name}',
  reviewNotPresent: 'Customer not present: {reason}',

  sending: 'Sending the hand-back... {percent} %',
  sent: 'Hand-back sent',
  notSent: 'Hand-back not sent',
} as const;
