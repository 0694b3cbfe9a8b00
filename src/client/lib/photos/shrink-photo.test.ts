import { describe, expect, it } from 'vitest';
import { chosenFile, fakeImageCanvas } from '#tooling/test-client/photo-canvas.ts';
import { shrinkPhoto } from './shrink-photo.ts';

const MB = 1024 * 1024;

describe('shrinkPhoto', () => {
  it('sends a 12 MP photo upright, at 2048 px, as a JPEG at 80 % under its own name', async () => {
    const calls = fakeImageCanvas({ decoded: { width: 3000, height: 4000 }, encodedBytes: 900_000 });
    const original = chosenFile('IMG_0412.HEIC', 'image/heic', 5.8 * MB);
    const result = await shrinkPhoto(original);
    expect(result).toMatchObject({ reason: 'shrunk', original, width: 1536, height: 2048 });
    expect([result.file.name, result.file.type, result.file.size]).toEqual([
      'IMG_0412.jpg',
      'image/jpeg',
      900_000,
    ]);
    expect(result.file.lastModified).toBe(original.lastModified);
    expect(calls.decodeOptions).toEqual([{ imageOrientation: 'from-image' }]);
    expect(calls.drawnAt).toEqual([{ width: 1536, height: 2048 }]);
    expect(calls.encodedAs).toEqual([{ type: 'image/jpeg', quality: 0.8 }]);
  });

  it('leaves documents and GIFs alone without decoding them', async () => {
    const calls = fakeImageCanvas();
    for (const file of [
      chosenFile('estimate.pdf', 'application/pdf', 2 * MB),
      chosenFile('drip.gif', 'image/gif', 3 * MB),
    ]) {
      expect(await shrinkPhoto(file)).toEqual({ file, original: file, reason: 'not-a-photo' });
    }
    expect(calls.decodeOptions).toEqual([]);
  });

  it('sends the original when the browser cannot decode it', async () => {
    fakeImageCanvas({ decodes: false });
    const heic = chosenFile('IMG_0413.HEIC', 'image/heic', 3 * MB);
    expect(await shrinkPhoto(heic)).toEqual({ file: heic, original: heic, reason: 'cannot-decode' });
  });

  it('sends the original where there is nothing to decode with (jsdom itself)', async () => {
    const photo = chosenFile('leak.jpg', 'image/jpeg', 3 * MB);
    expect(await shrinkPhoto(photo)).toEqual({ file: photo, original: photo, reason: 'cannot-decode' });
  });

  it('keeps a screenshot within the limits, and shrinks one past them only if that saves bytes', async () => {
    fakeImageCanvas({ decoded: { width: 1170, height: 2048 } });
    const small = chosenFile('Screenshot.png', 'image/png', 0.8 * MB);
    expect(await shrinkPhoto(small)).toMatchObject({ file: small, reason: 'within-limits' });

    fakeImageCanvas({ decoded: { width: 1440, height: 3120 }, encodedBytes: 600_000 });
    const tall = chosenFile('Screenshot.png', 'image/png', 2.5 * MB);
    const shrunk = await shrinkPhoto(tall);
    expect([shrunk.reason, shrunk.file.name, shrunk.width, shrunk.height]).toEqual([
      'shrunk',
      'Screenshot.jpg',
      945,
      2048,
    ]);

    fakeImageCanvas({ decoded: { width: 1440, height: 3120 }, encodedBytes: 3 * MB });
    const flat = chosenFile('diagram.png', 'image/png', 2.5 * MB);
    expect(await shrinkPhoto(flat)).toEqual({ file: flat, original: flat, reason: 'not-smaller' });
  });

  it('stops when the photo is no longer wanted', async () => {
    fakeImageCanvas();
    const controller = new AbortController();
    const shrinking = shrinkPhoto(chosenFile('leak.jpg', 'image/jpeg', 3 * MB), {
      signal: controller.signal,
    });
    controller.abort();
    await expect(shrinking).rejects.toMatchObject({ name: 'AbortError' });
    await expect(
      shrinkPhoto(chosenFile('leak.jpg', 'image/jpeg', 3 * MB), { signal: AbortSignal.abort() }),
    ).rejects.toMatchObject({ name: 'AbortError' });
  });
});
