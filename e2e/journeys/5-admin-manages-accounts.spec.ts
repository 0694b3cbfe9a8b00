import type { Locator, Page } from '@playwright/test';
import { expect, expectToast, signIn, submitSignIn, test, watch } from './journey-test.ts';
import { ADMIN } from './working-day.ts';

/**
 * Journey 5, the administrator: Alan adds an apprentice who starts tomorrow and sees the temporary
 * password once, then resets it (the first one stops working) because the note with it got lost.
 * The apprentice signs in with the new temporary password, is taken straight to changing it (ADR
 * 023), changes it, signs out and back in with their own. After a server restart the account
 * and the password are still there.
 */
const NEWCOMER = {
  name: 'Nadia Ferreira',
  email: 'nadia.ferreira@journeys.test',
  typeLabel: 'Tech',
  title: 'Apprentice',
  phone: '(555) 318-4420',
  password: 'copper-sweat-fittings-7',
};

const TEMPORARY_PASSWORD_NOTICE = 'You signed in with a temporary password.';

/** A spent password is refused with the same words as a wrong one. */
async function expectPasswordRefused(page: Page, password: string) {
  await submitSignIn(page, NEWCOMER.email, password);
  await expectToast(page, 'Login Failed', 'Invalid email or password');
  await expect(page).toHaveURL(/\/login$/);
}

async function expectWelcomed(page: Page) {
  await expectToast(page, 'Login Successful', `Welcome back, ${NEWCOMER.name}!`);
  await expect(page).toHaveURL(/\/tasks$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Current Tasks' })).toBeVisible();
}

/** The one-time password a dialog shows, after checking it says it is shown only this once. */
async function readTemporaryPassword(dialog: Locator): Promise<string> {
  await expect(dialog).toContainText(
    `This password is shown only this once. ${NEWCOMER.name} must change it at first sign-in.`,
  );
  const password = await dialog.getByLabel('Temporary password').inputValue();
  expect(password.length).toBeGreaterThanOrEqual(10);
  return password;
}

/** The newcomer's row in the Admin Panel's employee list, found with its search. */
async function findNewcomerRow(page: Page) {
  await page.getByRole('searchbox', { name: 'Search employees' }).fill(NEWCOMER.name);
  await expect(page).toHaveURL(/search=/);
  await expect(page.getByText('1 employee', { exact: true })).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: NEWCOMER.email });
  await expect(row.getByRole('cell')).toHaveText([
    // The avatar's initials come first; they are hidden from screen readers.
    new RegExp(`${NEWCOMER.name}$`),
    NEWCOMER.email,
    NEWCOMER.phone,
    NEWCOMER.typeLabel,
    NEWCOMER.title,
    'Active',
    'Edit',
  ]);
  return row;
}

async function openAdminPanel(page: Page) {
  await page
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('link', { name: 'Admin Panel' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Admin Panel' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Employees', selected: true })).toBeVisible();
}

test('admin: creates an employee and resets the password; the employee signs in and changes it', async ({
  page,
  browser,
  baseURL,
  portal,
}) => {
  const problems = watch(page);
  // The newcomer's computer. The spent passwords' refusals (401) are provoked on purpose.
  const newcomerContext = await browser.newContext({ baseURL });
  const newcomerPage = await newcomerContext.newPage();
  const newcomerProblems = watch(newcomerPage, [401]);
  let firstPassword = '';
  let resetPassword = '';

  await test.step('the admin signs in and adds the employee', async () => {
    await signIn(page, ADMIN.email);
    await expectToast(page, 'Login Successful', `Welcome back, ${ADMIN.name}!`);
    await openAdminPanel(page);
    await page.getByRole('button', { name: 'Add Employee' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Employee' });
    await expect(dialog).toContainText('A temporary password is made for the new account.');
    await dialog.getByLabel('Name').fill(NEWCOMER.name);
    await dialog.getByLabel('Email').fill(NEWCOMER.email);
    await dialog.getByLabel('Employee Type').selectOption({ label: NEWCOMER.typeLabel });
    await dialog.getByLabel('Phone').fill(NEWCOMER.phone);
    await dialog.getByLabel('Title').fill(NEWCOMER.title);
    await dialog.getByRole('button', { name: 'Create Employee' }).click();

    const created = page.getByRole('dialog', { name: 'Employee created' });
    await expect(created).toContainText(
      `${NEWCOMER.name} can sign in with ${NEWCOMER.email} and this password.`,
    );
    firstPassword = await readTemporaryPassword(created);
    await created.getByRole('button', { name: 'Done' }).click();
    await expect(created).toBeHidden();
    await findNewcomerRow(page);
  });

  await test.step('resets the password: a new one is shown, the first stops working', async () => {
    await page.getByRole('button', { name: `Edit ${NEWCOMER.name}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Employee' });
    await dialog.getByRole('button', { name: 'Reset password' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Reset password?' });
    await expect(confirm).toContainText(
      `Reset the password of ${NEWCOMER.name}? Their current password stops working and they are signed out.`,
    );
    await confirm.getByRole('button', { name: 'Reset password' }).click();

    const reset = page.getByRole('dialog', { name: 'Password reset' });
    await expect(reset).toContainText(`${NEWCOMER.name} has been signed out everywhere.`);
    resetPassword = await readTemporaryPassword(reset);
    expect(resetPassword).not.toBe(firstPassword);
    await reset.getByRole('button', { name: 'Done' }).click();
    await expect(reset).toBeHidden();

    await expectPasswordRefused(newcomerPage, firstPassword);
  });

  await test.step('the employee signs in with the reset password and goes straight to changing it', async () => {
    await signIn(newcomerPage, NEWCOMER.email, resetPassword);
    await expectToast(newcomerPage, 'Login Successful', `Welcome back, ${NEWCOMER.name}!`);
    await expect(newcomerPage).toHaveURL(/\/settings\?tab=security$/);
    await expect(newcomerPage.getByRole('heading', { level: 1, name: 'Change your password' })).toBeVisible();
    await expect(newcomerPage.getByRole('navigation', { name: 'Main navigation' })).toHaveCount(0);
    await expect(
      newcomerPage.getByText('You signed in with a temporary password. Choose a new one now.', {
        exact: true,
      }),
    ).toBeVisible();
  });

  await test.step('changes it, and goes on to the task list', async () => {
    await newcomerPage.getByLabel('Current Password').fill(resetPassword);
    await newcomerPage.getByLabel('New Password', { exact: true }).fill(NEWCOMER.password);
    await newcomerPage.getByLabel('Confirm New Password').fill(NEWCOMER.password);
    await newcomerPage.getByRole('button', { name: 'Change Password' }).click();
    await expectToast(newcomerPage, 'Password changed', 'Your other sessions have been signed out.');
    await expect(newcomerPage.getByText(/You signed in with a temporary password/)).toHaveCount(0);
    // On to where sign-in was headed, with the whole portal back.
    await expect(newcomerPage.getByRole('heading', { level: 1, name: 'Current Tasks' })).toBeVisible();
    await expect(newcomerPage.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
    await expect(newcomerPage.getByText(TEMPORARY_PASSWORD_NOTICE)).toHaveCount(0);
  });

  await test.step('signs out, and back in with the new password', async () => {
    await newcomerPage
      .getByRole('button', { name: `Account: ${NEWCOMER.name}, ${NEWCOMER.typeLabel}` })
      .click();
    await newcomerPage.getByRole('menuitem', { name: 'Log out' }).click();
    await expectToast(newcomerPage, 'Logged Out', 'You have been successfully logged out.');
    await expect(newcomerPage.getByRole('heading', { name: 'Welcome Back' })).toBeVisible();

    await expectPasswordRefused(newcomerPage, resetPassword);
    await signIn(newcomerPage, NEWCOMER.email, NEWCOMER.password);
    await expectWelcomed(newcomerPage);
    await expect(newcomerPage.getByText(TEMPORARY_PASSWORD_NOTICE)).toHaveCount(0);
  });

  await test.step('the activity log shows what the admin did to the account', async () => {
    await page.getByRole('tab', { name: 'Activity Log' }).click();
    await expect(page).toHaveURL(/tab=activity/);
    await page
      .getByRole('tabpanel')
      .getByLabel('Employee', { exact: true })
      .selectOption({ label: ADMIN.name });
    const lines = page
      .getByRole('region', { name: 'Activity log' })
      .getByRole('row')
      .filter({ hasText: NEWCOMER.email });
    // Each line is a sentence: who did what to which account (issue 23).
    await expect(
      lines.filter({ hasText: `${ADMIN.name} added employee ${NEWCOMER.name} (${NEWCOMER.email})` }),
    ).toHaveCount(1);
    await expect(
      lines.filter({ hasText: `${ADMIN.name} reset the password of employee ${NEWCOMER.email}` }),
    ).toHaveCount(1);
  });

  await test.step('after a server restart, the account and the new password are still there', async () => {
    // Nothing may poll the server while it is down: the pages wait on a blank page meanwhile.
    await page.goto('about:blank');
    await newcomerPage.goto('about:blank');
    await portal.restart();

    // The next morning, at the shop's shared computer.
    const morningContext = await browser.newContext({ baseURL });
    const morningPage = await morningContext.newPage();
    const morningProblems = watch(morningPage);
    await signIn(morningPage, NEWCOMER.email, NEWCOMER.password);
    await expectWelcomed(morningPage);
    await expect(morningPage.getByText(TEMPORARY_PASSWORD_NOTICE)).toHaveCount(0);
    await morningContext.close();
    expect(morningProblems).toEqual([]);

    await page.goto('/admin');
    await expect(page.getByRole('heading', { level: 1, name: 'Admin Panel' })).toBeVisible();
    await findNewcomerRow(page);
  });

  await newcomerContext.close();
  expect(problems).toEqual([]);
  expect(newcomerProblems).toEqual([]);
});
