import type { Page } from '@playwright/test';
import { apiCreateEmployee, apiCreateTask, expect, test, uniqueJobNumber } from './fixtures.ts';

/**
 * Issue 8 / ADR 046: with the service worker running, a phone that has opened the minimal page
 * once can reload it with no network and still see the last known jobs, marked as offline with
 * their age. Signing out, with no network (ADR 023), deletes them and the token at once, and ends
 * the session on the server when the connection returns. Issue 27 / ADR 046: what the phone pages
 * load only when used (the note form, the detail dialog and its upload dialog) was saved at install,
 * so it opens offline too. The phone project only (playwright.config.ts).
 */
test.use({ serviceWorkers: 'allow' });

const SAVED_ANSWERS_CACHE = 'portal-saved-answers-v1';

/** Where a sign-out made offline waits to be sent (src/client/lib/pending-revokes.ts). */
const PENDING_REVOKES_KEY = 'pending-session-revokes';

const storedValue = (page: Page, key: string) => page.evaluate((name) => localStorage.getItem(name), key);

/** Whether the server still accepts a session token. */
const sessionAlive = async (page: Page, token: string) =>
  (await page.request.get('/api/auth/me', { headers: { 'x-auth-token': token } })).status() === 200;

const savedAnswerCount = (page: Page) =>
  page.evaluate(async (name) => {
    if (!(await caches.has(name))) return 0;
    return (await (await caches.open(name)).keys()).length;
  }, SAVED_ANSWERS_CACHE);

/** The built files the worker saved at install (Workbox's precache), by path. */
const precachedPaths = (page: Page) =>
  page.evaluate(async () => {
    const name = (await caches.keys()).find((cache) => cache.startsWith('workbox-precache-'));
    if (!name) return [];
    return (await (await caches.open(name)).keys()).map((request) => new URL(request.url).pathname);
  });

/**
 * A technician of their own (a story that signs out would end a shared demo session) with a job of
 * their own (the phone pages open on the technician's own jobs, issue 23), signed in on the phone.
 */
async function signInTechnicianWithJob(page: Page) {
  const technician = await apiCreateEmployee(page.request, { employeeType: 'plumber' });
  const response = await page.request.post('/api/auth/login', {
    data: { email: technician.email, password: technician.password, stayLoggedIn: false },
  });
  const { token } = (await response.json()) as { token: string };
  const number = uniqueJobNumber('OFF');
  await apiCreateTask(page.request, token, {
    workOrderId: number,
    title: `Offline job ${number}`,
    assignedTo: technician.id,
  });
  // Stored once, not by an init script on every load: after signing out, nothing may bring it back.
  await page.goto('/icons/icon.svg');
  await page.evaluate((value) => localStorage.setItem('authToken', value), token);
  return { token, number };
}

/** The worker installs once the page is idle, then takes charge; the next visit goes through it. */
async function untilTheWorkerIsInCharge(page: Page) {
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null), { timeout: 30_000 })
    .toBe(true);
}

test('offline, the minimal page reloads from the phone and shows the saved jobs with their age; sign-out forgets them', async ({
  page,
  context,
}) => {
  test.slow();
  const { token } = await signInTechnicianWithJob(page);
  await page.goto('/minimal-mobile-tasks');
  await expect(page.getByTestId('work-order-card').first()).toBeVisible();

  await untilTheWorkerIsInCharge(page);
  await page.reload();
  const firstCard = page.getByTestId('work-order-card').first();
  await expect(firstCard).toBeVisible();
  const firstJob = await firstCard.getAttribute('data-work-order-id');
  // Saved for this session: who is signed in, their own list, and their day above it (the
  // company's settings and today's visits, docs/decisions/066-visit-status-from-the-phone.md).
  await expect.poll(() => savedAnswerCount(page)).toBe(4);

  await context.setOffline(true);
  await page.reload();
  await expect(
    page.getByRole('status').filter({ hasText: /^Offline · jobs as of (just now|\d+ minutes? ago)$/ }),
  ).toBeVisible();
  await expect(page.locator(`[data-work-order-id="${firstJob}"]`)).toBeVisible();

  // Another mobile page opens offline too: its code was saved with the app.
  await page.goto('/ultra-mobile-tasks');
  await expect(page.getByRole('heading', { level: 1, name: 'My jobs, one line each' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: /^Offline/ })).toBeVisible();
  await expect(
    page
      .getByRole('link')
      .filter({ has: page.locator('span.font-mono') })
      .first(),
  ).toBeVisible();

  // Still offline: signing out takes effect on the phone at once.
  await page.getByRole('button', { name: /^Account:/ }).click();
  await page.getByRole('menuitem', { name: 'Log out' }).click();
  await expect(page.getByRole('heading', { name: 'Welcome Back' })).toBeVisible();
  await expect(
    page.locator('[data-slot="toast-description"]', { hasText: 'You have been logged out on this device.' }),
  ).toBeVisible();
  await expect.poll(() => savedAnswerCount(page)).toBe(0);
  expect(await storedValue(page, 'authToken')).toBeNull();
  // Only the revoke keeps the token, and the server has not heard of the sign-out yet.
  expect(JSON.parse((await storedValue(page, PENDING_REVOKES_KEY)) ?? '[]')).toEqual([token]);
  expect(await sessionAlive(page, token)).toBe(true);
  // A reload, still offline, is signed out: the waiting token opens nothing.
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Welcome Back' })).toBeVisible();

  // Back online: the server ends the session, and the phone forgets the token for good.
  await context.setOffline(false);
  await expect.poll(() => sessionAlive(page, token), { timeout: 10_000 }).toBe(false);
  await expect.poll(() => storedValue(page, PENDING_REVOKES_KEY)).toBeNull();
  expect(await savedAnswerCount(page)).toBe(0);
});

test("offline, 'Add note' on /simple-mobile-tasks opens the note form, and 'Open' the detail dialog: their code was saved at install, not on use", async ({
  page,
  context,
}) => {
  test.slow();
  const { number } = await signInTechnicianWithJob(page);
  await page.goto('/simple-mobile-tasks');
  const job = page.getByRole('article', { name: `Task #${number}` });
  await expect(job).toBeVisible();
  await untilTheWorkerIsInCharge(page);
  // Online once through the worker: it saves the session's list (ADR 046). The note form is not
  // opened online, so its code can only come from what the worker saved at install.
  await page.reload();
  await expect(job).toBeVisible();
  await expect.poll(() => savedAnswerCount(page)).toBe(2);
  // Saved at install besides the pages: the note form, the detail dialog and its upload dialog.
  const precached = await precachedPaths(page);
  for (const chunk of [
    'add-note-form',
    'work-order-detail-dialog',
    'upload-file-dialog',
    'work-order-route',
  ]) {
    expect(precached.some((path) => path.startsWith(`/assets/${chunk}-`))).toBe(true);
  }

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('status').filter({ hasText: /^Offline · jobs as of/ })).toBeVisible();
  await expect(job).toBeVisible();
  await job.getByRole('button', { name: 'Add note', exact: true }).click();
  await expect(job.getByRole('textbox', { name: 'Add Note' })).toBeVisible();
  await expect(job.getByRole('button', { name: 'Add Note', exact: true })).toBeVisible();
  await job.getByRole('textbox', { name: 'Add Note' }).fill('Waiting for the part, back tomorrow');
  await expect(job.getByRole('button', { name: 'Add Note', exact: true })).toBeEnabled();

  // The job's detail dialog opens too, its code saved at install; what it shows waits for the
  // connection: a job's details are not among the saved answers (ADR 046).
  await job.getByRole('link', { name: `Open task #${number}` }).click();
  await expect(page).toHaveURL(/\/work-orders\/\d+$/);
  await expect(page.getByRole('dialog')).toBeVisible();
});
