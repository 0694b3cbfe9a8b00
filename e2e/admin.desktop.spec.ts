import type { Page } from '@playwright/test';
import {
  apiLogin,
  apiSession,
  expect,
  portalURL,
  test,
  uniqueJobNumber,
  watchForErrors,
} from './fixtures.ts';

const toast = (page: Page, title: string) => page.locator('[data-slot="toast-title"]', { hasText: title });

async function signInWithForm(page: Page, email: string, password: string) {
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
}

test('an admin creates an employee, who signs in with the temporary password and is taken straight to changing it', async ({
  browser,
  page,
}) => {
  const problems = watchForErrors(page);
  const name = `Robin Okafor ${uniqueJobNumber('n')}`;
  const email = `${uniqueJobNumber('robin').toLowerCase()}@e2e.test`;
  await apiLogin(page, 'admin');
  await page.goto('/admin');
  await expect(page.getByRole('heading', { level: 1, name: 'Admin Panel' })).toBeVisible();
  await page.getByRole('button', { name: 'Add Employee' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Employee' });
  await dialog.getByLabel('Name').fill(name);
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByLabel('Employee Type').selectOption({ label: 'Office' });
  await dialog.getByRole('button', { name: 'Create Employee' }).click();
  const passwordBox = page.getByLabel('Temporary password');
  await expect(passwordBox).toBeVisible();
  const temporaryPassword = await passwordBox.inputValue();
  expect(temporaryPassword.length).toBeGreaterThanOrEqual(10);
  await page.getByRole('button', { name: 'Done' }).click();

  // The log shows who made the account.
  const admin = await apiSession(page.request, 'admin');
  await page.getByRole('tab', { name: 'Activity Log' }).click();
  await expect(page).toHaveURL(/tab=activity/);
  await page
    .getByRole('tabpanel')
    .getByLabel('Employee', { exact: true })
    .selectOption({ label: admin.employee.name });
  await expect(page.getByRole('table').getByText(email).first()).toBeVisible();
  expect(problems).toEqual([]);

  // The new employee, in a browser of their own.
  const context = await browser.newContext({ baseURL: portalURL() });
  const newcomer = await context.newPage();
  await signInWithForm(newcomer, email, temporaryPassword);
  await expect(newcomer.getByText(`Welcome back, ${name}!`, { exact: true })).toBeVisible();
  // Straight to the change (ADR 023): nothing else is reachable until then.
  await expect(newcomer).toHaveURL(/\/settings\?tab=security$/);
  await expect(newcomer.getByRole('heading', { level: 1, name: 'Change your password' })).toBeVisible();
  await expect(newcomer.getByText('You signed in with a temporary password.')).toBeVisible();
  await expect(newcomer.getByRole('navigation', { name: 'Main navigation' })).toHaveCount(0);

  const newPassword = 'pipes-and-valves-2026';
  await newcomer.getByLabel('Current Password').fill(temporaryPassword);
  await newcomer.getByLabel('New Password', { exact: true }).fill(newPassword);
  await newcomer.getByLabel('Confirm New Password').fill(newPassword);
  await newcomer.getByRole('button', { name: 'Change Password' }).click();
  await expect(toast(newcomer, 'Password changed')).toBeVisible();
  await expect(newcomer.getByText('You signed in with a temporary password.')).toHaveCount(0);
  // On to where sign-in was headed: the task list, with the whole portal back.
  await expect(newcomer.getByRole('heading', { level: 1, name: 'Current Tasks' })).toBeVisible();
  await expect(newcomer.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();

  // The temporary password is spent; the new one works.
  const old = await newcomer.request.post('/api/auth/login', {
    data: { email, password: temporaryPassword, stayLoggedIn: false },
  });
  expect(old.status()).toBe(401);
  await context.clearCookies();
  await newcomer.evaluate(() => localStorage.clear());
  await signInWithForm(newcomer, email, newPassword);
  await expect(newcomer.getByText(`Welcome back, ${name}!`, { exact: true })).toBeVisible();
  await context.close();
});

test('an office employee is refused the Admin Panel', async ({ page }) => {
  const { token } = await apiLogin(page, 'office');
  await page.goto('/admin');
  await expect(page.getByRole('heading', { level: 1, name: 'Access Denied' })).toBeVisible();
  await expect(page.getByText('Only admin and management can use the admin panel.')).toBeVisible();
  const response = await page.request.get('/api/activity', { headers: { 'x-auth-token': token } });
  expect(response.status()).toBe(403);
});
