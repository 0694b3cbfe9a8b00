import { expect, test } from '@playwright/test';
import {
  apiLogin,
  expectNoHorizontalOverflow,
  expectNoSeriousA11yViolations,
  isPhoneProject,
  watchForErrors,
} from './fixtures.ts';

/** Every screen of SPEC 2's route table and PRODUCT's additions, with the heading it shows. */
const SCREENS = [
  ['/dashboard', 'Dashboard'],
  ['/tasks/active?search=valve', 'Current Tasks'],
  ['/mobile-tasks', 'Mobile Tasks'],
  ['/simple-mobile-tasks', 'Simple Mobile Tasks'],
  ['/ultra-mobile-tasks', 'Ultra Mobile Tasks'],
  ['/minimal-mobile-tasks', 'Minimal Mobile Tasks'],
  ['/completed-tasks', 'Completed Tasks'],
  ['/paused-jobs', 'Paused Jobs'],
  ['/employees', 'Employees'],
  ['/settings', 'Settings'],
  ['/profile', 'Profile'],
  ['/work-orders', 'Priority Tasks'],
  ['/work-orders/not-a-number', 'Work Order Not Found'],
  ['/admin', 'Admin Panel'],
  ['/notifications', 'Notifications'],
  ['/contact', 'Contact Support'],
] as const;

test('every screen renders without errors, fits the screen, and has no serious accessibility violations', async ({
  page,
}) => {
  test.slow(); // one accessibility scan per screen
  await apiLogin(page, 'management');
  const problems = watchForErrors(page);
  for (const [path, heading] of SCREENS) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 }), path).toHaveText(heading);
    await expect(page).toHaveTitle(`${heading} - Employee Portal`);
    await expect(page.getByRole('banner')).toBeVisible();
    await expectNoHorizontalOverflow(page);
    await expectNoSeriousA11yViolations(page);
  }
  expect(problems).toEqual([]);
});

test('/ opens the minimal mobile page on a phone and the task list elsewhere; /tasks does the same', async ({
  page,
}, testInfo) => {
  await apiLogin(page, 'plumber');
  const expected = isPhoneProject(testInfo) ? '/minimal-mobile-tasks' : '/tasks';
  await page.goto('/');
  await expect(page).toHaveURL(expected);
  await page.goto('/tasks');
  await expect(page).toHaveURL(expected);
  // The search results page stays put on every device.
  await page.goto('/tasks/active?search=leak');
  await expect(page).toHaveURL('/tasks/active?search=leak');
});

test('an unknown path shows the 404 page with a way home', async ({ page }) => {
  const problems = watchForErrors(page);
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('link', { name: 'Go to the home page' }).click();
  // Home needs a session: a signed-out visitor lands on the login form.
  await expect(page.getByRole('heading', { name: 'Welcome Back' })).toBeVisible();
  expect(problems).toEqual([]);
});

test('/admin says "Loading admin panel..." while its code arrives', async ({ page }) => {
  await apiLogin(page, 'admin');
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/admin-route-[^/]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/admin');
  await expect(page.getByRole('main').getByRole('status')).toHaveText('Loading admin panel...');
  release();
  await expect(page.getByRole('heading', { name: 'Admin Panel', level: 1 })).toBeVisible();
});

test('a deep link loads the app (history fallback); an unknown /api path answers 404 JSON', async ({
  page,
  request,
}) => {
  await page.goto('/paused-jobs/some/deep/link');
  await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible();

  const api = await request.get('/api/no-such-endpoint');
  expect(api.status()).toBe(404);
  expect(await api.json()).toMatchObject({ message: expect.stringMatching(/not found/i) });
});
