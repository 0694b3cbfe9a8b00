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
  awaitingReview: 'Finished, awaiting review',
} as const;
