/**
 * The types a downloaded attachment is sent as: an image, PDF or Word file, typed by its bytes
 * (detect-file-type.ts via file-type). The download's OpenAPI entry lists them.
 */
export const DOWNLOAD_CONTENT_TYPES = [
  'image/jpeg',
  'image/png',
  'image/apng',
  'image/webp',
  'image/gif',
  'image/heic',
  'image/heic-sequence',
  'image/heif',
  'image/heif-sequence',
  'application/pdf',
  'application/msword',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
] as const;
