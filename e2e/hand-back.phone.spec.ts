import type { Page } from '@playwright/test';
import sharp from 'sharp';
import { dayOf, instantAt } from '../src/shared/domain/company-time.ts';
import type { CompanySettings } from '../src/shared/schemas/company-settings.ts';
import type { HandBack } from '../src/shared/schemas/hand-back.ts';
import type { Visit } from '../src/shared/schemas/visit.ts';
import {
  apiCreateEmployee,
  apiCreateTask,
  apiGet,
  apiSession,
  checkScreen,
  expect,
  PHONE_SCREEN_SIZE,
  startScreenPass,
  test,
  uniqueJobNumber,
} from './fixtures.ts';

/**
 * docs/decisions/068-visit-hand-back.md: the technician finishes a visit on the phone, step by step,
 * with a photo, the customer's signature drawn on the screen, and sends it without signal; after a
 * reload it is still waiting, and it reaches the server once when the signal is back. The phone
 * project only, with the service worker (playwright.config.ts blocks it elsewhere).
 */
test.use({ serviceWorkers: 'allow' });

async function goOffline(page: Page) {
  await page.context().setOffline(true);
  await expect.poll(() => page.evaluate(() => navigator.onLine)).toBe(false);
}

/** A plumber of their own, signed in on the phone, on site at a visit booked today. */
async function technicianOnSite(page: Page) {
  const technician = await apiCreateEmployee(page.request, { employeeType: 'plumber' });
  const login = await page.request.post('/api/auth/login', {
    data: { email: technician.email, password: technician.password, stayLoggedIn: false },
  });
  const { token } = (await login.json()) as { token: string };
  const planner = await apiSession(page.request, 'management');
  const { timeZone } = (await apiGet<CompanySettings>(page.request, token, '/api/company-settings')).body;
  const number = uniqueJobNumber('HB');
  const title = 'Water heater leaking at the valve';
  const workOrderId = await apiCreateTask(page.request, token, {
    workOrderId: number,
    title,
    assignedTo: technician.id,
  });
  const startsAt = instantAt(dayOf(new Date(), timeZone), '08:00', timeZone);
  const booked = await page.request.post('/api/visits', {
    headers: { 'x-auth-token': planner.token },
    data: {
      workOrderId,
      startsAt: startsAt.toISOString(),
      endsAt: new Date(startsAt.getTime() + 2 * 60 * 60 * 1000).toISOString(),
      leadId: technician.id,
      overrideReason: 'Booked by the hand-back story',
      notifyCustomer: false,
    },
  });
  expect(booked.status(), await booked.text()).toBe(201);
  let visit = (await booked.json()) as Visit;
  for (const status of ['on-the-way', 'on-site'] as const) {
    const step = await page.request.post(`/api/visits/${visit.id}/status`, {
      headers: { 'x-auth-token': token, 'idempotency-key': crypto.randomUUID() },
      data: { status, version: visit.version },
    });
    expect(step.status(), await step.text()).toBe(200);
    visit = (await step.json()) as Visit;
  }
  await page.goto('/icons/icon.svg');
  await page.evaluate((value) => localStorage.setItem('authToken', value), token);
  return { token, number, title, visit };
}

/** A finger's stroke across the signature area. */
async function sign(page: Page) {
  const pad = page.getByRole('img', { name: /Signature area/ });
  const box = await pad.boundingBox();
  if (!box) throw new Error('The signature area is not on screen');
  await page.mouse.move(box.x + 20, box.y + box.height / 2);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width / 3, box.y + 20, { steps: 8 });
  await page.mouse.move(box.x + box.width - 20, box.y + box.height - 20, { steps: 8 });
  await page.mouse.up();
}

test('a hand-back made without signal survives a reload and reaches the office once, whole', async ({
  page,
}) => {
  test.slow();
  const { token, number, title, visit } = await technicianOnSite(page);
  await startScreenPass(page, PHONE_SCREEN_SIZE);
  await page.goto('/minimal-mobile-tasks');
  const card = page.getByTestId('visit-card').filter({ hasText: `#${number}` });
  await card.getByRole('button', { name: `Finish job: #${number} ${title}` }).click();
  const sheet = page.getByRole('dialog', { name: `Finish job #${number}` });
  await expect(sheet.getByRole('heading', { name: 'Work done' })).toBeFocused();
  await checkScreen(page, 'hand-back-work-done');

  await sheet.getByLabel(/What was done/).fill('Replaced the drain valve and tested for leaks.');
  await sheet.getByRole('button', { name: 'Next' }).click();
  await expect(sheet.getByRole('heading', { name: 'Photos' })).toBeFocused();
  const photo = await sharp({ create: { width: 1600, height: 1200, channels: 3, background: '#4a7' } })
    .jpeg()
    .toBuffer();
  await sheet
    .getByLabel('Add photo: After')
    .setInputFiles({ name: 'after.jpg', mimeType: 'image/jpeg', buffer: photo });
  await expect(sheet.getByRole('img', { name: 'After photo 1' })).toBeVisible();
  await sheet.getByRole('button', { name: 'Next' }).click();
  await expect(sheet.getByRole('heading', { name: 'Parts' })).toBeFocused();
  await sheet.getByRole('button', { name: 'Add a part' }).click();
  await sheet.getByLabel(/^Part 1 description/).fill('Drain valve 3/4"');
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
