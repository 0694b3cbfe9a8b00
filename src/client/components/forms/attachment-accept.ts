/**
 * What a file input for an attachment offers to choose: images, PDF and
 * Word documents. The server checks the bytes as well (server/storage/detect-file-type.ts).
 */
export const ATTACHMENT_ACCEPT =
  'image/*,.pdf,.doc,.docx,application/pdf,application/msword,application/vnd.openxmlformats-officedocument.wordprocessingml.document';
