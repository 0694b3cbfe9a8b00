import type { APIRequestContext, Page } from '@playwright/test';
import { dayOf, instantAt } from '../src/shared/domain/company-time.ts';
import type { CompanySettings } from '../src/shared/schemas/company-settings.ts';
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
import { apiBookVisit } from './visit-booking.ts';

/**
 * docs/decisions/066-visit-status-from-the-phone.md: a technician's day on the phone. Today's visits
 * open their page, in time order; taps made without signal wait on the phone through a reload and
 * reach the server once each, in order, when the signal is back. The phone project only, with the
 * service worker (playwright.config.ts blocks it elsewhere).
 */
test.use({ serviceWorkers: 'allow' });

/** No network, and the page knows it (Chromium tells the page a moment after the switch). */
async function goOffline(page: Page) {
  await page.context().setOffline(true);
  await expect.poll(() => page.evaluate(() => navigator.onLine)).toBe(false);
}

/** A plumber of their own, signed in on the phone, with two jobs booked today by the office (the later one first). */
async function technicianWithVisitsToday(page: Page) {
  const technician = await apiCreateEmployee(page.request, { employeeType: 'plumber' });
  const login = await page.request.post('/api/auth/login', {
    data: { email: technician.email, password: technician.password, stayLoggedIn: false },
  });
  const { token } = (await login.json()) as { token: string };
  const planner = await apiSession(page.request, 'management');
  const { timeZone } = (await apiGet<CompanySettings>(page.request, token, '/api/company-settings')).body;
  const today = dayOf(new Date(), timeZone);
  const visits = [];
  for (const [title, at] of [
    ['Water heater pilot out', '13:00'],
    ['Kitchen faucet drips', '08:00'],
  ] as const) {
    const number = uniqueJobNumber('DAY');
    const workOrderId = await apiCreateTask(page.request, token, {
      workOrderId: number,
      title,
      assignedTo: technician.id,
    });
    const startsAt = instantAt(today, at, timeZone);
    const visit = await apiBookVisit(page.request, planner.token, {
      workOrderId,
      startsAt,
      leadId: technician.id,
      reason: 'Booked by the technician-day story',
    });
    visits.push({ number, title, visit });
  }
  await page.goto('/icons/icon.svg');
  await page.evaluate((value) => localStorage.setItem('authToken', value), token);
  const [later, earlier] = visits as [(typeof visits)[number], (typeof visits)[number]];
  return { token, earlier, later, today, timeZone };
}

async function visitStatus(
  request: APIRequestContext,
  token: string,
  visit: Visit,
  from: string,
  to: string,
) {
  const query = new URLSearchParams({ workOrderId: String(visit.workOrderId), from, to });
  const { body } = await apiGet<{ visits: Visit[] }>(request, token, `/api/visits?${query}`);
  return body.visits.find((item) => item.id === visit.id)?.status;
}

test("a technician's day: today's visits in order, taps made offline survive a reload and reach the server once each", async ({
  page,
}) => {
  test.slow();
  const { token, earlier, later, today, timeZone } = await technicianWithVisitsToday(page);
  await startScreenPass(page, PHONE_SCREEN_SIZE);
  await page.goto('/minimal-mobile-tasks');
  const day = page.getByRole('list', { name: "Today's visits" });
  const cards = day.getByTestId('visit-card');
  await expect(cards).toHaveCount(2);
  await expect(cards.nth(0)).toContainText(`#${earlier.number}`);
  await expect(cards.nth(0)).toContainText('Arrive 8–10 AM');
  await expect(cards.nth(1)).toContainText(`#${later.number}`);
  await expect(cards.nth(1)).toContainText('Arrive 1–3 PM');
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null), { timeout: 30_000 })
    .toBe(true);
  await checkScreen(page, 'technician-day');

  const first = cards.nth(0);
  await goOffline(page);
  await first.getByRole('button', { name: /^On my way/ }).click();
  await expect(first.getByTestId('waiting-marker')).toHaveText('Waiting to send · On the way');
  await first.getByRole('button', { name: /^Arrived/ }).click();
  await expect(first.getByTestId('waiting-marker')).toHaveText('Waiting to send · On site');
  await expect(first.getByTestId('visit-status')).toHaveText('On site');

  // Closed and opened again without signal: the day and the taps are still there.
  await page.reload();
  await expect(cards).toHaveCount(2);
  await expect(first.getByTestId('waiting-marker')).toHaveText('Waiting to send · On site');
  await expect(first.getByRole('button', { name: /^Done/ })).toBeVisible();
  await checkScreen(page, 'technician-day-waiting');

  const from = instantAt(today, '00:00', timeZone).toISOString();
  const to = instantAt(today, '24:00', timeZone).toISOString();
  expect(await visitStatus(page.request, token, earlier.visit, from, to)).toBe('scheduled');

  await page.context().setOffline(false);
  await expect(first.getByTestId('waiting-marker')).toHaveCount(0, { timeout: 20_000 });
  await expect(first.getByTestId('visit-status')).toHaveText('On site');
  expect(await visitStatus(page.request, token, earlier.visit, from, to)).toBe('on-site');
  // Once each: the visit's version went up by the two taps and no more.
  const { body } = await apiGet<{ visits: Visit[] }>(
    page.request,
    token,
    `/api/visits?${new URLSearchParams({ workOrderId: String(earlier.visit.workOrderId), from, to })}`,
  );
  expect(body.visits.find((item) => item.id === earlier.visit.id)?.version).toBe(earlier.visit.version + 2);
  expect(await visitStatus(page.request, token, later.visit, from, to)).toBe('scheduled');
});
