/**
 * The hand-back on the technician's phone (docs/decisions/068-visit-hand-back.md): the Finish job
 * sheet's steps, labels, buttons, checks and the upload's progress, and how the outbox names it.
 */
export const HAND_BACK_PHONE_TEXTS = {
  finishJob: 'Finish job',
  finishJobFor: 'Finish job: {job}',
  sheetTitle: 'Finish job {job}',
  close: 'Close',
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
  addPhoto: 'Add a {label} photo',
  removePhoto: 'Remove {label} photo {number}',
  photoThumbnail: '{label} photo {number}',
  shrinkingPhoto: 'Making the photo smaller...',
  afterPhotoRequired: 'An After photo is required for this job type.',
  tooManyPhotos: 'At most {count} photos of each.',

  partsLegend: 'Parts used',
  partDescription: 'Part {number} description',
  partQuantity: 'Part {number} quantity',
  partNumber: 'Part {number} part number (optional)',
  removePart: 'Remove part {number}',
  addPart: 'Add a part',
  noParts: 'No parts used.',
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
  reviewNotPresent: 'Customer not present: {reason}',
  reviewNotFinished: 'Not finished: {reason}',
  reviewReturn: 'A return visit is needed.',
  reviewWaitingFor: 'Waiting for {part}.',
  fixStep: 'Fix this on the {step} step.',

  sending: 'Sending the hand-back... {percent} %',
  sent: 'Hand-back sent',
  queued: 'Hand-back saved on this phone: it will be sent when the connection is back.',
  notSent: 'Hand-back not sent',
  draftKept: 'Your unfinished hand-back is kept on this phone.',

  outboxLine: 'Hand-back: {summary}',
  outboxProgress: 'Uploading {percent} %',
  yourHandBack: 'Your hand-back',
} as const;
