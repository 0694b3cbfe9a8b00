import { apiBlob } from '#client/lib/api-client.ts';
import type { RenditionSize } from '#shared/domain/image-renditions.ts';

/** GET /api/attachments/{id}/file: the file as it was uploaded, for a download. */
const getAttachmentFile = (attachmentId: number, options: { signal?: AbortSignal } = {}) =>
  apiBlob(`/api/attachments/${attachmentId}/file`, { signal: options.signal });

/**
 * GET /api/attachments/{id}/file?size=...: an image's thumbnail or display-size copy (ADR 048).
 * The browser keeps it (private, immutable), so the panel opened again shows it without a request.
 */
export const getAttachmentRendition = (
  attachmentId: number,
  size: RenditionSize,
  options: { signal?: AbortSignal } = {},
) => apiBlob(`/api/attachments/${attachmentId}/file?size=${size}`, { signal: options.signal });

/**
 * Saves a file under its original name. The token travels in a header a plain link cannot send,
 * so the bytes are fetched first and handed to a temporary link as an object URL.
 */
export async function downloadAttachment(attachment: { id: number; fileName: string }): Promise<void> {
  const blob = await getAttachmentFile(attachment.id);
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = attachment.fileName;
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked a moment later: some browsers read the URL after click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
