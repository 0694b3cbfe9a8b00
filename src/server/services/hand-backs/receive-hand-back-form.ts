import type { Multipart } from '@fastify/multipart';
import { FILE_TOO_LARGE_MESSAGE } from '#shared/schemas/attachment.ts';
import {
  HAND_BACK_PHOTO_LABELS,
  type HandBackPhotoLabel,
  MAX_HAND_BACK_PHOTOS_PER_LABEL,
} from '#shared/schemas/hand-back.ts';
import { fillTemplate } from '#shared/spec-texts/fill-template.ts';
import { HAND_BACK_REFUSALS } from '#shared/spec-texts/hand-back-texts.ts';
import { AppError } from '../../errors/app-error.ts';
import { cleanFileName, translateUploadError } from '../../storage/receive-upload.ts';
import { removeTempUpload, type TempUpload, writeTempUpload } from '../../storage/temp-uploads.ts';

/** A file part of the form, in a temp file: its part name, the sender's file name, size and hash. */
export type ReceivedFile = TempUpload & { fileName: string };

/** The hand-back form as it arrived: the JSON text, the photos in the order sent, the signature. */
export type ReceivedHandBackForm = {
  json: string | undefined;
  photos: (ReceivedFile & { label: HandBackPhotoLabel })[];
  signature: ReceivedFile | undefined;
};

const SIGNATURE_PART = 'signature';
const isPhotoPart = (name: string): name is HandBackPhotoLabel =>
  (HAND_BACK_PHOTO_LABELS as readonly string[]).includes(name);

/** Every temp file of the form: removed once it is stored, refused or replayed. */
export async function discardHandBackForm(form: ReceivedHandBackForm): Promise<void> {
  const files = [...form.photos, ...(form.signature ? [form.signature] : [])];
  await Promise.all(files.map((file) => removeTempUpload(file.tempPath)));
}

/**
 * Streams each file part of POST /api/visits/{id}/hand-back to a temp file as it arrives (hashed on
 * the way) and keeps the `handBack` JSON. Parts of other names are drained and ignored. Too many
 * photos of a label, a file over the size limit or an empty file leave nothing behind.
 */
export async function receiveHandBackForm(
  parts: AsyncIterable<Multipart>,
  dir: string,
): Promise<ReceivedHandBackForm> {
  const form: ReceivedHandBackForm = { json: undefined, photos: [], signature: undefined };
  try {
    for await (const part of parts) {
      if (part.type === 'field') {
        if (part.fieldname === 'handBack' && typeof part.value === 'string') form.json = part.value;
        continue;
      }
      const name = part.fieldname;
      if (name !== SIGNATURE_PART && !isPhotoPart(name)) {
        part.file.resume();
        continue;
      }
      if (name === SIGNATURE_PART && form.signature) {
        throw new AppError('bad_request', HAND_BACK_REFUSALS.tooManyFiles);
      }
      if (isPhotoPart(name)) {
        const sent = form.photos.filter((photo) => photo.label === name).length;
        if (sent >= MAX_HAND_BACK_PHOTOS_PER_LABEL) {
          const message = fillTemplate(HAND_BACK_REFUSALS.tooManyPhotos, {
            max: MAX_HAND_BACK_PHOTOS_PER_LABEL,
            label: name,
          });
          throw new AppError('bad_request', message, [{ field: name, message }]);
        }
      }
      const written = await writeTempUpload(dir, part.file);
      const file = { ...written, fileName: cleanFileName(part.filename) };
      if (name === SIGNATURE_PART) form.signature = file;
      else form.photos.push({ ...file, label: name });
      if (part.file.truncated) throw new AppError('payload_too_large', FILE_TOO_LARGE_MESSAGE);
      if (file.size === 0) {
        const message = fillTemplate(HAND_BACK_REFUSALS.emptyFile, { name: file.fileName });
        throw new AppError('bad_request', message, [{ field: name, message }]);
      }
    }
  } catch (error) {
    await discardHandBackForm(form);
    throw translateUploadError(error, HAND_BACK_REFUSALS.tooManyFiles);
  }
  return form;
}
