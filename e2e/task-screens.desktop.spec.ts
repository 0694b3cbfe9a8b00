import { expect, type Page, test } from '@playwright/test';
import {
  apiCreateTask,
  apiLogin,
  COLOR_SCHEMES,
  expectNoHorizontalOverflow,
  expectNoSeriousA11yViolations,
  SCREEN_SIZES,
  saveScreenshot,
  screenSuffix,
  uniqueJobNumber,
  watchForErrors,
} from './fixtures.ts';

/**
 * The task screens and dialogs at 1440x900 and in a 360x740 window (a desktop browser made
 * narrow: a phone's user agent is sent to the mobile page instead). Each view is checked for
 * accessibility and sideways overflow and saved to screenshots/ for a person to look at.
 */
async function check(page: Page, name: string) {
  await expectNoHorizontalOverflow(page);
  await expectNoSeriousA11yViolations(page);
  await saveScreenshot(page, name);
}

for (const size of SCREEN_SIZES) {
  for (const colorScheme of COLOR_SCHEMES) {
    const suffix = screenSuffix(size, colorScheme);

    test(`task screens and dialogs at ${size.width}x${size.height}, ${colorScheme}`, async ({ page }) => {
      test.slow();
      await page.setViewportSize(size);
      await page.emulateMedia({ colorScheme, reducedMotion: 'reduce' });
      const { token } = await apiLogin(page, 'office');
      const id = await apiCreateTask(page.request, token, {
        workOrderId: uniqueJobNumber('SHOT'),
        title: 'Water heater pilot keeps going out',
        description:
          'Gas water heater in the garage. Pilot lights but goes out after a few minutes; thermocouple suspected.',
        priority: 'urgent',
        dueDate: new Date(Date.now() + 5 * 3600_000).toISOString(),
      });
      const problems = watchForErrors(page);

      await page.goto('/tasks');
      await expect(page.getByTestId('work-order-card').first()).toBeVisible();
      await check(page, `tasks-cards-${suffix}`);

      await page.getByRole('button', { name: 'List', exact: true }).click();
      await expect(page.getByTestId('work-order-card').first()).toBeVisible();
      await check(page, `tasks-list-${suffix}`);
      await page.getByRole('button', { name: 'Cards', exact: true }).click();

      await page.goto(`/work-orders/${id}`);
      const detail = page.getByRole('dialog', { name: /Water heater pilot keeps going out/ });
      await expect(detail.getByText('URGENT', { exact: true })).toBeVisible();
      await check(page, `task-detail-${suffix}`);
      await page.keyboard.press('Escape');

      await page.goto('/tasks');
      await page.getByRole('button', { name: 'Quick actions' }).click();
      await page.getByRole('menuitem', { name: '+Task' }).click();
      await expect(page.getByRole('dialog', { name: 'Create New Task' })).toBeVisible();
      await check(page, `create-task-${suffix}`);
      await page.keyboard.press('Escape');

      await page.getByTestId('work-order-card').first().getByRole('button', { name: 'Update' }).click();
      const update = page.getByRole('dialog', { name: 'Update Task' });
      await expect(update.getByRole('textbox', { name: 'Notes' })).toBeVisible();
      await check(page, `update-task-${suffix}`);
      await page.keyboard.press('Escape');

      await page.goto('/completed-tasks');
      await expect(page.getByRole('heading', { name: 'Completed Tasks', level: 1 })).toBeVisible();
      await check(page, `completed-tasks-${suffix}`);

      expect(problems).toEqual([]);
    });
  }
}
