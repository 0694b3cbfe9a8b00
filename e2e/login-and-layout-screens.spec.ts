import type { Page } from '@playwright/test';
import {
  apiCreateEmployee,
  apiLogin,
  apiLoginAs,
  checkScreen,
  expect,
  isPhoneProject,
  PHONE_SCREEN_SIZE,
  SCREEN_SIZES,
  startScreenPass,
  test,
  watchForErrors,
} from './fixtures.ts';
import { openRoute, ROUTES } from './route-table.ts';

/** Opens the navigation: the drawer where the menu button shows (narrow), else the wide sidebar. */
async function openNavigation(page: Page) {
  const drawerButton = page.getByRole('button', { name: 'Open navigation menu' });
  if (await drawerButton.isVisible()) await drawerButton.click();
  else {
    // A desktop screen shows the labels from the start; a narrower one starts with the icon rail.
    const expand = page.getByRole('button', { name: 'Expand sidebar' });
    if (await expand.isVisible()) await expand.click();
  }
  await expect(page.getByRole('navigation', { name: 'Main navigation' })).toContainText('Contact Support');
}

/**
 * The login page, the dashboard in the layout, and the layout with its navigation open: the
 * desktop project at 1440x900 and 360x740, the phone project at 390x844. Each is checked with
 * checkScreen (overflow, axe in the light theme, contrast in the dark).
 */
test('the login page, the dashboard in the layout, and the navigation open', async ({ page }, testInfo) => {
  test.slow();
  const sizes = isPhoneProject(testInfo) ? [PHONE_SCREEN_SIZE] : SCREEN_SIZES;
  const problems = watchForErrors(page);

  // Signed out first: the login page sends a signed-in visitor on.
  await startScreenPass(page, sizes[0]);
  await page.goto('/login');
  await expect(page.getByRole('heading', { name: 'Welcome Back' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Test accounts' })).toBeVisible();
  for (const size of sizes) {
    await page.setViewportSize(size);
    await checkScreen(page, 'login');
  }

  await apiLogin(page, 'management');
  for (const size of sizes) {
    await page.setViewportSize(size);
    await openRoute(page, ROUTES.dashboard);
    await expect(page.getByRole('banner').getByRole('link', { name: /^Notifications, / })).toBeVisible();
    await checkScreen(page, 'dashboard');

    await openNavigation(page);
    await checkScreen(page, 'layout-menu');
  }
  expect(problems).toEqual([]);
});

/**
 * ADR 023: an account with a temporary password sees the password change and nothing else (the
 * header keeps the brand and the account menu, to sign out), whichever screen it asked for.
 */
test('the password change an account with a temporary password is taken to', async ({ page }, testInfo) => {
  const sizes = isPhoneProject(testInfo) ? [PHONE_SCREEN_SIZE] : SCREEN_SIZES;
  const problems = watchForErrors(page);
  const account = await apiCreateEmployee(page.request, {
    employeeType: 'office',
    keepTemporaryPassword: true,
  });
  await apiLoginAs(page, account.email, account.password);
  await startScreenPass(page, sizes[0]);
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/settings\?tab=security$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Change your password' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main navigation' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^Account: / })).toBeVisible();
  for (const size of sizes) {
    await page.setViewportSize(size);
    await checkScreen(page, 'password-change');
  }
  expect(problems).toEqual([]);
});
