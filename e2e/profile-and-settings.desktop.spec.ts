import { apiCreateEmployee, apiGet, apiLoginAs, expect, test, watchForErrors } from './fixtures.ts';

const toast = (page: import('@playwright/test').Page, title: string) =>
  page.locator('[data-slot="toast-title"]', { hasText: title });

test('SMS notifications wait for a phone number on the profile, and are saved once there is one', async ({
  page,
}) => {
  const problems = watchForErrors(page);
  const account = await apiCreateEmployee(page.request, { employeeType: 'office' });
  const token = await apiLoginAs(page, account.email, account.password);
  await page.goto('/profile');
  await expect(page.getByRole('heading', { level: 1, name: 'Profile' })).toBeVisible();
  await page.getByRole('button', { name: 'Edit Profile' }).click();

  const sms = page.getByRole('switch', { name: 'SMS Notifications' });
  await expect(sms).toBeDisabled();
  await expect(page.getByText('Add a phone number to enable SMS notifications')).toBeVisible();

  await page.getByLabel('Phone Number').fill('(555) 201-3344');
  await expect(sms).toBeEnabled();
  await expect(page.getByText('Add a phone number to enable SMS notifications')).toHaveCount(0);
  await sms.click();
  await expect(sms).toBeChecked();
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(toast(page, 'Profile Updated')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Edit Profile' })).toBeVisible();

  const { body: me } = await apiGet<{ phone: string; smsNotifications: boolean }>(
    page.request,
    token,
    '/api/auth/me',
  );
  expect(me).toMatchObject({ phone: '(555) 201-3344', smsNotifications: true });
  await page.reload();
  await expect(page.getByRole('switch', { name: 'SMS Notifications' })).toBeChecked();
  expect(problems).toEqual([]);
});

test('compact view and the theme saved in Settings follow the employee to the next sign-in', async ({
  page,
}) => {
  const account = await apiCreateEmployee(page.request, { employeeType: 'plumber' });
  await apiLoginAs(page, account.email, account.password);
  await page.emulateMedia({ colorScheme: 'light' });
  await page.goto('/settings');
  await expect(page.getByRole('tab', { name: 'General', selected: true })).toBeVisible();
  await page.getByRole('switch', { name: 'Dark Theme' }).click();
  await page.getByRole('switch', { name: 'Compact View' }).click();
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(toast(page, 'Settings saved')).toBeVisible();
  await expect(page.locator('html')).toHaveClass(/\bdark\b/);
  await expect(page.locator('html')).toHaveAttribute('data-density', 'compact');

  // Another device: nothing stored locally; the account's settings apply on sign-in.
  const other = await page.context().browser()?.newPage();
  if (!other) throw new Error('no browser');
  await other.emulateMedia({ colorScheme: 'light' });
  await apiLoginAs(other, account.email, account.password);
  await other.goto('/tasks');
  await expect(other.locator('html')).toHaveClass(/\bdark\b/);
  await expect(other.locator('html')).toHaveAttribute('data-density', 'compact');
  await other.close();
});
