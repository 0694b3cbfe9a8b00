import { apiLogin, expect, isPhoneProject, test, watchForErrors } from './fixtures.ts';

/**
 * How the routes behave, in both projects. Each route's screen (its heading, title, header, and
 * the overflow and accessibility checks) is checked by the route screens
 * (route-screens.desktop.spec.ts, route-screens.phone.spec.ts) or the screen pass that drives it
 * further: e2e/route-table.ts.
 */

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
  // Checked for overflow and accessibility by the route screens' not-found pages story.
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
