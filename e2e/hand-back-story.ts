import type { Page } from '@playwright/test';
import { dayOf, instantAt } from '../src/shared/domain/company-time.ts';
import type { WorkOrderType } from '../src/shared/domain/work-order-type.ts';
import type { CompanySettings } from '../src/shared/schemas/company-settings.ts';
import type { Visit } from '../src/shared/schemas/visit.ts';
import { apiCreateEmployee, apiCreateTask, apiGet, apiSession, expect, uniqueJobNumber } from './fixtures.ts';
import { apiBookVisit } from './visit-booking.ts';

/**
 * What the hand-back stories (docs/decisions/068-visit-hand-back.md) share: a technician on site at
 * a visit of their own, set up through the API, and a finger's signature on the sheet.
 */

/**
 * The service worker installed and in charge of the page: the app's code is then on the phone, so
 * what loads later (the outbox bar's upload count, once something waits) loads offline too.
 */
export async function untilTheWorkerIsInCharge(page: Page) {
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null), { timeout: 30_000 })
    .toBe(true);
}

export async function goOffline(page: Page) {
  await page.context().setOffline(true);
  await expect.poll(() => page.evaluate(() => navigator.onLine)).toBe(false);
}

export async function goOnline(page: Page) {
  await page.context().setOffline(false);
  await expect.poll(() => page.evaluate(() => navigator.onLine)).toBe(true);
}

type OnSiteJob = {
  title: string;
  /** A job type of the story's own, so a hand-back rule it sets reaches no other story's job. */
  type?: WorkOrderType;
  [field: string]: unknown;
};

/**
 * A plumber of their own, signed in on the phone (the token in the page's storage, no page of the
 * portal loaded yet), on site at a visit booked today at 08:00 on a new job assigned to them.
 */
export async function technicianOnSite(page: Page, job: OnSiteJob) {
  const technician = await apiCreateEmployee(page.request, { employeeType: 'plumber' });
  const login = await page.request.post('/api/auth/login', {
    data: { email: technician.email, password: technician.password, stayLoggedIn: false },
  });
  const { token } = (await login.json()) as { token: string };
  const planner = await apiSession(page.request, 'management');
  const { timeZone } = (await apiGet<CompanySettings>(page.request, token, '/api/company-settings')).body;
  const number = uniqueJobNumber('HB');
  const workOrderId = await apiCreateTask(page.request, token, {
    ...job,
    workOrderId: number,
    assignedTo: technician.id,
  });
  const startsAt = instantAt(dayOf(new Date(), timeZone), '08:00', timeZone);
  let visit = await apiBookVisit(page.request, planner.token, {
    workOrderId,
    startsAt,
    leadId: technician.id,
    reason: 'Booked by a hand-back story',
  });
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
  return { token, number, title: job.title, visit, planner };
}

/** The Finish job sheet of the story's visit, opened from its card on the technician's day. */
export async function openFinishJob(page: Page, number: string, title: string) {
  const card = page.getByTestId('visit-card').filter({ hasText: `#${number}` });
  await card.getByRole('button', { name: `Finish job: #${number} ${title}` }).click();
  const sheet = page.getByRole('dialog', { name: `Finish job #${number}` });
  return { card, sheet };
}

/** A finger's stroke across the signature area. */
export async function sign(page: Page) {
  const pad = page.getByRole('img', { name: /Signature area/ });
  const box = await pad.boundingBox();
  if (!box) throw new Error('The signature area is not on screen');
  await page.mouse.move(box.x + 20, box.y + box.height / 2);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width / 3, box.y + 20, { steps: 8 });
  await page.mouse.move(box.x + box.width - 20, box.y + box.height - 20, { steps: 8 });
  await page.mouse.up();
}
