import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MAX_PHOTO_SIDE, needsShrinking, photoKind, shrunkFileName, targetSize } from './shrink-rules.ts';

const MB = 1024 * 1024;

describe('photoKind: which files are made smaller', () => {
  it.each([
    ['IMG_0412.jpg', 'image/jpeg', 'photo'],
    ['IMG_0412.HEIC', 'image/heic', 'photo'],
    ['photo.webp', 'image/webp', 'photo'],
    ['photo.avif', 'image/avif', 'photo'],
    ['scan.tiff', 'image/tiff', 'photo'],
    ['screenshot.png', 'image/png', 'lossless'],
    ['dripping.gif', 'image/gif', 'keep'],
    ['estimate.pdf', 'application/pdf', 'keep'],
    ['notes.docx', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', 'keep'],
    ['drawing.svg', 'image/svg+xml', 'keep'],
  ])('%s (%s) is %s', (name, type, kind) => {
    expect(photoKind({ name, type })).toBe(kind);
  });

  it('goes by the extension when the phone gives no type', () => {
    expect(photoKind({ name: 'IMG_0412.JPEG', type: '' })).toBe('photo');
    expect(photoKind({ name: 'IMG_0413.heic', type: '' })).toBe('photo');
    expect(photoKind({ name: 'Screenshot.PNG', type: '' })).toBe('lossless');
    expect(photoKind({ name: 'report', type: '' })).toBe('keep');
  });

  it('believes the type over the name', () => {
    expect(photoKind({ name: 'scan.jpg', type: 'application/pdf' })).toBe('keep');
  });
});

describe('needsShrinking', () => {
  it('shrinks every photo, even a small one: that is what drops its location', () => {
    expect(needsShrinking('photo', { width: 640, height: 480 }, 40_000)).toBe(true);
  });

  it('leaves a PNG within 2048 px and 1.5 MB alone, and shrinks one past either', () => {
    expect(needsShrinking('lossless', { width: 1170, height: 2048 }, 1.5 * MB)).toBe(false);
    expect(needsShrinking('lossless', { width: 1170, height: 2532 }, 0.9 * MB)).toBe(true);
    expect(needsShrinking('lossless', { width: 1600, height: 1200 }, 1.6 * MB)).toBe(true);
  });

  it('never shrinks what it keeps', () => {
    expect(needsShrinking('keep', { width: 8000, height: 8000 }, 20 * MB)).toBe(false);
  });
});

describe('targetSize', () => {
  it.each([
    [
      { width: 4000, height: 3000 },
      { width: 2048, height: 1536 },
    ],
    [
      { width: 3000, height: 4000 },
      { width: 1536, height: 2048 },
    ],
    [
      { width: 4032, height: 3024 },
      { width: 2048, height: 1536 },
    ],
    [
      { width: 4080, height: 3072 },
      { width: 2048, height: 1542 },
    ],
    [
      { width: 2048, height: 1000 },
      { width: 2048, height: 1000 },
    ],
    [
      { width: 800, height: 600 },
      { width: 800, height: 600 },
    ],
    [
      { width: 20000, height: 3 },
      { width: 2048, height: 1 },
    ],
  ])('%o is drawn at %o', (size, expected) => {
    expect(targetSize(size)).toEqual(expected);
  });

  it('keeps the longest side within the limit, the proportions, and never enlarges', () => {
    const side = fc.integer({ min: 1, max: 20_000 });
    fc.assert(
      fc.property(side, side, (width, height) => {
        const target = targetSize({ width, height });
        const longest = Math.max(width, height);
        expect(Math.max(target.width, target.height)).toBe(Math.min(longest, MAX_PHOTO_SIDE));
        expect(target.width).toBeLessThanOrEqual(width);
        expect(target.height).toBeLessThanOrEqual(height);
        expect(Math.min(target.width, target.height)).toBeGreaterThanOrEqual(1);
        // Rounding to whole pixels moves the shorter side by at most one pixel's worth.
        const scale = Math.min(1, MAX_PHOTO_SIDE / longest);
        expect(Math.abs(target.width - width * scale)).toBeLessThanOrEqual(1);
        expect(Math.abs(target.height - height * scale)).toBeLessThanOrEqual(1);
      }),
    );
  });
});

describe('shrunkFileName', () => {
  it.each([
    ['IMG_0412.HEIC', 'image/jpeg', 'IMG_0412.jpg'],
    ['leak under sink.JPEG', 'image/jpeg', 'leak under sink.JPEG'],
    ['leak.jpg', 'image/jpeg', 'leak.jpg'],
    ['Screenshot 2026-03-02.png', 'image/jpeg', 'Screenshot 2026-03-02.jpg'],
    ['photo.webp', 'image/jpeg', 'photo.jpg'],
    ['camera-upload', 'image/jpeg', 'camera-upload.jpg'],
    ['water.heater.v2.tiff', 'image/jpeg', 'water.heater.v2.jpg'],
    ['.heic', 'image/jpeg', 'photo.jpg'],
    ['IMG_1.png', 'image/webp', 'IMG_1.webp'],
  ])('%s sent as %s is named %s', (name, type, expected) => {
    expect(shrunkFileName(name, type)).toBe(expected);
  });

  it('refuses a type it has no extension for', () => {
    expect(() => shrunkFileName('a.jpg', 'image/gif')).toThrow(RangeError);
  });
});
