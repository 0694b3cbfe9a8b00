import type { Page } from '@playwright/test';
import { apiLogin, expect, expectNoSeriousA11yViolations, test, watchForErrors } from './fixtures.ts';

async function shot(page: Page, name: string) {
  await page.screenshot({ path: `/tmp/h6-day-ui/shots/${name}.png` });
}

test('at 1440 px the sidebar shows its labels; collapsed, every icon names itself on hover and focus', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  const problems = watchForErrors(page);
  await apiLogin(page, 'office');
  await page.goto('/tasks');
  const navigation = page.getByRole('navigation', { name: 'Main navigation' });
  await expect(navigation.getByRole('link', { name: 'Paused Jobs' })).toHaveText('Paused Jobs');
  await expect(navigation.getByRole('link', { name: 'Completed' })).toBeVisible();
  await shot(page, 'sidebar-open-1440');
  await expectNoSeriousA11yViolations(page);

  // Collapsed, and remembered after a reload.
  await page.getByRole('button', { name: 'Collapse sidebar' }).click();
  await page.reload();
  const paused = navigation.getByRole('link', { name: 'Paused Jobs' });
  await expect(paused).toHaveText('');
  // The rail's tooltips load after the first paint; a pointer that rests there meanwhile is moved again.
  await expect(async () => {
    await paused.hover({ position: { x: 10 + Math.random() * 10, y: 10 } });
    await expect(page.getByRole('tooltip')).toHaveText('Paused Jobs', { timeout: 1500 });
  }).toPass();
  await shot(page, 'sidebar-rail-hover-1440');
  // Escape hides it without moving the pointer (WCAG 1.4.13).
  await page.keyboard.press('Escape');
  await expect(page.getByRole('tooltip')).toHaveCount(0);

  // The header's icon buttons, reached by the keyboard, name themselves too.
  const theme = page.getByRole('button', { name: /^Theme:/ });
  await theme.focus();
  await expect(page.getByRole('tooltip')).toHaveText(/^Theme: /);
  await page.keyboard.press('Tab');
  await expect(page.getByRole('banner').getByRole('link', { name: /^Notifications/ })).toBeFocused();
  await expect(page.getByRole('tooltip').filter({ hasText: /^Notifications/ })).toBeVisible();
  await shot(page, 'header-tooltip-focus-1440');
  await page.keyboard.press('Escape');
  await expect(page.getByRole('tooltip')).toHaveCount(0);

  const quick = page.getByRole('button', { name: 'Quick actions' });
  await quick.hover();
  await expect(page.getByRole('tooltip')).toHaveText('Quick actions: new task or paused job');
  await expectNoSeriousA11yViolations(page);

  await page.getByRole('button', { name: 'Expand sidebar' }).click();
  await expect(navigation.getByRole('link', { name: 'Paused Jobs' })).toHaveText('Paused Jobs');
  expect(problems).toEqual([]);
});

test('at 390 px the sidebar is the overlay, opened from the menu button, which names itself on focus', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await apiLogin(page, 'office');
  await page.goto('/tasks');
  const toggle = page.getByRole('button', { name: 'Open navigation menu' });
  await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeHidden();
  await toggle.focus();
  await expect(page.getByRole('tooltip')).toHaveText('Open navigation menu');
  await toggle.click();
  const navigation = page.getByRole('navigation', { name: 'Main navigation' });
  await expect(navigation.getByRole('link', { name: 'Paused Jobs' })).toHaveText('Paused Jobs');
  await shot(page, 'sidebar-overlay-390');
  await expectNoSeriousA11yViolations(page);
});
