import { expect, test } from '@playwright/test';
import {
  apiLogin,
  COLOR_SCHEMES,
  checkScreen,
  isPhoneProject,
  SCREEN_SIZES,
  screenSuffix,
  watchForErrors,
} from './fixtures.ts';

/**
 * Every screen of SPEC 2's route table and PRODUCT's additions, with the heading it shows and the
 * name its screenshots get (prefixed 'route-', beside the screen passes' own pictures).
 */
const SCREENS = [
  ['/dashboard', 'Dashboard', 'dashboard'],
  ['/tasks/active?search=valve', 'Current Tasks', 'tasks-active-search'],
  ['/mobile-tasks', 'Mobile Tasks', 'mobile-tasks'],
  ['/simple-mobile-tasks', 'Simple Mobile Tasks', 'simple-mobile-tasks'],
  ['/ultra-mobile-tasks', 'Ultra Mobile Tasks', 'ultra-mobile-tasks'],
  ['/minimal-mobile-tasks', 'Minimal Mobile Tasks', 'minimal-mobile-tasks'],
  ['/completed-tasks', 'Completed Tasks', 'completed-tasks'],
  ['/paused-jobs', 'Paused Jobs', 'paused-jobs'],
  ['/employees', 'Employees', 'employees'],
  ['/settings', 'Settings', 'settings'],
  ['/profile', 'Profile', 'profile'],
  ['/work-orders', 'Priority Tasks', 'work-orders'],
  ['/work-orders/not-a-number', 'Work Order Not Found', 'work-order-invalid-id'],
  ['/admin', 'Admin Panel', 'admin'],
  ['/notifications', 'Notifications', 'notifications'],
  ['/contact', 'Contact Support', 'contact'],
] as const;

/** The desktop project checks both widths of the screen passes; the phone project its own window. */
const PHONE_SIZE = { width: 390, height: 844 } as const;
const SIZES = [...SCREEN_SIZES.map((size) => ({ ...size, phone: false })), { ...PHONE_SIZE, phone: true }];

for (const { phone, ...size } of SIZES) {
  for (const colorScheme of COLOR_SCHEMES) {
    const suffix = screenSuffix(size, colorScheme);

    test(`every screen at ${suffix} renders without errors, fits the screen, and has no serious accessibility violations`, async ({
      page,
    }, testInfo) => {
      test.skip(isPhoneProject(testInfo) !== phone, phone ? 'the phone window' : 'a desktop window');
      // A page load, an accessibility scan and a screenshot per screen: up to 12 s each on a busy machine.
      test.setTimeout(SCREENS.length * 12_000);
      await page.setViewportSize(size);
      await page.emulateMedia({ colorScheme, reducedMotion: 'reduce' });
      await apiLogin(page, 'management');
      const problems = watchForErrors(page);
      for (const [path, heading, name] of SCREENS) {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1 }), path).toHaveText(heading);
        await expect(page).toHaveTitle(`${heading} - Employee Portal`);
        await expect(page.getByRole('banner')).toBeVisible();
        await checkScreen(page, `route-${name}-${suffix}`);
      }
      expect(problems).toEqual([]);
    });

    test(`the not-found pages at ${suffix}`, async ({ page }, testInfo) => {
      test.skip(isPhoneProject(testInfo) !== phone, phone ? 'the phone window' : 'a desktop window');
      await page.setViewportSize(size);
      await page.emulateMedia({ colorScheme, reducedMotion: 'reduce' });
      // The work order that does not exist is a 404 answer the page explains.
      const problems = watchForErrors(page, { allowStatuses: [404] });

      await page.goto('/no/such/page');
      await expect(page.getByRole('heading', { level: 1, name: '404 Page Not Found' })).toBeVisible();
      await checkScreen(page, `not-found-${suffix}`);

      await apiLogin(page, 'management');
      await page.goto('/work-orders/2147483647');
      await expect(page.getByRole('heading', { level: 1, name: 'Work Order Not Found' })).toBeVisible();
      await expect(page.getByRole('link', { name: 'Back to Tasks' })).toBeVisible();
      await checkScreen(page, `work-order-not-found-${suffix}`);
      expect(problems).toEqual([]);
    });
  }
}

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
  // Checked for accessibility in every size and theme by the not-found pages story above.
  await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible();
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
