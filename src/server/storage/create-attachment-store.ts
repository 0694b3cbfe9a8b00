import type { Config } from '../config.ts';
import type { AttachmentStore } from './attachment-store.ts';
import { createDiskAttachmentStore } from './disk-attachment-store.ts';
import { createS3AttachmentStore } from './s3-attachment-store.ts';
import { uploadsDirOf } from './temp-uploads.ts';

/** The store ATTACHMENT_STORE names; config.ts has already refused s3 without a bucket. */
export function createAttachmentStore(
  config: Pick<Config, 'attachmentStore' | 's3' | 'dataDir'>,
): AttachmentStore {
  if (config.attachmentStore === 'disk') return createDiskAttachmentStore(uploadsDirOf(config.dataDir));
  if (!config.s3) throw new Error('ATTACHMENT_STORE is s3 but no S3_BUCKET and S3_REGION are set');
  return createS3AttachmentStore(config.s3);
}
