import { expect, test } from '@playwright/test';
import { apiLogin, checkScreen, isPhoneProject, watchForErrors } from './fixtures.ts';

/**
 * The four technician pages on a phone (issue 8): 390x844 and the small 360x640, light and dark,
 * each checked for accessibility and sideways overflow and saved to screenshots/.
 */
const SIZES = [
  { width: 390, height: 844 },
  { width: 360, height: 640 },
] as const;

test.beforeEach(({ page: _page }, testInfo) => {
  test.skip(!isPhoneProject(testInfo), 'phone screens');
});

for (const size of SIZES) {
  for (const colorScheme of ['light', 'dark'] as const) {
    const suffix = `${size.width}x${size.height}-${colorScheme}`;

    test(`mobile pages at ${suffix}`, async ({ page }) => {
      test.slow();
      await page.setViewportSize(size);
      await page.emulateMedia({ colorScheme, reducedMotion: 'reduce' });
      await apiLogin(page, 'plumber');
      const problems = watchForErrors(page);

      await page.goto('/minimal-mobile-tasks');
      await expect(page.getByTestId('work-order-card').first()).toBeVisible();
      await checkScreen(page, `minimal-mobile-tasks-${suffix}`);

      await page.getByRole('button', { name: /^Filters/ }).click();
      await expect(page.getByLabel('Priority')).toBeVisible();
      await checkScreen(page, `minimal-mobile-tasks-filters-${suffix}`);

      await page.getByRole('button', { name: 'List', exact: true }).click();
      await expect(page.getByTestId('work-order-card').first()).toBeVisible();
      await checkScreen(page, `minimal-mobile-tasks-list-${suffix}`);
      await page.getByRole('button', { name: 'Cards', exact: true }).click();
      await expect(page.getByRole('button', { name: 'Cards', exact: true })).toHaveAttribute(
        'aria-pressed',
        'true',
      );

      await page.getByRole('button', { name: 'Quick actions' }).click();
      await expect(page.getByRole('button', { name: '+Paused Job' })).toBeVisible();
      await checkScreen(page, `minimal-mobile-tasks-quick-actions-${suffix}`);
      await page.keyboard.press('Escape');

      await page.goto('/mobile-tasks');
      await expect(page.getByTestId('work-order-card').first()).toBeVisible();
      await checkScreen(page, `mobile-tasks-${suffix}`);

      await page.goto('/simple-mobile-tasks');
      await expect(page.getByTestId('simple-task').first()).toBeVisible();
      await checkScreen(page, `simple-mobile-tasks-${suffix}`);
      await page
        .getByTestId('simple-task')
        .first()
        .getByRole('button', { name: 'Add note', exact: true })
        .click();
      await expect(page.getByRole('button', { name: 'Add Note', exact: true })).toBeVisible();
      await checkScreen(page, `simple-mobile-tasks-note-${suffix}`);

      await page.goto('/ultra-mobile-tasks');
      await expect(page.getByRole('heading', { level: 1, name: 'Ultra Mobile Tasks' })).toBeVisible();
      await expect(page.getByRole('list').getByRole('link').first()).toBeVisible();
      await checkScreen(page, `ultra-mobile-tasks-${suffix}`);

      expect(problems).toEqual([]);
    });
  }
}

test('the minimal page error screen on a phone', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await apiLogin(page, 'plumber');
  await page.route('**/api/work-orders?lightweight=true*', (route) =>
    route.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"boom"}' }),
  );
  await page.goto('/minimal-mobile-tasks');
  await expect(page.getByRole('button', { name: 'Force Refresh' })).toBeVisible();
  await checkScreen(page, 'minimal-mobile-tasks-error-390x844-light');
});
