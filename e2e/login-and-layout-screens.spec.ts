import { expect, type Page, test } from '@playwright/test';
import {
  apiLogin,
  COLOR_SCHEMES,
  checkScreen,
  isPhoneProject,
  SCREEN_SIZES,
  screenSuffix,
  watchForErrors,
} from './fixtures.ts';

/** The Pixel 7 project's pictures are taken in a typical phone window. */
const PHONE_SIZE = { width: 390, height: 844 } as const;

/** Opens the navigation: the drawer where the menu button shows (narrow), else the wide sidebar. */
async function openNavigation(page: Page) {
  const drawerButton = page.getByRole('button', { name: 'Open navigation menu' });
  if (await drawerButton.isVisible()) await drawerButton.click();
  else await page.getByRole('button', { name: 'Expand sidebar' }).click();
  await expect(page.getByRole('navigation', { name: 'Main navigation' })).toContainText('Contact Support');
}

/**
 * The login page and the empty layout (closed and with the navigation open), light and dark:
 * the desktop project at 1440x900 and 360x740, the phone project at 390x844. Each is checked for
 * accessibility and sideways overflow and saved in screenshots/.
 */
for (const colorScheme of COLOR_SCHEMES) {
  test(`the login page and the layout in the ${colorScheme} theme`, async ({ page }, testInfo) => {
    test.slow();
    const sizes = isPhoneProject(testInfo) ? [PHONE_SIZE] : SCREEN_SIZES;
    await page.emulateMedia({ colorScheme, reducedMotion: 'reduce' });
    const problems = watchForErrors(page);

    // Signed out first: the login page sends a signed-in visitor on.
    await page.goto('/login');
    await expect(page.getByRole('heading', { name: 'Welcome Back' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Test accounts' })).toBeVisible();
    for (const size of sizes) {
      await page.setViewportSize(size);
      await checkScreen(page, `login-${screenSuffix(size, colorScheme)}`);
    }

    await apiLogin(page, 'management');
    for (const size of sizes) {
      const suffix = screenSuffix(size, colorScheme);
      await page.setViewportSize(size);
      await page.goto('/dashboard');
      await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
      await expect(page.getByRole('banner').getByRole('link', { name: /^Notifications, / })).toBeVisible();
      await checkScreen(page, `layout-${suffix}`);

      await openNavigation(page);
      await checkScreen(page, `layout-menu-${suffix}`);
    }
    expect(problems).toEqual([]);
  });
}
