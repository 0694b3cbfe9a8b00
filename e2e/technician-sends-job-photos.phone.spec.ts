import type { Page } from '@playwright/test';
import { readExif, TWELVE_MEGAPIXELS } from '../bench/phone-photo.ts';
import {
  apiCreateTask,
  apiGet,
  apiLogin,
  checkScreen,
  expect,
  PHONE_SCREEN_SIZE,
  startScreenPass,
  test,
  uniqueJobNumber,
  watchForErrors,
} from './fixtures.ts';
import { download, isRed, phonePhoto, pixelsOf, slowUploads, storedFiles, toast } from './photo-upload.ts';

/**
 * Issue 27, "Photos" (ADR 047): a technician's 12-megapixel phone photo, with the EXIF a phone
 * writes (orientation 6: a portrait taken with the sensor landscape; the GPS position), goes
 * through the upload dialog to the real server. Stored: at most 1.5 MB, at most 2048 px, turned
 * upright in its pixels, and with no EXIF or location left. 'Send full size' stores the very bytes
 * chosen; Cancel stops an upload under way, and nothing is stored.
 */

const MB = 1024 * 1024;
const TITLE = 'Water heater leaking at the base';
const PHOTO_NAME = 'PXL_20260302_094100.jpg';

/** A job of the technician's own, its detail dialog open at /work-orders/{id}, and its Upload File dialog. */
async function openUploadDialog(page: Page) {
  const { token, employee } = await apiLogin(page, 'plumber');
  const id = await apiCreateTask(page.request, token, {
    workOrderId: uniqueJobNumber('PIC'),
    title: TITLE,
    assignedTo: employee.id,
  });
  const original = await phonePhoto(page, TWELVE_MEGAPIXELS);
  await page.goto(`/work-orders/${id}`);
  const detail = page.getByRole('dialog', { name: TITLE });
  await detail.getByRole('button', { name: 'Upload File' }).click();
  const upload = page.getByRole('dialog', { name: 'Upload File' });
  await upload.getByLabel('File', { exact: true }).setInputFiles({
    name: PHOTO_NAME,
    mimeType: 'image/jpeg',
    buffer: original,
  });
  return { token, id, original, upload };
}

test.beforeEach(async ({ page }) => {
  await startScreenPass(page, PHONE_SCREEN_SIZE);
});

test('a technician sends a 12-megapixel photo from the phone: upright, at most 2048 px and 1.5 MB, without its location', async ({
  page,
}) => {
  test.slow();
  const problems = watchForErrors(page);
  const { token, id, original, upload } = await openUploadDialog(page);
  expect(original.length).toBeGreaterThan(5 * MB);
  expect(readExif(original)).toMatchObject({ orientation: 6, hasExif: true, gps: { 1: 'N' } });

  // Made smaller as soon as it is chosen, before Upload is pressed.
  const summary = upload.getByRole('status').filter({ hasText: 'photo' });
  await expect(summary).toHaveText(/^5\.\d+ MB photo → (\d+(\.\d+)? KB|1(\.\d+)? MB)$/, { timeout: 20_000 });
  await expect(upload.getByRole('checkbox', { name: 'Send full size' })).not.toBeChecked();
  await checkScreen(page, 'upload-photo');

  await upload.getByRole('button', { name: 'Upload' }).click();
  await expect(toast(page, 'File uploaded successfully')).toBeVisible({ timeout: 20_000 });
  await expect(upload).toBeHidden();

  const [stored, ...others] = await storedFiles(page, token, id);
  expect(others).toEqual([]);
  expect(stored).toMatchObject({ fileName: PHOTO_NAME, fileType: 'image/jpeg', isImage: true });
  const bytes = await download(page, token, stored);
  expect(bytes.length).toBe(stored?.fileSize);
  expect(bytes.length).toBeLessThanOrEqual(1.5 * MB);
  expect(await summary.count()).toBe(0);
  // No EXIF at all: no orientation tag, no position, no camera.
  expect(readExif(bytes)).toEqual({ orientation: undefined, gps: {}, hasExif: false });
  // Upright in its pixels: the 4000x3000 sensor image is now a 1536x2048 portrait, and the red
  // corner that was the sensor's top-left is at the top right.
  const picture = await pixelsOf(page, bytes);
  expect([picture.width, picture.height]).toEqual([1536, 2048]);
  expect(isRed(picture.topRight), `top right ${picture.topRight}`).toBe(true);
  expect(isRed(picture.topLeft), `top left ${picture.topLeft}`).toBe(false);
  expect(problems).toEqual([]);
});

test("with 'Send full size' the technician's original bytes are stored, location and all", async ({
  page,
}) => {
  test.slow();
  const { token, id, original, upload } = await openUploadDialog(page);
  await expect(upload.getByRole('status').filter({ hasText: 'photo →' })).toBeVisible({ timeout: 20_000 });
  await upload.getByText('Send full size').click();
  await expect(upload.getByRole('checkbox', { name: 'Send full size' })).toBeChecked();
  await expect(upload.getByRole('status').filter({ hasText: 'photo' })).toHaveText(
    /^5\.\d+ MB photo, sent full size$/,
  );
  await upload.getByRole('button', { name: 'Upload' }).click();
  await expect(upload).toBeHidden({ timeout: 20_000 });
  const [stored] = await storedFiles(page, token, id);
  const bytes = await download(page, token, stored);
  expect(bytes.equals(original)).toBe(true);
  expect(readExif(bytes)).toMatchObject({ orientation: 6, gps: { 1: 'N' } });
});

test('an upload under way shows its progress and can be cancelled; nothing is stored', async ({ page }) => {
  test.slow();
  const { token, id, upload } = await openUploadDialog(page);
  await expect(upload.getByRole('status').filter({ hasText: 'photo →' })).toBeVisible({ timeout: 20_000 });
  // The full 5.6 MB at 100 KB/s: about a minute, long enough to watch and to cancel.
  await upload.getByText('Send full size').click();
  await slowUploads(page, 100 * 1024);
  await upload.getByRole('button', { name: 'Upload' }).click();

  const bar = upload.getByRole('progressbar', { name: `Uploading ${PHOTO_NAME}` });
  await expect(bar).toBeVisible();
  // Real progress from the browser: some bytes gone, not all.
  await expect
    .poll(async () => Number(await bar.getAttribute('aria-valuenow')), { timeout: 20_000 })
    .toBeGreaterThanOrEqual(5);
  await expect(upload.getByText(/^\d+% · [\d.]+ (KB|MB) of 5\.\d+ MB$/)).toBeVisible();
  const cancel = upload.getByRole('button', { name: 'Cancel upload' });
  await expect(cancel).toBeFocused();
  await checkScreen(page, 'upload-photo-progress');
  expect(Number(await bar.getAttribute('aria-valuenow'))).toBeLessThan(100);

  await cancel.click();
  await expect(upload.getByRole('status').filter({ hasText: 'Upload cancelled.' })).toBeVisible();
  await expect(bar).toBeHidden();
  await expect(upload.getByRole('button', { name: 'Upload' })).toBeEnabled();
  // The server received part of a body and then nothing: it stores nothing.
  await page.waitForTimeout(1000);
  expect(await storedFiles(page, token, id)).toEqual([]);
  await expect(toast(page, 'Error uploading file')).toHaveCount(0);
});

test('a photo attached in Create New Task on the phone is stored smaller too, without its location', async ({
  page,
}) => {
  test.slow();
  const problems = watchForErrors(page);
  const { token } = await apiLogin(page, 'office');
  const number = uniqueJobNumber('NEWPIC');
  const original = await phonePhoto(page, TWELVE_MEGAPIXELS);
  await page.goto('/tasks/active');
  await page.getByRole('button', { name: 'Quick actions' }).click();
  await page.getByRole('menuitem', { name: '+Task' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create New Task' });
  await expect(dialog).toBeVisible({ timeout: 15_000 });
  await dialog.getByLabel('Job #').fill(number);
  await dialog.getByLabel('Job Name').fill('Leak under the kitchen sink');
  await dialog.getByRole('textbox', { name: 'Description' }).fill('Photo of the trap attached.');
  await dialog
    .getByLabel('Attachment')
    .setInputFiles({ name: PHOTO_NAME, mimeType: 'image/jpeg', buffer: original });
  await expect(dialog.getByRole('status').filter({ hasText: 'photo' })).toHaveText(
    /^5\.\d+ MB photo → (\d+(\.\d+)? KB|1(\.\d+)? MB)$/,
    { timeout: 20_000 },
  );
  await dialog.getByRole('button', { name: 'Create Task' }).click();
  await expect(dialog).toBeHidden({ timeout: 20_000 });

  const { body: found } = await apiGet<{ id: number }[]>(
    page.request,
    token,
    `/api/work-orders?search=${number}`,
  );
  expect(found).toHaveLength(1);
  const [stored, ...others] = await storedFiles(page, token, found[0]?.id ?? 0);
  expect(others).toEqual([]);
  expect(stored).toMatchObject({ fileName: PHOTO_NAME, fileType: 'image/jpeg', isImage: true });
  const bytes = await download(page, token, stored);
  expect(bytes.length).toBeLessThanOrEqual(1.5 * MB);
  expect(readExif(bytes)).toEqual({ orientation: undefined, gps: {}, hasExif: false });
  expect(problems).toEqual([]);
});
