import { fileTypeFromFile } from 'file-type';
import { hasWordDocumentStream } from './word-document.ts';

/** What the bytes say a file is, when it is one an attachment may be. */
export type AttachmentKind = { extension: string; mimeType: string; isImage: boolean };

/** file-type's extensions for the allowed images (apng is an animated png). */
const IMAGE_EXTENSIONS = new Set(['jpg', 'png', 'apng', 'webp', 'heic', 'gif']);
/** docx is recognised by file-type from the zip's content types or its word/ folder. */
const DOCUMENT_EXTENSIONS = new Set(['pdf', 'docx']);

const WORD_97: AttachmentKind = { extension: 'doc', mimeType: 'application/msword', isImage: false };

async function sniff(filePath: string) {
  try {
    return await fileTypeFromFile(filePath);
  } catch (error) {
    // A malformed container the parser gives up on is simply not a type we accept.
    if ((error as NodeJS.ErrnoException).syscall) throw error;
    return undefined;
  }
}

/** Decided from the file's bytes only: never its name or the uploader's declared type. */
export async function detectAttachmentType(filePath: string): Promise<AttachmentKind | undefined> {
  const found = await sniff(filePath);
  if (!found) return undefined;
  if (found.ext === 'cfb') return (await hasWordDocumentStream(filePath)) ? WORD_97 : undefined;
  const isImage = IMAGE_EXTENSIONS.has(found.ext);
  if (!isImage && !DOCUMENT_EXTENSIONS.has(found.ext)) return undefined;
  return { extension: found.ext, mimeType: found.mime, isImage };
}
