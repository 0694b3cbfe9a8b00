import { IDEMPOTENCY_KEY_HEADER } from '#shared/domain/write-headers.ts';
import type { HandBack } from '#shared/schemas/hand-back.ts';
import { apiUpload, type UploadOptions } from '../api-upload.ts';
import type { QueuedHandBack } from './queued-write.ts';
import { setUploadProgress } from './upload-progress.ts';

/** A Blob from IndexedDB comes back as a Blob; the multipart part needs its file name. */
const asFile = (blob: Blob, name: string) =>
  blob instanceof File && blob.name === name ? blob : new File([blob], name, { type: blob.type });

/** The multipart body of POST /api/visits/{id}/hand-back, with the contract's part names. */
function handBackForm(write: Pick<QueuedHandBack, 'handBack' | 'photos' | 'signature'>): FormData {
  const form = new FormData();
  // The JSON first: the server reads it before it streams the files.
  form.append('handBack', JSON.stringify(write.handBack));
  for (const photo of write.photos) form.append(photo.label, asFile(photo.file, photo.fileName));
  if (write.signature) form.append('signature', asFile(write.signature, 'signature.png'));
  return form;
}

/**
 * Sends a whole hand-back as one request with its Idempotency-Key (a replay answers the first
 * answer), its progress told to whoever shows it (upload-progress.ts). Rejects as apiUpload does.
 */
export async function sendHandBack(
  write: QueuedHandBack,
  transport: Pick<UploadOptions, 'signal' | 'onProgress'> = {},
): Promise<HandBack> {
  const onProgress: UploadOptions['onProgress'] = (value) => {
    setUploadProgress(write.key, value);
    transport.onProgress?.(value);
  };
  setUploadProgress(write.key, { loaded: 0, total: 0 });
  try {
    return await apiUpload<HandBack>(`/api/visits/${write.visitId}/hand-back`, handBackForm(write), {
      signal: transport.signal,
      onProgress,
      headers: { [IDEMPOTENCY_KEY_HEADER]: write.key },
    });
  } finally {
    setUploadProgress(write.key, null);
  }
}
