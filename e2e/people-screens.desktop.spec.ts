import { expect, test } from '@playwright/test';
import {
  apiLogin,
  COLOR_SCHEMES,
  checkScreen,
  SCREEN_SIZES,
  screenSuffix,
  watchForErrors,
} from './fixtures.ts';

/**
 * The dashboard, employees, profile, settings, admin, notifications, contact and priority screens
 * at 1440x900 and in a 360x740 window, light and dark: each view checked for
 * accessibility and sideways overflow and saved to screenshots/.
 */
for (const size of SCREEN_SIZES) {
  for (const colorScheme of COLOR_SCHEMES) {
    const suffix = screenSuffix(size, colorScheme);

    test(`remaining screens at ${size.width}x${size.height}, ${colorScheme}`, async ({ page }) => {
      test.slow();
      await page.setViewportSize(size);
      await page.emulateMedia({ colorScheme, reducedMotion: 'reduce' });
      await apiLogin(page, 'management');
      const problems = watchForErrors(page);

      await page.goto('/dashboard');
      await expect(
        page.getByRole('region', { name: 'Staff Workload' }).getByRole('progressbar').first(),
      ).toBeVisible();
      await expect(page.getByRole('region', { name: 'Recent Tasks' }).getByRole('table')).toBeVisible();
      await checkScreen(page, `dashboard-${suffix}`);

      await page.goto('/work-orders');
      await expect(page.getByRole('heading', { level: 1, name: 'Priority Tasks' })).toBeVisible();
      await expect(page.getByTestId('work-order-card').first()).toBeVisible();
      await checkScreen(page, `work-orders-${suffix}`);

      await page.goto('/employees');
      await expect(page.getByTestId('employee-card').first()).toBeVisible();
      await checkScreen(page, `employees-${suffix}`);

      await page.goto('/profile');
      await page.getByRole('button', { name: 'Edit Profile' }).click();
      await expect(page.getByRole('button', { name: 'Save Changes' })).toBeVisible();
      await checkScreen(page, `profile-edit-${suffix}`);
      await page.getByRole('button', { name: 'Cancel' }).click();
      await checkScreen(page, `profile-${suffix}`);

      for (const tab of ['general', 'notifications', 'security', 'profile'] as const) {
        await page.goto(`/settings?tab=${tab}`);
        await expect(page.getByRole('tabpanel')).toBeVisible();
        await checkScreen(page, `settings-${tab}-${suffix}`);
      }

      await page.goto('/admin');
      await expect(page.getByRole('heading', { level: 1, name: 'Admin Panel' })).toBeVisible();
      await expect(page.getByText('margaret.doyle@demo.plumbing').first()).toBeVisible();
      await checkScreen(page, `admin-employees-${suffix}`);
      await page.getByRole('button', { name: 'Add Employee' }).click();
      await expect(page.getByRole('dialog', { name: 'Add Employee' }).getByLabel('Name')).toBeVisible();
      await checkScreen(page, `admin-add-employee-${suffix}`);
      await page.keyboard.press('Escape');
      await page.getByRole('tab', { name: 'Activity Log' }).click();
      await expect(page.getByRole('table')).toBeVisible();
      await checkScreen(page, `admin-activity-${suffix}`);

      await page.goto('/notifications');
      await expect(page.getByRole('heading', { level: 1, name: 'Notifications' })).toBeVisible();
      await checkScreen(page, `notifications-${suffix}`);

      await page.goto('/contact');
      await expect(page.getByLabel('Subject')).toBeVisible();
      await checkScreen(page, `contact-${suffix}`);
      expect(problems).toEqual([]);
    });
  }
}
