import type { Locator } from '@playwright/test';
import sharp from 'sharp';
import {
  apiCreateTask,
  apiLogin,
  checkScreen,
  expect,
  isPhoneProject,
  PHONE_SCREEN_SIZE,
  SCREEN_SIZES,
  test,
  uniqueJobNumber,
  watchForErrors,
} from './fixtures.ts';

/** A phone photo of 2400 x 1800 px with something to look at: a pipe, a drip and a caption. */
async function leakPhoto(): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="2400" height="1800">
    <defs><linearGradient id="wall" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="#d8d2c4"/><stop offset="1" stop-color="#8a8173"/></linearGradient></defs>
    <rect width="2400" height="1800" fill="url(#wall)"/>
    <rect x="300" y="700" width="1800" height="220" rx="60" fill="#9aa3ab" stroke="#5b636a" stroke-width="18"/>
    <rect x="1080" y="640" width="240" height="340" rx="30" fill="#b87333"/>
    <ellipse cx="1200" cy="1250" rx="60" ry="110" fill="#3b82f6" opacity="0.85"/>
    <text x="1200" y="1650" font-size="150" text-anchor="middle" font-family="sans-serif" fill="#1f2937">Leak at the joint</text>
  </svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 85 }).toBuffer();
}

/** The natural size of the picture an <img> shows. */
const naturalSize = (image: Locator) =>
  image.evaluate((element: HTMLImageElement) => [element.naturalWidth, element.naturalHeight]);

test('an uploaded photo shows as a thumbnail in the attachments panel and opens at display size', async ({
  page,
}) => {
  const { token } = await apiLogin(page, 'plumber');
  const id = await apiCreateTask(page.request, token, {
    workOrderId: uniqueJobNumber('PHOTO'),
    title: 'Drip under the kitchen sink',
  });
  const uploaded = await page.request.post('/api/attachments', {
    headers: { 'x-auth-token': token },
    multipart: {
      workOrderId: String(id),
      description: 'Leak at the joint',
      file: { name: 'IMG_2041.jpg', mimeType: 'image/jpeg', buffer: await leakPhoto() },
    },
  });
  expect(uploaded.status(), await uploaded.text()).toBe(201);
  const attachmentId = ((await uploaded.json()) as { id: number }).id;

  await page.setViewportSize(isPhoneProject(test.info()) ? PHONE_SCREEN_SIZE : SCREEN_SIZES[0]);
  const problems = watchForErrors(page);
  const fileRequests: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.endsWith('/file')) fileRequests.push(`${url.pathname}${url.search}`);
  });
  await page.goto(`/work-orders/${id}`);
  const detail = page.getByRole('dialog', { name: /Drip under the kitchen sink/ });
  const files = detail.getByRole('list', { name: 'Attachments' });
  // The thumbnail is fetched as its card scrolls into view.
  await files.getByRole('listitem').first().scrollIntoViewIfNeeded();
  const thumbnail = files.getByRole('img', { name: 'Leak at the joint' });
  await expect(thumbnail).toBeVisible();
  // The 320 px thumbnail, in a 64 px square reserved before it arrived.
  expect(await naturalSize(thumbnail)).toEqual([320, 240]);
  const box = await thumbnail.boundingBox();
  expect([box?.width, box?.height]).toEqual([64, 64]);
  await checkScreen(page, 'photo-thumbnail-in-panel');

  await files.getByRole('button', { name: 'Preview' }).click();
  const preview = page.getByRole('dialog', { name: 'IMG_2041.jpg' });
  const shown = preview.getByRole('img', { name: 'IMG_2041.jpg' });
  await expect(shown).toBeVisible();
  expect(await naturalSize(shown)).toEqual([1600, 1200]);
  await checkScreen(page, 'photo-preview-display-size');

  // Only the smaller copies crossed the network; the original was never fetched.
  expect(fileRequests.sort()).toEqual([
    `/api/attachments/${attachmentId}/file?size=display`,
    `/api/attachments/${attachmentId}/file?size=thumbnail`,
  ]);
  expect(problems).toEqual([]);
});
