import {
  HandBackListSchema,
  HandBackPhotoSchema,
  HandBackRuleListSchema,
  HandBackRuleSchema,
  HandBackSchema,
  ReopenHandBackSchema,
  ReviewHandBackSchema,
  UpdateHandBackRuleSchema,
} from '#shared/schemas/hand-back.ts';
import { describeFields } from './describe-fields.ts';

/** The words for a visit's hand-back, its review and the rules per job type (docs/decisions/068-visit-hand-back.md). */

const INSTANT = (what: string) => `${what}: an ISO date-time (UTC in answers)`;
const { shape } = HandBackSchema;
const [signed, notPresent] = shape.signOff.options;
const [done, notFinished] = shape.outcome.options;
const person = (who: string) => ({ id: `${who}: their employee id`, name: `${who}: their name` });
const REQUIRE = {
  requireSignature: "Whether a hand-back of this type needs the customer's signature",
  requireAfterPhoto: 'Whether it needs at least one after photo',
  requireParts: 'Whether it needs at least one part line',
};

export const HAND_BACK_FIELDS = [
  describeFields(HandBackSchema, {
    id: 'The hand-back id, as in /api/hand-backs/{id}',
    visitId: 'The visit it hands back',
    workOrderId: "The work order's server id",
    jobNumber: "The work order's job #",
    technician: 'Whose visit it was: the sender when on the visit, else its lead',
    workDone: 'What was done, in the technician’s words',
    parts: 'The parts used, in the order listed',
    arrivedAt: INSTANT('When the technician arrived'),
    leftAt: INSTANT('When the technician left'),
    minutesOnSite: 'The time on site in whole minutes, 1 to 1440',
    timeChangeReason:
      "Why the time on site differs from the visit's Arrived and Done stamps; null when it does not",
    signOff: "The customer's sign-off: signed, or not present and why",
    outcome: 'done, or not-finished with the reason and what happens next',
    photos: 'The photos before and after, in the order sent; each is an attachment of the order',
    signedAt: INSTANT(
      'When the customer signed (or the technician said they were not present), on the phone’s clock',
    ),
    contentSha256: "The SHA-256 of the hand-back's content, computed by the server (handBackDigest)",
    status: 'awaiting-review, reviewed or reopened',
    reviewedAt: INSTANT('When the office reviewed it; null before'),
    reviewedBy: 'Who reviewed it; null before',
    reopenedAt: INSTANT('When it was reopened; null unless reopened'),
    reopenedBy: 'Who reopened it; null unless reopened',
    reopenReason: 'Why it was reopened; null unless reopened',
    createdAt: INSTANT('When it arrived'),
    version: 'Moves on with review and reopen: send it back with either',
  }),
  describeFields(shape.technician, person('The technician')),
  describeFields(shape.reviewedBy.unwrap(), person('The reviewer')),
  describeFields(shape.reopenedBy.unwrap(), person('Who reopened it')),
  describeFields(shape.parts.element, {
    description: 'What the part is',
    quantity: 'How many (or how much: 2.5 m of pipe), more than 0, at most 999, to two decimals',
    partNumber: "The part's number; null when none",
  }),
  describeFields(HandBackPhotoSchema, {
    attachmentId: 'The attachment that holds the photo (GET /api/attachments/{id}/file)',
    label: 'before or after',
    fileName: "The photo's file name",
  }),
  describeFields(signed, {
    kind: 'signed',
    signerName: "The customer's printed name",
    signatureAttachmentId: 'The attachment that holds the signature PNG',
    signatureWidth: "The signature's width in pixels",
    signatureHeight: "The signature's height in pixels",
  }),
  describeFields(notPresent, {
    kind: 'customer-not-present',
    reason: 'Why the customer did not sign',
  }),
  describeFields(done, { kind: 'done' }),
  describeFields(notFinished, {
    kind: 'not-finished',
    reason: 'Why the work is not finished',
    returnNeeded: "Whether a return visit is needed: the job is then in the board's Unscheduled tray",
    waitingForPart: 'The part the job now waits for (the job is on hold for it); null when none',
  }),
  describeFields(HandBackListSchema, { handBacks: 'The hand-backs, newest first' }),
  describeFields(ReviewHandBackSchema, {
    version: 'The version of the hand-back as last seen: another is a 409 with the hand-back as it is',
    completeTask: 'Complete the task in the same step (only when the work is done); default false',
  }),
  describeFields(ReopenHandBackSchema, {
    version: 'The version of the hand-back as last seen: another is a 409 with the hand-back as it is',
    reason: 'Why it is reopened: written to the job’s activity',
  }),
  describeFields(HandBackRuleSchema, { type: 'The job type the rule is for', ...REQUIRE }),
  describeFields(UpdateHandBackRuleSchema, REQUIRE),
  describeFields(HandBackRuleListSchema, { rules: 'One rule per job type, every type listed' }),
];
