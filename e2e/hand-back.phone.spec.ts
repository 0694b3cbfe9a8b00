import sharp from 'sharp';
import type { HandBack } from '../src/shared/schemas/hand-back.ts';
import { apiGet, checkScreen, expect, PHONE_SCREEN_SIZE, startScreenPass, test } from './fixtures.ts';
import { goOffline, openFinishJob, sign, technicianOnSite } from './hand-back-story.ts';

/**
 * docs/decisions/068-visit-hand-back.md: the technician finishes a visit on the phone, step by step,
 * with a photo, the customer's signature drawn on the screen, and sends it without signal; after a
 * reload it is still waiting, and it reaches the server once when the signal is back. The phone
 * project only, with the service worker (playwright.config.ts blocks it elsewhere).
 */
test.use({ serviceWorkers: 'allow' });

test('a hand-back made without signal survives a reload and reaches the office once, whole', async ({
  page,
}) => {
  test.slow();
  const { token, number, title, visit } = await technicianOnSite(page, {
    title: 'Water heater leaking at the valve',
  });
  await startScreenPass(page, PHONE_SCREEN_SIZE);
  await page.goto('/minimal-mobile-tasks');
  const { card, sheet } = await openFinishJob(page, number, title);
  await expect(sheet.getByRole('heading', { name: 'Work done' })).toBeFocused();
  await checkScreen(page, 'hand-back-work-done');

  await sheet.getByLabel(/What was done/).fill('Replaced the drain valve and tested for leaks.');
  // Reloaded at once after typing, before the draft's own pause for saving: the words are kept.
  await page.reload();
  await openFinishJob(page, number, title);
  await expect(sheet.getByLabel(/What was done/)).toHaveValue(
    'Replaced the drain valve and tested for leaks.',
  );
  await sheet.getByRole('button', { name: 'Next' }).click();
  await expect(sheet.getByRole('heading', { name: 'Photos' })).toBeFocused();
  const photo = await sharp({ create: { width: 1600, height: 1200, channels: 3, background: '#4a7' } })
    .jpeg()
    .toBuffer();
  await sheet
    .getByLabel('Add photo: After')
    .setInputFiles({ name: 'after.jpg', mimeType: 'image/jpeg', buffer: photo });
  await expect(sheet.getByRole('img', { name: 'After photo 1' })).toBeVisible();
  await checkScreen(page, 'hand-back-photos');
  await sheet.getByRole('button', { name: 'Next' }).click();
  await expect(sheet.getByRole('heading', { name: 'Parts' })).toBeFocused();
  await sheet.getByRole('button', { name: 'Add a part' }).click();
  await sheet.getByLabel(/^Part 1 description/).fill('Drain valve 3/4"');
  await checkScreen(page, 'hand-back-parts');
  await sheet.getByRole('button', { name: 'Next' }).click();
  await expect(sheet.getByRole('heading', { name: 'Sign-off' })).toBeFocused();
  await sign(page);
  await expect(sheet.getByText('Signed', { exact: true })).toBeVisible();
  // Turned to landscape and back, the signature is still there.
  await page.setViewportSize({ width: PHONE_SCREEN_SIZE.height, height: PHONE_SCREEN_SIZE.width });
  await page.setViewportSize(PHONE_SCREEN_SIZE);
  await expect(sheet.getByText('Signed', { exact: true })).toBeVisible();
  await sheet.getByLabel(/Printed name/).fill('Jaya Chatterjee');
  await checkScreen(page, 'hand-back-sign-off');
  await sheet.getByRole('button', { name: 'Next' }).click();
  await expect(sheet.getByRole('heading', { name: 'Review' })).toBeFocused();
  await expect(sheet.getByText('Signed by Jaya Chatterjee')).toBeVisible();

  await goOffline(page);
  await sheet.getByRole('button', { name: 'Send hand-back' }).click();
  await expect(sheet).toBeHidden();
  await expect(card.getByTestId('waiting-marker')).toHaveText('Waiting to send · Done');

  await page.reload();
  await expect(
    page
      .getByTestId('visit-card')
      .filter({ hasText: `#${number}` })
      .getByTestId('waiting-marker'),
  ).toHaveText('Waiting to send · Done');

  await page.context().setOffline(false);
  await expect
    .poll(
      async () =>
        (
          await page.request.get(`/api/visits/${visit.id}/hand-back`, { headers: { 'x-auth-token': token } })
        ).status(),
      { timeout: 30_000 },
    )
    .toBe(200);
  const { body } = await apiGet<{ handBacks: HandBack[] }>(
    page.request,
    token,
    `/api/work-orders/${visit.workOrderId}/hand-backs`,
  );
  expect(body.handBacks).toHaveLength(1);
  const [stored] = body.handBacks;
  expect(stored?.signOff).toMatchObject({
    kind: 'signed',
    signerName: 'Jaya Chatterjee',
    signatureWidth: 800,
    signatureHeight: 400,
  });
  expect(stored?.photos.map((item) => item.label)).toEqual(['after']);
  expect(stored?.parts).toEqual([{ description: 'Drain valve 3/4"', quantity: 1, partNumber: null }]);
  expect(stored?.status).toBe('awaiting-review');
});
