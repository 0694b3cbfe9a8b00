import { expect, test } from '@playwright/test';
import { apiLogin, isPhoneProject, saveScreenshot } from './fixtures.ts';

/**
 * Pictures of the login page and the empty layout, light and dark, for a person to look over:
 * the desktop project at 1280x800, the phone project at 390x844. Saved in screenshots/.
 */
for (const colorScheme of ['light', 'dark'] as const) {
  test(`screenshots of the login page and the layout in the ${colorScheme} theme`, async ({
    page,
  }, testInfo) => {
    const size = isPhoneProject(testInfo) ? { width: 390, height: 844 } : { width: 1280, height: 800 };
    const suffix = `${size.width}x${size.height}-${colorScheme}`;
    await page.setViewportSize(size);
    await page.emulateMedia({ colorScheme, reducedMotion: 'reduce' });

    await page.goto('/login');
    await expect(page.getByRole('heading', { name: 'Welcome Back' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Test accounts' })).toBeVisible();
    await saveScreenshot(page, `login-${suffix}`);

    await apiLogin(page, 'management');
    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
    await expect(page.getByRole('banner').getByRole('link', { name: /^Notifications, / })).toBeVisible();
    await saveScreenshot(page, `layout-${suffix}`);

    if (isPhoneProject(testInfo)) {
      await page.getByRole('button', { name: 'Open navigation menu' }).click();
    } else {
      await page.getByRole('button', { name: 'Expand sidebar' }).click();
    }
    await expect(page.getByRole('navigation', { name: 'Main navigation' })).toContainText('Contact Support');
    await saveScreenshot(page, `layout-menu-${suffix}`);
  });
}
