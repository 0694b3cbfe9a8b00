import type { Page } from '@playwright/test';
import {
  jpegFromDataUrl,
  MARKER_SIDE,
  type PhotoPixels,
  paintPhotoScript,
  withPhoneExif,
} from '../bench/phone-photo.ts';
import type { Attachment } from '../src/shared/schemas/attachment.ts';
import { apiGet, expect } from './fixtures.ts';

/** Photos painted so far in this worker, by size: painting 12 MP takes the page about 2 s. */
const painted = new Map<string, Buffer>();

/** A phone photo of `pixels` (bench/phone-photo.ts) with orientation 6 and a GPS position. */
export async function phonePhoto(page: Page, pixels: PhotoPixels): Promise<Buffer> {
  const key = `${pixels.width}x${pixels.height}`;
  let photo = painted.get(key);
  if (!photo) {
    const jpeg = jpegFromDataUrl(String(await page.evaluate(paintPhotoScript(pixels))));
    photo = withPhoneExif(jpeg, { orientation: 6 });
    painted.set(key, photo);
  }
  return photo;
}

/** A toast by its title (the toast list is hidden from the accessibility tree under a dialog). */
export const toast = (page: Page, title: string) =>
  page.locator('[data-slot="toast-title"]').filter({ hasText: title });

export async function storedFiles(page: Page, token: string, workOrderId: number) {
  return (await apiGet<Attachment[]>(page.request, token, `/api/work-orders/${workOrderId}/attachments`))
    .body;
}

/** The stored bytes of an attachment, as its download sends them. */
export async function download(
  page: Page,
  token: string,
  attachment: Attachment | undefined,
): Promise<Buffer> {
  if (!attachment) throw new Error('No file was stored');
  const response = await page.request.get(attachment.filePath, { headers: { 'x-auth-token': token } });
  expect(response.status()).toBe(200);
  return response.body();
}

type Rgb = [number, number, number];

/** A stored picture as the browser decodes it: its size and the colour near its two top corners. */
export async function pixelsOf(page: Page, jpeg: Buffer) {
  return page.evaluate(
    async ({ base64, inset }) => {
      const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
      const bitmap = await createImageBitmap(new Blob([bytes], { type: 'image/jpeg' }));
      const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
      const context = canvas.getContext('2d') as OffscreenCanvasRenderingContext2D;
      context.drawImage(bitmap, 0, 0);
      const at = (x: number, y: number) => Array.from(context.getImageData(x, y, 1, 1).data.slice(0, 3));
      return {
        width: bitmap.width,
        height: bitmap.height,
        topLeft: at(inset, inset),
        topRight: at(bitmap.width - inset, inset),
      };
    },
    // Well inside the red square (400 raw pixels, about 200 once scaled), clear of its edge.
    { base64: jpeg.toString('base64'), inset: Math.round(MARKER_SIDE / 8) },
  ) as Promise<{ width: number; height: number; topLeft: Rgb; topRight: Rgb }>;
}

export const isRed = ([r, g, b]: Rgb) => r > 200 && g < 60 && b < 60;

/**
 * Chromium's own throttling of what the page sends (DevTools' network conditions), in bytes a
 * second: the upload's progress is then the browser's real progress, and a cancel comes mid-body.
 */
export async function slowUploads(page: Page, bytesPerSecond: number): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: bytesPerSecond,
  });
}
