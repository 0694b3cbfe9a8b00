import { apiBlob } from '../../../lib/api-client.ts';

/** GET /api/attachments/{id}/file; `inline` asks for an image preview instead of a download. */
export const getAttachmentFile = (
  attachmentId: number,
  options: { inline?: boolean; signal?: AbortSignal } = {},
) =>
  apiBlob(`/api/attachments/${attachmentId}/file${options.inline ? '?inline=1' : ''}`, {
    signal: options.signal,
  });

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
