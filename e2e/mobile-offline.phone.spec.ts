import type { Page } from '@playwright/test';
import { apiCreateEmployee, apiLoginAs, expect, test } from './fixtures.ts';

/**
 * Issue 8 / ADR 015: with the service worker running, a phone that has opened the minimal page
 * once can reload it with no network and still see the last known jobs, marked as offline with
 * their age; signing out deletes them. The phone project only (playwright.config.ts).
 */
test.use({ serviceWorkers: 'allow' });

const SAVED_ANSWERS_CACHE = 'portal-saved-answers-v1';

const savedAnswerCount = (page: Page) =>
  page.evaluate(async (name) => {
    if (!(await caches.has(name))) return 0;
    return (await (await caches.open(name)).keys()).length;
  }, SAVED_ANSWERS_CACHE);

test('offline, the minimal page reloads from the phone and shows the saved jobs with their age; sign-out forgets them', async ({
  page,
  context,
}) => {
  test.slow();
  // Its own account: this story signs out, which would end a shared demo session.
  const technician = await apiCreateEmployee(page.request, { employeeType: 'plumber' });
  await apiLoginAs(page, technician.email, technician.temporaryPassword);
  await page.goto('/minimal-mobile-tasks');
  await expect(page.getByTestId('work-order-card').first()).toBeVisible();

  // The worker installs once the page is idle, then takes charge; the next visit goes through it.
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null), { timeout: 20_000 })
    .toBe(true);
  await page.reload();
  const firstCard = page.getByTestId('work-order-card').first();
  await expect(firstCard).toBeVisible();
  const firstJob = await firstCard.getAttribute('data-work-order-id');
  // Saved for this session: who is signed in, and the list.
  await expect.poll(() => savedAnswerCount(page)).toBe(2);

  await context.setOffline(true);
  await page.reload();
  await expect(
    page.getByRole('status').filter({ hasText: /^Offline · jobs as of (just now|\d+ minutes? ago)$/ }),
  ).toBeVisible();
  await expect(page.locator(`[data-work-order-id="${firstJob}"]`)).toBeVisible();

  // Another mobile page opens offline too: its code was saved with the app.
  await page.goto('/ultra-mobile-tasks');
  await expect(page.getByRole('heading', { level: 1, name: 'Ultra Mobile Tasks' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: /^Offline/ })).toBeVisible();
  await expect(
    page
      .getByRole('link')
      .filter({ has: page.locator('span.font-mono') })
      .first(),
  ).toBeVisible();

  await context.setOffline(false);
  await page.goto('/minimal-mobile-tasks');
  await expect(page.getByTestId('work-order-card').first()).toBeVisible();
  await page.getByRole('button', { name: /^Account:/ }).click();
  await page.getByRole('menuitem', { name: 'Log out' }).click();
  await expect(page.getByRole('heading', { name: 'Welcome Back' })).toBeVisible();
  await expect.poll(() => savedAnswerCount(page)).toBe(0);
});
