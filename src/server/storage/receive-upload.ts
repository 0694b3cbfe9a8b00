import type { Multipart } from '@fastify/multipart';
import { FILE_TOO_LARGE_MESSAGE, NO_FILE_MESSAGE } from '#shared/schemas/attachment.ts';
import { AppError } from '../errors/app-error.ts';
import { withoutHiddenCharacters } from './file-name-for-type.ts';
import { removeTempUpload, writeTempUpload } from './temp-uploads.ts';

/** A file written to a temp name, with the form's text fields; not yet checked or accepted. */
export type ReceivedUpload = {
  tempPath: string;
  size: number;
  /** Hex SHA-256 of the file's bytes. */
  sha256: string;
  /** The uploader's name for the file, cut to its last path segment: metadata only. */
  fileName: string;
  fields: Record<string, string>;
};

const FILE_FIELD = 'file';
const MAX_FILE_NAME = 255;

/**
 * 'C:\\Users\\me\\pipe.jpg' -> 'pipe.jpg'; control characters and the invisible direction and
 * format marks that can disguise an extension ('invoice\u202Egpj.exe' shows as 'invoiceexe.jpg')
 * dropped; never empty.
 */
export function cleanFileName(name: string | undefined): string {
  const base = (name ?? '').split(/[\\/]/).pop() ?? '';
  const clean = withoutHiddenCharacters(base).trim();
  return clean.slice(0, MAX_FILE_NAME) || 'file';
}

/** What the multipart parser says about a body that is not a well-formed form. */
const BROKEN_FORM = /multipart|boundary|terminated early|malformed/i;

/**
 * The multipart plugin's limit errors, in words a person can act on; anything else as it is.
 * `tooManyFiles` says how many files the form takes.
 */
export function translateUploadError(
  error: unknown,
  tooManyFiles = 'Only one file can be uploaded at a time.',
): unknown {
  if (error instanceof AppError) return error;
  const { code } = error as NodeJS.ErrnoException;
  if (code === 'FST_REQ_FILE_TOO_LARGE') return new AppError('payload_too_large', FILE_TOO_LARGE_MESSAGE);
  if (code === 'FST_FILES_LIMIT') return new AppError('bad_request', tooManyFiles);
  if (code === 'FST_FIELDS_LIMIT' || code === 'FST_PARTS_LIMIT') {
    return new AppError('bad_request', 'The upload form has too many fields.');
  }
  if (code === 'ECONNRESET' || code === 'FST_MP_PREMATURE_CLOSE') {
    return new AppError('bad_request', 'The upload was interrupted. Please try again.');
  }
  if (error instanceof Error && BROKEN_FORM.test(error.message)) {
    return new AppError('bad_request', 'The upload could not be read. Please try again.');
  }
  return error;
}

/**
 * Streams the one `file` part to a temp file as it arrives and collects the text fields. A file
 * over the size limit, an empty file or no file at all leaves nothing behind.
 */
export async function receiveUpload(parts: AsyncIterable<Multipart>, dir: string): Promise<ReceivedUpload> {
  const fields: Record<string, string> = {};
  let upload: { tempPath: string; size: number; sha256: string; fileName: string } | undefined;
  try {
    for await (const part of parts) {
      if (part.type === 'field') {
        if (typeof part.value === 'string') fields[part.fieldname] = part.value;
      } else if (part.fieldname !== FILE_FIELD) {
        part.file.resume();
      } else {
        const written = await writeTempUpload(dir, part.file);
        upload = { ...written, fileName: cleanFileName(part.filename) };
        if (part.file.truncated) throw new AppError('payload_too_large', FILE_TOO_LARGE_MESSAGE);
      }
    }
  } catch (error) {
    if (upload) await removeTempUpload(upload.tempPath);
    throw translateUploadError(error);
  }
  if (!upload || upload.size === 0) {
    if (upload) await removeTempUpload(upload.tempPath);
    throw new AppError('bad_request', NO_FILE_MESSAGE);
  }
  return { ...upload, fields };
}
