import { expect, test } from '@playwright/test';
import { DEMO_PASSWORD, expectNoSeriousA11yViolations, OFFICE } from './fixtures.ts';

test('an office employee signs in, stays signed in across a reload, and signs out', async ({ page }) => {
  const consoleErrors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') consoleErrors.push(message.text());
  });

  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Welcome Back' })).toBeVisible();
  await expect(page.getByText('Employee Portal')).toBeVisible();
  await expect(page.getByText('Need help? Contact your administrator')).toBeVisible();
  // Demo data is on, so the test-accounts block lists the office account.
  await expect(page.getByRole('region', { name: 'Test accounts' })).toContainText(OFFICE.email);
  await expectNoSeriousA11yViolations(page);
  await page.screenshot({ path: `test-results/login-${test.info().project.name}.png`, fullPage: true });

  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByRole('alert')).toHaveText(
    'Missing Information: Please enter both email and password.',
  );

  await page.getByLabel('Email').fill(OFFICE.email);
  await page.getByLabel('Password', { exact: true }).fill('wrong-password');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByRole('alert')).toHaveText('Login Failed: Invalid email or password');

  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByLabel('Stay logged in for 30 days').check();
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByText(`Signed in as ${OFFICE.name} (Office)`)).toBeVisible();

  await page.reload();
  await expect(page.getByText(`Signed in as ${OFFICE.name} (Office)`)).toBeVisible();

  await page.getByRole('button', { name: 'Log out' }).click();
  await expect(page.getByRole('heading', { name: 'Welcome Back' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('authToken'))).toBeNull();

  // The 401 of the rejected password is the only error the browser may log.
  expect(consoleErrors.filter((text) => !text.includes('401'))).toEqual([]);
});

test('any page path serves the app (history fallback); unknown /api paths answer 404 JSON', async ({
  page,
  request,
}) => {
  await page.goto('/paused-jobs/some/deep/link');
  await expect(page.getByRole('heading', { name: 'Welcome Back' })).toBeVisible();

  const api = await request.get('/api/no-such-endpoint');
  expect(api.status()).toBe(404);
  expect(await api.json()).toMatchObject({ message: expect.stringMatching(/not found/i) });
});
