import { describe, expect, it } from 'vitest';
import { ATTACHMENT_ACCEPT } from './attachment-accept.ts';

describe('ATTACHMENT_ACCEPT', () => {
  it('offers images, PDF and Word documents, by extension and by type, and nothing else', () => {
    expect(ATTACHMENT_ACCEPT.split(',').sort()).toEqual([
      '.doc',
      '.docx',
      '.pdf',
      'application/msword',
      'application/pdf',
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      'image/*',
    ]);
  });
});
