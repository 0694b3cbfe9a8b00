import { z } from 'zod';
import { WORK_ORDER_TYPES } from '../domain/work-order-type.ts';
import { fillTemplate } from '../spec-texts/fill-template.ts';
import { HAND_BACK_PHONE_TEXTS as TEXTS } from '../spec-texts/hand-back-phone-texts.ts';
import { dateTimeInput } from './input-dates.ts';
import { boundedLine as line, boundedLines as lines } from './input-text.ts';

/**
 * The technician's hand-back of a visit (docs/decisions/068-visit-hand-back.md): what was done, the
 * photos before and after, the parts used, the time on site, the customer's sign-off and the
 * outcome. Sent once from the phone (through the outbox when offline) as one multipart request, so
 * a hand-back is stored whole or not at all; the office reviews it, and after review only an admin
 * or management may reopen it.
 */

/** Most parts lines one hand-back takes. */
export const MAX_HAND_BACK_PARTS = 30;
/** Most photos of each label (before, after) one hand-back takes. */
export const MAX_HAND_BACK_PHOTOS_PER_LABEL = 6;
/** The signature PNG: at most this many bytes, and inside these pixel bounds. */
export const MAX_SIGNATURE_BYTES = 200 * 1024;
export const SIGNATURE_MIN_SIDE_PX = 100;
export const SIGNATURE_MAX_SIDE_PX = 4000;
/** A part's quantity: more than 0, at most this, to two decimals (2.5 m of pipe). */
export const MAX_PART_QUANTITY = 999;
/** Time on site: more than 0 and at most 24 h. */
export const MAX_MINUTES_ON_SITE = 24 * 60;

export const HAND_BACK_PHOTO_LABELS = ['before', 'after'] as const;
export type HandBackPhotoLabel = (typeof HAND_BACK_PHOTO_LABELS)[number];

/** awaiting-review → reviewed; reviewed → reopened (admin, management) → awaiting-review on a new hand-back. */
export const HAND_BACK_STATUSES = ['awaiting-review', 'reviewed', 'reopened'] as const;
export type HandBackStatus = (typeof HAND_BACK_STATUSES)[number];

export const HandBackPartInputSchema = z.object({
  description: line(TEXTS.fieldPartDescription, 1, 200),
  quantity: z
    .number({ error: TEXTS.quantityNumber })
    .gt(0, TEXTS.quantityPositive)
    .max(MAX_PART_QUANTITY, fillTemplate(TEXTS.quantityAtMost, { count: MAX_PART_QUANTITY }))
    .multipleOf(0.01, TEXTS.quantityDecimals),
  partNumber: line(TEXTS.fieldPartNumber, 1, 100).nullable().optional(),
});

const SignedSchema = z.object({
  kind: z.literal('signed'),
  /** The customer's printed name beside the signature (the PNG is the multipart part `signature`). */
  signerName: line(TEXTS.signerName, 2, 100),
});
const CustomerNotPresentSchema = z.object({
  kind: z.literal('customer-not-present'),
  reason: line(TEXTS.fieldNotPresentReason, 3, 300),
});
export const HandBackSignOffInputSchema = z.discriminatedUnion('kind', [
  SignedSchema,
  CustomerNotPresentSchema,
]);

const DoneSchema = z.object({ kind: z.literal('done') });
const NotFinishedSchema = z.object({
  kind: z.literal('not-finished'),
  reason: line(TEXTS.fieldNotFinishedReason, 3, 500),
  /** A return visit is needed: the job goes to the board's Unscheduled tray. */
  returnNeeded: z.boolean(),
  /**
   * The part the job now waits for, when that is the reason: the job goes on hold with this part
   * as its blocker (the first free part slot of the order, title only), as a hold does today.
   */
  waitingForPart: line(TEXTS.fieldWaitingForPart, 1, 200).nullable().optional(),
});
export const HandBackOutcomeInputSchema = z.discriminatedUnion('kind', [DoneSchema, NotFinishedSchema]);

/**
 * The multipart part `handBack` (JSON) of POST /api/visits/{id}/hand-back. The photos are the file
 * parts `before` and `after` (each repeatable, in order, up to MAX_HAND_BACK_PHOTOS_PER_LABEL); the
 * signature is the file part `signature` (a PNG), required exactly when signOff.kind is 'signed'.
 */
export const HandBackInputSchema = z.object({
  workDone: lines(TEXTS.fieldWorkDone, 3, 5000),
  parts: z
    .array(HandBackPartInputSchema)
    .max(MAX_HAND_BACK_PARTS, fillTemplate(TEXTS.tooManyParts, { count: MAX_HAND_BACK_PARTS })),
  /** Time on site; by default the visit's Arrived and Done stamps as the phone knew them. */
  arrivedAt: dateTimeInput('arrivedAt'),
  leftAt: dateTimeInput('leftAt'),
  /** Required when arrivedAt/leftAt differ from the visit's stamps by more than a minute. */
  timeChangeReason: line(TEXTS.fieldTimeChangeReason, 3, 300).nullable().optional(),
  signOff: HandBackSignOffInputSchema,
  outcome: HandBackOutcomeInputSchema,
  /** When the customer signed (or the technician said they were not present), on the phone's clock. */
  signedAt: dateTimeInput('signedAt'),
  /**
   * The phone's SHA-256 of the content at signing (handBackDigest in domain/hand-back-digest.ts).
   * The server always computes it from what it received and stores that; one sent that differs is
   * refused (400), so what was signed is what is stored. A browser without Web Crypto (a page not
   * served over HTTPS) sends none.
   */
  contentSha256: z
    .string()
    .regex(/^[0-9a-f]{64}$/, 'contentSha256 must be 64 lowercase hex digits')
    .nullable()
    .optional(),
});
export type HandBackInput = z.input<typeof HandBackInputSchema>;

export const HandBackPhotoSchema = z.object({
  attachmentId: z.number().int(),
  label: z.enum(HAND_BACK_PHOTO_LABELS),
  fileName: z.string(),
});

export const HandBackSchema = z.object({
  id: z.number().int(),
  visitId: z.number().int(),
  workOrderId: z.number().int(),
  jobNumber: z.string(),
  technician: z.object({ id: z.number().int(), name: z.string() }),
  workDone: z.string(),
  parts: z.array(
    z.object({ description: z.string(), quantity: z.number(), partNumber: z.string().nullable() }),
  ),
  arrivedAt: z.string(),
  leftAt: z.string(),
  minutesOnSite: z.number().int(),
  timeChangeReason: z.string().nullable(),
  signOff: z.discriminatedUnion('kind', [
    z.object({
      kind: z.literal('signed'),
      signerName: z.string(),
      /** The PNG, served as the order's attachment (GET /api/attachments/{id}). */
      signatureAttachmentId: z.number().int(),
      signatureWidth: z.number().int(),
      signatureHeight: z.number().int(),
    }),
    z.object({ kind: z.literal('customer-not-present'), reason: z.string() }),
  ]),
  outcome: z.discriminatedUnion('kind', [
    z.object({ kind: z.literal('done') }),
    z.object({
      kind: z.literal('not-finished'),
      reason: z.string(),
      returnNeeded: z.boolean(),
      waitingForPart: z.string().nullable(),
    }),
  ]),
  photos: z.array(HandBackPhotoSchema),
  signedAt: z.string(),
  contentSha256: z.string(),
  status: z.enum(HAND_BACK_STATUSES),
  reviewedAt: z.string().nullable(),
  reviewedBy: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  reopenedAt: z.string().nullable(),
  reopenedBy: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  reopenReason: z.string().nullable(),
  createdAt: z.string(),
  version: z.number().int(),
});
export type HandBack = z.infer<typeof HandBackSchema>;

/** GET /api/work-orders/{id}/hand-backs: newest first (a reopened one is followed by its successor). */
export const HandBackListSchema = z.object({ handBacks: z.array(HandBackSchema) });

/** POST /api/hand-backs/{id}/review (office, admin, management). */
export const ReviewHandBackSchema = z.object({
  version: z.number().int().min(1),
  /** Complete the task in the same step (only when the outcome is done). */
  completeTask: z.boolean().default(false),
});

/** POST /api/hand-backs/{id}/reopen (admin, management): a reviewed hand-back may be sent again. */
export const ReopenHandBackSchema = z.object({
  version: z.number().int().min(1),
  reason: line('Reason for reopening', 3, 300),
});

/** Per job type, what a hand-back must carry; set by management on /company-settings. */
export const HandBackRuleSchema = z.object({
  type: z.enum(WORK_ORDER_TYPES),
  requireSignature: z.boolean(),
  requireAfterPhoto: z.boolean(),
  requireParts: z.boolean(),
});
export type HandBackRule = z.infer<typeof HandBackRuleSchema>;
/** GET /api/hand-back-rules: one rule per job type, every type listed. */
export const HandBackRuleListSchema = z.object({ rules: z.array(HandBackRuleSchema) });
/** PUT /api/hand-back-rules/{type} (company-settings:edit). */
export const UpdateHandBackRuleSchema = HandBackRuleSchema.omit({ type: true });
