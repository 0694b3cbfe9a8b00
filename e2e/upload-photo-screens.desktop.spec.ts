import {
  apiCreateTask,
  apiLogin,
  checkScreen,
  expect,
  SCREEN_SIZES,
  startScreenPass,
  test,
  uniqueJobNumber,
} from './fixtures.ts';
import { phonePhoto, slowUploads, storedFiles } from './photo-upload.ts';

/**
 * The upload dialog with a photo chosen (how much smaller it will be, 'Send full size') and with an
 * upload under way (progress bar, bytes, Cancel upload), on an office screen at 1440x900; the phone
 * project checks both at 390x844 (technician-sends-job-photos.phone.spec.ts). A smaller photo than
 * the phone's 12 megapixels: the screens are the same, the story quicker.
 */
const WIDE = SCREEN_SIZES[0];

test(`at ${WIDE.width}x${WIDE.height}, the upload dialog shows a photo's new size, then its upload's progress`, async ({
  page,
}) => {
  test.slow();
  await startScreenPass(page, WIDE);
  const { token } = await apiLogin(page, 'office');
  const title = 'Kitchen tap replaced';
  const id = await apiCreateTask(page.request, token, { workOrderId: uniqueJobNumber('UPS'), title });
  const photo = await phonePhoto(page, { width: 2400, height: 1800 });
  await page.goto(`/work-orders/${id}`);
  await page.getByRole('dialog', { name: title }).getByRole('button', { name: 'Upload File' }).click();
  const upload = page.getByRole('dialog', { name: 'Upload File' });
  await upload.getByLabel('File', { exact: true }).setInputFiles({
    name: 'tap.jpg',
    mimeType: 'image/jpeg',
    buffer: photo,
  });
  await expect(upload.getByRole('status').filter({ hasText: /photo → / })).toBeVisible({ timeout: 20_000 });
  await checkScreen(page, 'upload-photo');

  await upload.getByText('Send full size').click();
  await slowUploads(page, 20 * 1024);
  await upload.getByRole('button', { name: 'Upload' }).click();
  const bar = upload.getByRole('progressbar', { name: 'Uploading tap.jpg' });
  await expect.poll(async () => Number(await bar.getAttribute('aria-valuenow'))).toBeGreaterThan(0);
  await checkScreen(page, 'upload-photo-progress');
  await upload.getByRole('button', { name: 'Cancel upload' }).click();
  await expect(upload.getByRole('status').filter({ hasText: 'Upload cancelled.' })).toBeVisible();
  expect(await storedFiles(page, token, id)).toEqual([]);
});
