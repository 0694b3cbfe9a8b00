import { employeeTypeLabel } from '../src/shared/domain/employee-type.ts';
import {
  DEMO_PASSWORD,
  demoAccount,
  expect,
  expectNoSeriousA11yViolations,
  isPhoneProject,
  OFFICE,
  openNavigation,
  ROLES,
  test,
  watchForErrors,
} from './fixtures.ts';

for (const role of ROLES) {
  const account = demoAccount(role);
  const typeLabel = employeeTypeLabel(role);
  const who = `${/^[AEIOU]/.test(typeLabel) ? 'an' : 'a'} ${typeLabel}`;

  test(`${who} employee signs in with the form, sees the portal made for them, and signs out`, async ({
    page,
  }, testInfo) => {
    const problems = watchForErrors(page);
    await page.goto('/');
    await expect(page).toHaveURL(/\/login$/);
    await page.getByLabel('Email').fill(account.email);
    await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Sign In' }).click();

    await expect(page.getByText(`Welcome back, ${account.name}!`, { exact: true })).toBeVisible();
    const home = isPhoneProject(testInfo) ? '/minimal-mobile-tasks' : '/tasks';
    await expect(page).toHaveURL(home);
    // Issue 23: on a phone a technician opens on their own jobs, everyone else on all of them.
    const phoneHeading = role === 'plumber' ? 'My jobs' : 'All jobs';
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      isPhoneProject(testInfo) ? phoneHeading : 'Current Tasks',
    );

    // The Admin Panel link is for admin and management only, the Employees page for management
    // (the role table in docs/product.md, ADR 021): nobody is offered a page that sends them back.
    const navigation = await openNavigation(page);
    await expect(navigation.getByRole('link', { name: 'Paused Jobs' })).toBeVisible();
    await expect(navigation.getByRole('link', { name: 'Admin Panel' })).toHaveCount(
      role === 'admin' || role === 'management' ? 1 : 0,
    );
    await expect(navigation.getByRole('link', { name: 'Employees' })).toHaveCount(
      role === 'management' ? 1 : 0,
    );
    await page.keyboard.press('Escape');

    const userMenu = page.getByRole('button', { name: `Account: ${account.name}, ${typeLabel}` });
    await userMenu.click();
    const menu = page.getByRole('menu');
    await expect(menu).toContainText(account.name);
    await expect(menu).toContainText(typeLabel);
    await expect(menu.getByRole('menuitem', { name: 'Profile Settings' })).toBeVisible();
    await menu.getByRole('menuitem', { name: 'Log out' }).click();

    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('heading', { name: 'Welcome Back' })).toBeVisible();
    await expect(page.getByText('You have been successfully logged out.', { exact: true })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('authToken'))).toBeNull();

    // The session is gone, not just forgotten by this tab.
    await page.goto('/paused-jobs');
    await expect(page).toHaveURL(/\/login$/);
    expect(problems).toEqual([]);
  });
}

test('a wrong password says Login Failed and keeps the visitor on the form', async ({ page }) => {
  // The rejected sign-in is the one error response this story expects.
  const problems = watchForErrors(page, { allowStatuses: [401] });
  await page.goto('/login');
  await expectNoSeriousA11yViolations(page);

  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByText('Missing Information', { exact: true })).toBeVisible();

  await page.getByLabel('Email').fill(OFFICE.email);
  await page.getByLabel('Password', { exact: true }).fill('not-the-password');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByText('Login Failed', { exact: true })).toBeVisible();
  await expect(page.getByText('Invalid email or password', { exact: true })).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
  expect(await page.evaluate(() => localStorage.getItem('authToken'))).toBeNull();
  expect(problems.filter((problem) => !problem.includes('401'))).toEqual([]);
});

test('a protected page visited signed out shows the login form, and signing in returns there', async ({
  page,
}) => {
  const account = demoAccount('plumber');
  await page.goto('/paused-jobs?view=list');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('heading', { name: 'Welcome Back' })).toBeVisible();

  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByLabel('Stay logged in for 30 days').check();
  await page.getByRole('button', { name: 'Sign In' }).click();

  await expect(page).toHaveURL('/paused-jobs?view=list');
  await expect(page.getByRole('heading', { name: 'Paused Jobs', level: 1 })).toBeVisible();

  // Signed in, /login is not a page to stay on.
  await page.goto('/login');
  await expect(page).not.toHaveURL(/\/login$/);
  await page.reload();
  await expect(page.getByRole('button', { name: /^Account: / })).toBeVisible();
});
