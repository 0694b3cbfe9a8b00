import type { Browser, BrowserContext, Page } from '@playwright/test';
import { jpegFromDataUrl, paintPhotoScript, TWELVE_MEGAPIXELS, withPhoneExif } from './phone-photo.ts';

/**
 * Issue 27's photo case of `npm run bench:mobile`: a technician sends a 12-megapixel photo (about
 * 6 MB, made by bench/phone-photo.ts) from a job's detail dialog over the slow link, once as it is
 * ('Send full size', how every photo went before) and once made smaller on the phone. Timed as the
 * technician waits: from choosing the photo to the server's 'File uploaded successfully'.
 */

/** Issue 27's targets: a 12 MP photo sent as at most 1.5 MB, its upload under 30 s on Slow 3G. */
const PHOTO_BYTES_TARGET = 1.5 * 1024 * 1024;
const PHOTO_SECONDS_TARGET = 30;
/** The full-size photo needs about two minutes at 50 KB/s; this only bounds a stuck run. */
const UPLOAD_TIMEOUT_MS = 10 * 60_000;

export type PhotoUpload = {
  send: 'full size' | 'shrunk';
  /** The photo as chosen. */
  photoBytes: number;
  /**
   * What the browser sent over the link from Upload to the answer: the upload request (the file,
   * its multipart framing, the headers) and the little else the page asked meanwhile.
   */
  sentBytes: number;
  /** The file the server stored. */
  storedBytes: number;
  /** From choosing the photo to the dialog saying what will be sent (the shrinking); null for full size. */
  prepareSeconds: number | null;
  /** From Upload to the server's answer. */
  uploadSeconds: number;
  /** From choosing the photo to the answer: what the technician waits. */
  totalSeconds: number;
};

export type PhotoCase = {
  /** Opens a phone context signed in, its page slowed as the list visits are (CPU). */
  phone: (
    browser: Browser,
  ) => Promise<{ context: BrowserContext; page: Page; slowDown: () => Promise<void> }>;
  origin: string;
  /** Bytes sent through the slow link so far (bench/slow-link.ts). */
  bytesSent: () => number;
  workOrderId: number;
  title: string;
};

const seconds = (from: number, to: number) => Math.round((to - from) / 100) / 10;

async function uploadOnce(browser: Browser, run: PhotoCase, photo: Buffer, send: PhotoUpload['send']) {
  const { context, page, slowDown } = await run.phone(browser);
  try {
    // The app loads through the slow link too; that wait is not part of the photo's.
    await page.goto(`${run.origin}/work-orders/${run.workOrderId}`, { timeout: 180_000 });
    const open = page.getByRole('dialog', { name: run.title }).getByRole('button', { name: 'Upload File' });
    await open.click({ timeout: 180_000 });
    const dialog = page.getByRole('dialog', { name: 'Upload File' });
    await dialog.getByLabel('File', { exact: true }).waitFor({ timeout: 180_000 });
    await slowDown();
    await dialog
      .getByLabel('File', { exact: true })
      .setInputFiles({ name: 'PXL_20260302_094100.jpg', mimeType: 'image/jpeg', buffer: photo });
    // After the file reached the page (Playwright hands it over through DevTools, seconds for 6
    // MB), which is when a phone's picker would hand it over; the shrinking starts in that instant.
    const chosenAt = Date.now();
    let prepareSeconds: number | null = null;
    if (send === 'full size') {
      await dialog.getByText('Send full size').click();
    } else {
      await dialog.getByRole('status').filter({ hasText: 'photo →' }).waitFor({ timeout: 120_000 });
      prepareSeconds = seconds(chosenAt, Date.now());
    }
    const answer = page.waitForResponse(
      (response) => response.url().endsWith('/api/attachments') && response.request().method() === 'POST',
      { timeout: UPLOAD_TIMEOUT_MS },
    );
    const uploadAt = Date.now();
    const sentBefore = run.bytesSent();
    await dialog.getByRole('button', { name: 'Upload' }).click();
    const response = await answer;
    const doneAt = Date.now();
    const sentBytes = run.bytesSent() - sentBefore;
    if (response.status() !== 201)
      throw new Error(`Upload answered ${response.status()}: ${await response.text()}`);
    const stored = (await response.json()) as { fileSize: number };
    return {
      send,
      photoBytes: photo.length,
      sentBytes,
      storedBytes: stored.fileSize,
      prepareSeconds,
      uploadSeconds: seconds(uploadAt, doneAt),
      totalSeconds: seconds(chosenAt, doneAt),
    } satisfies PhotoUpload;
  } finally {
    await context.close();
  }
}

/** Full size first (before), then made smaller (after); the photo painted once for both. */
export async function measurePhotoUploads(browser: Browser, run: PhotoCase): Promise<PhotoUpload[]> {
  const painter = await browser.newPage();
  const dataUrl = String(await painter.evaluate(paintPhotoScript(TWELVE_MEGAPIXELS)));
  await painter.close();
  const photo = withPhoneExif(jpegFromDataUrl(dataUrl), { orientation: 6 });
  const results: PhotoUpload[] = [];
  for (const send of ['full size', 'shrunk'] as const) {
    const result = await uploadOnce(browser, run, photo, send);
    console.log(`photo upload (${send}):`, JSON.stringify(result));
    results.push(result);
  }
  return results;
}

const mb = (bytes: number) => (bytes / 1024 / 1024).toFixed(2);

/** The table, and whether the smaller photo met both targets. */
export function reportPhotoUploads(uploads: PhotoUpload[]): boolean {
  console.log('\n12 MP photo (4000x3000, EXIF orientation 6 and GPS) from a job on a phone, Slow 3G');
  console.log('| sent | photo MB | MB over the link | stored MB | prepare s | upload s | total s |');
  console.log('|---|---:|---:|---:|---:|---:|---:|');
  for (const u of uploads) {
    console.log(
      `| ${u.send} | ${mb(u.photoBytes)} | ${mb(u.sentBytes)} | ${mb(u.storedBytes)} | ${u.prepareSeconds ?? '-'} | ${u.uploadSeconds} | ${u.totalSeconds} |`,
    );
  }
  const shrunk = uploads.find((u) => u.send === 'shrunk');
  const met =
    shrunk !== undefined &&
    shrunk.sentBytes <= PHOTO_BYTES_TARGET &&
    shrunk.totalSeconds < PHOTO_SECONDS_TARGET;
  console.log(
    met
      ? 'Within issue 27 photo targets (at most 1.5 MB sent, under 30 s).'
      : 'OVER issue 27 photo targets (at most 1.5 MB sent, under 30 s).',
  );
  return met;
}
