import type { z } from 'zod';
import { type HandBackDigestContent, handBackDigest } from '#shared/domain/hand-back-digest.ts';
import {
  HandBackInputSchema,
  MAX_MINUTES_ON_SITE,
  MAX_SIGNATURE_BYTES,
  SIGNATURE_MAX_SIDE_PX,
  SIGNATURE_MIN_SIDE_PX,
} from '#shared/schemas/hand-back.ts';
import { fillTemplate } from '#shared/spec-texts/fill-template.ts';
import { HAND_BACK_REFUSALS } from '#shared/spec-texts/hand-back-texts.ts';
import { AppError } from '../../errors/app-error.ts';
import type { AttachmentKind } from '../../storage/detect-file-type.ts';
import { detectAttachmentType } from '../../storage/detect-file-type.ts';
import { pngDimensions } from './png-dimensions.ts';
import type { ReceivedFile, ReceivedHandBackForm } from './receive-hand-back-form.ts';

export type HandBackFields = z.output<typeof HandBackInputSchema>;

/** A hand-back whose form is checked: what the transaction writes, before the visit is looked at. */
export type CheckedHandBack = {
  fields: HandBackFields;
  arrivedAt: Date;
  leftAt: Date;
  minutesOnSite: number;
  photos: (ReceivedFile & { label: 'before' | 'after'; kind: AttachmentKind })[];
  signature: (ReceivedFile & { width: number; height: number }) | undefined;
  /** The SHA-256 of what arrived (handBackDigest), the one stored. */
  contentSha256: string;
};

const refuse = (field: string, message: string) => new AppError('bad_request', message, [{ field, message }]);

function parseFields(json: string | undefined): HandBackFields {
  if (json === undefined) throw refuse('handBack', HAND_BACK_REFUSALS.noForm);
  let value: unknown;
  try {
    value = JSON.parse(json);
  } catch {
    throw refuse('handBack', HAND_BACK_REFUSALS.notJson);
  }
  const parsed = HandBackInputSchema.safeParse(value);
  if (parsed.success) return parsed.data;
  const errors = parsed.error.issues.map((issue) => ({
    field: issue.path.join('.') || 'handBack',
    message: issue.message,
  }));
  throw new AppError('bad_request', errors[0]?.message ?? HAND_BACK_REFUSALS.notJson, errors);
}

/** The signature PNG, judged by its bytes: present exactly when signed, small, inside the pixel bounds. */
async function checkSignature(fields: HandBackFields, signature: ReceivedFile | undefined) {
  if (fields.signOff.kind !== 'signed') {
    if (signature) throw refuse('signature', HAND_BACK_REFUSALS.signatureUnexpected);
    return undefined;
  }
  if (!signature) throw refuse('signature', HAND_BACK_REFUSALS.signatureMissing);
  if (signature.size > MAX_SIGNATURE_BYTES) {
    throw new AppError('payload_too_large', HAND_BACK_REFUSALS.signatureTooLarge, [
      { field: 'signature', message: HAND_BACK_REFUSALS.signatureTooLarge },
    ]);
  }
  const size = await pngDimensions(signature.tempPath);
  if (!size) throw refuse('signature', HAND_BACK_REFUSALS.signatureNotPng);
  const within = (side: number) => side >= SIGNATURE_MIN_SIDE_PX && side <= SIGNATURE_MAX_SIDE_PX;
  if (!within(size.width) || !within(size.height)) {
    const message = fillTemplate(HAND_BACK_REFUSALS.signatureSize, {
      min: SIGNATURE_MIN_SIDE_PX,
      max: SIGNATURE_MAX_SIDE_PX,
    });
    throw refuse('signature', message);
  }
  return { ...signature, ...size };
}

/** Every photo must be an image by its bytes (the attachments' own types). */
async function checkPhotos(photos: ReceivedHandBackForm['photos']) {
  const checked: CheckedHandBack['photos'] = [];
  for (const photo of photos) {
    const kind = await detectAttachmentType(photo.tempPath);
    if (!kind?.isImage) {
      const message = fillTemplate(HAND_BACK_REFUSALS.photoNotImage, {
        label: photo.label,
        name: photo.fileName,
      });
      throw new AppError('unsupported_media_type', message, [{ field: photo.label, message }]);
    }
    checked.push({ ...photo, kind });
  }
  return checked;
}

/** Time on site in whole minutes (at least one): after it starts, at most 24 hours. */
function minutesBetween(arrivedAt: Date, leftAt: Date): number {
  const ms = leftAt.getTime() - arrivedAt.getTime();
  if (ms <= 0) throw refuse('leftAt', HAND_BACK_REFUSALS.leftBeforeArrived);
  const minutes = Math.max(1, Math.round(ms / 60_000));
  if (minutes > MAX_MINUTES_ON_SITE) throw refuse('leftAt', HAND_BACK_REFUSALS.tooLongOnSite);
  return minutes;
}

/**
 * The digest's content: what arrived as the schema reads it (text trimmed, instants in UTC), the
 * files by their own SHA-256 in the order sent.
 */
function digestContent(
  visitId: number,
  fields: HandBackFields,
  form: ReceivedHandBackForm,
): HandBackDigestContent {
  return {
    visitId,
    workDone: fields.workDone,
    parts: fields.parts,
    arrivedAt: fields.arrivedAt.toISOString(),
    leftAt: fields.leftAt.toISOString(),
    timeChangeReason: fields.timeChangeReason ?? null,
    signOff: fields.signOff,
    outcome: fields.outcome,
    signedAt: fields.signedAt.toISOString(),
    signatureSha256: form.signature?.sha256 ?? null,
    photos: form.photos.map((photo) => ({ label: photo.label, sha256: photo.sha256 })),
  };
}

/**
 * Everything about a hand-back that its own form decides, checked before anything is looked up or
 * written: the JSON against HandBackInputSchema, the signature and photos by their bytes, the time
 * on site, and the digest the phone sent (a mismatch is a 400: what was signed is what is stored).
 */
export async function checkHandBackForm(
  visitId: number,
  form: ReceivedHandBackForm,
): Promise<CheckedHandBack> {
  const fields = parseFields(form.json);
  const signature = await checkSignature(fields, form.signature);
  const photos = await checkPhotos(form.photos);
  const { arrivedAt, leftAt } = fields;
  const minutesOnSite = minutesBetween(arrivedAt, leftAt);
  const contentSha256 = await handBackDigest(digestContent(visitId, fields, form));
  if (fields.contentSha256 && fields.contentSha256 !== contentSha256) {
    throw refuse('contentSha256', HAND_BACK_REFUSALS.digestMismatch);
  }
  return { fields, arrivedAt, leftAt, minutesOnSite, photos, signature, contentSha256 };
}
