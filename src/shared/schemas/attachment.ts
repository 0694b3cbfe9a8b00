import { z } from 'zod';
import { RENDITION_SIZES } from '../domain/image-renditions.ts';
import { FORM_ERROR_TEXTS } from '../spec-texts/form-texts.ts';
import { ATTACHMENT_TEXTS } from '../spec-texts/work-texts.ts';
import { idInput } from './input-numbers.ts';
import { multiLine, typedTextRule } from './input-text.ts';
import { queryParam } from './query-param.ts';

/** At most 25 MB per file. */
export const MAX_ATTACHMENT_BYTES = 25 * 1024 * 1024;
const MAX_ATTACHMENT_DESCRIPTION = 500;

/** The upload dialog's and the server's words when no file is chosen. */
export const NO_FILE_MESSAGE = FORM_ERROR_TEXTS.fileRequired;
export const FILE_TOO_LARGE_MESSAGE = 'File is too large. The maximum size is 25 MB.';
export const FILE_TYPE_NOT_ALLOWED_MESSAGE =
  'This file type is not allowed. Upload an image (JPEG, PNG, WebP, HEIC, GIF), a PDF, or a Word document (DOC, DOCX).';

export const AttachmentUploaderSchema = z.object({ id: z.number().int(), name: z.string() });

/** An attachment, plus the work order it belongs to and who uploaded it. */
export const AttachmentSchema = z.object({
  id: z.number().int(),
  workOrderId: z.number().int(),
  fileName: z.string(),
  /** The type found in the file's bytes (a MIME type). */
  fileType: z.string(),
  fileSize: z.number().int(),
  /** Where the bytes are downloaded from. */
  filePath: z.string(),
  uploadedAt: z.iso.datetime(),
  description: z.string().nullable(),
  isImage: z.boolean(),
  /** ADR 048, added by issue 27 (ADR 004: an additive field); HEIC photos have none. */
  hasRenditions: z.boolean().meta({
    description:
      'Whether filePath?size=thumbnail|display serves smaller WebP copies of this image (JPEG, PNG, WebP, GIF); one that cannot be read answers 404 there',
  }),
  uploadedBy: AttachmentUploaderSchema.nullable(),
});
export type Attachment = z.infer<typeof AttachmentSchema>;

export const AttachmentListSchema = z.array(AttachmentSchema);

export const DeleteAttachmentResponseSchema = z.object({
  message: z.literal(ATTACHMENT_TEXTS.deletedTitle),
  id: z.number().int(),
});
export type DeleteAttachmentResponse = z.infer<typeof DeleteAttachmentResponseSchema>;

/** A download's body: the stored bytes, documented as binary (the client reads it as a Blob). */
export const AttachmentFileSchema = z.unknown().meta({ type: 'string', format: 'binary' });

// ---- Inputs.

/** The text fields of the multipart upload (form fields always arrive as text). */
export const UploadAttachmentFieldsSchema = z.object({
  workOrderId: idInput('Work order id', {
    type: 'Work order id must be a whole number',
    required: 'Work order is required',
  }),
  description: z
    .string({ error: 'Description must be text' })
    .trim()
    .max(MAX_ATTACHMENT_DESCRIPTION, `Description must be at most ${MAX_ATTACHMENT_DESCRIPTION} characters`)
    .superRefine(multiLine('Description'))
    .meta(typedTextRule('multi-line'))
    .transform((value) => value || null)
    .optional(),
});

/** The whole upload form (file + fields): what the dialog validates and what the API documents. */
export const UploadAttachmentFormSchema = UploadAttachmentFieldsSchema.extend({
  file: z
    .file({ error: NO_FILE_MESSAGE })
    .min(1, NO_FILE_MESSAGE)
    .max(MAX_ATTACHMENT_BYTES, FILE_TOO_LARGE_MESSAGE),
});

/** The smaller copies the server keeps of an image (ADR 048): a list's picture, a preview's. */
const RenditionSizeSchema = z.enum(RENDITION_SIZES, { error: 'size must be thumbnail or display' });

export const DownloadQuerySchema = z.object({
  /** `inline=1` previews an image in the browser; any other file is always downloaded. */
  inline: queryParam(
    z
      .enum(['1', '0', 'true', 'false'], { error: 'inline must be 1 or 0' })
      .transform((value) => value === '1' || value === 'true')
      .optional(),
  ),
  /** ADR 048; the download without it is unchanged. */
  size: queryParam(RenditionSizeSchema.optional()).meta({
    description:
      'thumbnail (longest side 320 px) or display (1600 px): a WebP copy of an image (see hasRenditions), inline, cached privately; without it the file as uploaded',
  }),
});
