import { describe, expect, it } from 'vitest';
import { contentDisposition } from './content-disposition.ts';
import { fileNameForType } from './file-name-for-type.ts';
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

describe('cleanFileName and hidden characters', () => {
  it('drops bidirectional overrides, isolates, marks and zero-width characters', () => {
    expect(cleanFileName('invoice\u202Egpj.exe')).toBe('invoicegpj.exe');
    expect(cleanFileName('\u2066quote\u2069\u200F.pdf')).toBe('quote.pdf');
    expect(cleanFileName('pho\u200Bto\uFEFF.jpg')).toBe('photo.jpg');
    expect(cleanFileName('\u202E')).toBe('file');
  });
});

describe('fileNameForType', () => {
  it.each([
    ['leak.png', 'png', 'leak.png'],
    ['pipe.JPEG', 'jpg', 'pipe.JPEG'],
    ['IMG_0001.HEIC', 'heic', 'IMG_0001.HEIC'],
    ['animated.png', 'apng', 'animated.png'],
    ['leak.exe', 'png', 'leak.png'],
    ['scan.png', 'pdf', 'scan.pdf'],
    ['quote.doc', 'docx', 'quote.docx'],
    ['IMG_2231', 'jpg', 'IMG_2231.jpg'],
    ['estimate v1.5', 'pdf', 'estimate v1.5.pdf'],
    ['archive.tar.gz', 'pdf', 'archive.tar.pdf'],
  ])('%s holding %s is named %s', (name, type, expected) => {
    expect(fileNameForType(name, type)).toBe(expected);
  });

  it('keeps the right extension when the name is at the length limit', () => {
    const named = fileNameForType(`${'a'.repeat(255)}`, 'pdf');
    expect(named).toHaveLength(255);
    expect(named.endsWith('.pdf')).toBe(true);
  });
});
