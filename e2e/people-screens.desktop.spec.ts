import {
  apiLogin,
  checkScreen,
  expect,
  SCREEN_SIZES,
  startScreenPass,
  test,
  watchForErrors,
} from './fixtures.ts';
import { openRoute, ROUTES } from './route-table.ts';

/**
 * The profile (and its edit form), the four settings tabs, and the admin panel (employees, the
 * Add Employee dialog, the activity log) at 1440x900 and in a 360x740 window, each checked with
 * checkScreen; /profile, /settings and /admin as routes (heading, title, header) too, for the
 * desktop project. The other people screens (dashboard, employees, notifications, contact,
 * priority tasks) are route screens: route-table.ts.
 */
for (const size of SCREEN_SIZES) {
  test(`profile, settings and admin screens at ${size.width}x${size.height}`, async ({ page }) => {
    test.slow();
    await startScreenPass(page, size);
    await apiLogin(page, 'management');
    const problems = watchForErrors(page);

    await openRoute(page, ROUTES.profile);
    await checkScreen(page, ROUTES.profile.name);
    await page.getByRole('button', { name: 'Edit Profile' }).click();
    await expect(page.getByRole('button', { name: 'Save Changes' })).toBeVisible();
    await checkScreen(page, 'profile-edit');
    await page.getByRole('button', { name: 'Cancel' }).click();
    await expect(page.getByRole('button', { name: 'Edit Profile' })).toBeVisible();

    await openRoute(page, ROUTES.settings);
    await expect(page.getByRole('tab', { name: 'General', selected: true })).toBeVisible();
    await checkScreen(page, ROUTES.settings.name);
    for (const [tab, label] of [
      ['notifications', 'Notifications'],
      ['security', 'Security'],
      ['profile', 'Profile'],
    ] as const) {
      await page.getByRole('tab', { name: label, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`[?&]tab=${tab}\\b`));
      await expect(page.getByRole('tab', { name: label, exact: true, selected: true })).toBeVisible();
      await expect(page.getByRole('tabpanel')).toBeVisible();
      await checkScreen(page, `settings-${tab}`);
    }

    await openRoute(page, ROUTES.admin);
    await checkScreen(page, ROUTES.admin.name);
    await page.getByRole('button', { name: 'Add Employee' }).click();
    await expect(page.getByRole('dialog', { name: 'Add Employee' }).getByLabel('Name')).toBeVisible();
    await checkScreen(page, 'admin-add-employee');
    await page.keyboard.press('Escape');
    await page.getByRole('tab', { name: 'Activity Log' }).click();
    await expect(page.getByRole('table')).toBeVisible();
    await checkScreen(page, 'admin-activity');
    expect(problems).toEqual([]);
  });
}
