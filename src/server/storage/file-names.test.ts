import { describe, expect, it } from 'vitest';
import { contentDisposition } from './content-disposition.ts';
import { cleanFileName } from './receive-upload.ts';

describe('contentDisposition', () => {
  it('quotes a plain ASCII name as it is', () => {
    expect(contentDisposition('attachment', 'quote 48213.pdf')).toBe(
      'attachment; filename="quote 48213.pdf"',
    );
    expect(contentDisposition('inline', 'leak.png')).toBe('inline; filename="leak.png"');
  });

  it('adds the exact UTF-8 name when the stand-in had to change', () => {
    expect(contentDisposition('attachment', 'Baño 1.jpg')).toBe(
      `attachment; filename="Ba_o 1.jpg"; filename*=UTF-8''Ba%C3%B1o%201.jpg`,
    );
    expect(contentDisposition('attachment', 'a"b\\c%d.pdf')).toBe(
      `attachment; filename="a_b_c_d.pdf"; filename*=UTF-8''a%22b%5Cc%25d.pdf`,
    );
  });
});

describe('cleanFileName', () => {
  it('keeps only the last path segment and drops control characters', () => {
    expect(cleanFileName('C:\\fakepath\\sink.png')).toBe('sink.png');
    expect(cleanFileName('../../etc/passwd')).toBe('passwd');
    expect(cleanFileName('bad\r\nname.pdf')).toBe('badname.pdf');
  });

  it('never answers an empty name', () => {
    expect(cleanFileName('')).toBe('file');
    expect(cleanFileName(undefined)).toBe('file');
    expect(cleanFileName('dir/')).toBe('file');
  });
});
