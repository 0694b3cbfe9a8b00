import {
  type Browser,
  type BrowserContext,
  test as base,
  devices,
  expect,
  type Page,
} from '@playwright/test';
import { DEMO_PASSWORD, watchForErrors } from '../fixtures.ts';
import { PortalServer } from './portal-server.ts';

export { expect };

/**
 * The journeys' test: one portal server per worker (started on first use, stopped at the end), and
 * `baseURL` pointing at it. The database is prepared once per run (prepare-database.ts), so a
 * worker that restarts after a failure carries on with what earlier journeys stored.
 */
export const test = base.extend<object, { portal: PortalServer }>({
  portal: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern.
    async ({}, use) => {
      const server = new PortalServer();
      await server.start();
      await use(server);
      await server.stop();
    },
    { scope: 'worker', timeout: 90_000 },
  ],
  baseURL: async ({ portal }, use) => use(portal.url),
});

/** A phone in the technician's hand: Pixel 7 (its user agent, touch and 412 px screen). */
export async function phoneContext(browser: Browser, baseURL: string): Promise<BrowserContext> {
  return browser.newContext({ ...devices['Pixel 7'], baseURL, serviceWorkers: 'block' });
}

/**
 * Every page a journey opens is watched: console errors, failed requests and error answers are
 * collected, and the journey ends by checking there were none (`allowStatuses` for the failures a
 * journey provokes on purpose, like a denied delete).
 */
export function watch(page: Page, allowStatuses: number[] = []): string[] {
  return watchForErrors(page, { allowStatuses });
}

/** The login form filled and sent, without expecting to get past it (a refused sign-in). */
export async function submitSignIn(
  page: Page,
  email: string,
  password = DEMO_PASSWORD,
  { stay = false } = {},
) {
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  if (stay) await page.getByRole('checkbox', { name: 'Stay logged in for 30 days' }).check();
  await page.getByRole('button', { name: 'Sign In' }).click();
}

/** Signs in through the form, as people do, and waits to be let in. */
export async function signIn(page: Page, email: string, password = DEMO_PASSWORD, options = { stay: false }) {
  await submitSignIn(page, email, password, options);
  await expect(page).not.toHaveURL(/\/login/);
}

/**
 * A toast with this title (and text), checked as one element: a toast leaves after 3 s, so the
 * title and text are read together, not one after the other.
 */
export async function expectToast(page: Page, title: string, text?: string) {
  let toast = page
    .locator('[data-slot="toast"]')
    .filter({ has: page.locator('[data-slot="toast-title"]', { hasText: title }) });
  if (text) toast = toast.filter({ has: page.locator('[data-slot="toast-description"]', { hasText: text }) });
  await expect(toast.first()).toBeVisible();
}
