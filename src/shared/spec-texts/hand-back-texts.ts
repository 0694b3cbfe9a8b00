/**
 * The hand-back of a visit (docs/decisions/068-visit-hand-back.md): the words the server writes (the
 * activity line, the refusals) and those both the phone and the office show.
 */
export const HAND_BACK_TEXTS = {
  /** The activity line: '{technician} finished the visit: {signOff}, {duration} on site, {parts}'. */
  activityFinished: '{technician} finished the visit: {signOff}, {duration} on site, {parts}',
  activityNotFinished: '{technician} could not finish the visit: {reason}, {duration} on site, {parts}',
  activitySignedBy: 'signed by {name}',
  activityCustomerNotPresent: 'customer not present',
  activityParts: '{count} parts',
  activityOnePart: '1 part',
  activityNoParts: 'no parts',
  /** The duration in the activity line: '40 min', '2 h', '1 h 40 min'. */
  durationMinutes: '{minutes} min',
  durationHours: '{hours} h',
  durationHoursMinutes: '{hours} h {minutes} min',
  activityReviewed: '{name} reviewed the hand-back of the visit',
  activityReviewedAndCompleted: '{name} reviewed the hand-back of the visit and completed the task',
  activityReopened: '{name} reopened the hand-back of the visit: {reason}',
  activityRuleChanged: 'Hand-back rules for {type} changed',
} as const;

/** What the server answers when it refuses a hand-back or a step on one (each a 4xx). */
export const HAND_BACK_REFUSALS = {
  noForm: 'Send the hand-back as a multipart form with its JSON in the part "handBack".',
  notJson: 'The part "handBack" must be JSON.',
  tooManyFiles: 'A hand-back takes at most 6 before photos, 6 after photos and one signature.',
  tooManyPhotos: 'At most {max} {label} photos can be sent with a hand-back.',
  photoNotImage: 'The {label} photo "{name}" is not an image.',
  emptyFile: 'The file "{name}" is empty.',
  signatureMissing: 'A signed hand-back needs the signature as a PNG.',
  signatureUnexpected: 'A signature is sent only when the customer signed.',
  signatureNotPng: 'The signature must be a PNG image.',
  signatureTooLarge: 'The signature must be at most 200 KB.',
  signatureSize: 'The signature must be between {min} and {max} pixels on each side.',
  leftBeforeArrived: 'The time on site must end after it starts.',
  tooLongOnSite: 'The time on site must be at most 24 hours.',
  timeChangeReasonNeeded: "Say why the time on site differs from the visit's Arrived and Done times.",
  digestMismatch:
    'The hand-back that arrived is not the one that was signed (its SHA-256 differs). Nothing was stored.',
  requireSignature: "This job type needs the customer's signature.",
  requireAfterPhoto: 'This job type needs at least one after photo.',
  requireParts: 'This job type needs the parts used.',
  notYourVisit: 'You can only hand back a visit you are on.',
  notYourHandBack: 'You can only see the hand-backs of visits you are on.',
  visitCancelled: 'This visit is cancelled; it cannot be handed back.',
  alreadyHandedBack: 'This visit was already handed back by {name} on {when} (hand-back {id}).',
  noFreePartSlot: 'This job already waits for three parts; record the part on the job first.',
  orderCompleted:
    'This job is already completed, so it cannot wait for a part or a return visit. Ask the office to reopen it, or hand the visit back as done.',
  notFound: 'Hand-back not found',
  noHandBack: 'This visit has no hand-back.',
  stale: 'Someone else changed this hand-back. It now shows their change.',
  notAwaitingReview: 'This hand-back is already {status}.',
  completeNeedsDone: 'Only a hand-back whose work is done can complete the task.',
  reopenNeedsReviewed: 'Only a reviewed hand-back can be reopened.',
} as const;
