import { apiCreateEmployee, apiLogin, expect, test, uniqueJobNumber, watchForErrors } from './fixtures.ts';

test('management finds an employee, deactivates them so they cannot sign in, and reactivates them', async ({
  page,
}) => {
  const problems = watchForErrors(page);
  const name = `Quinn Halvorsen ${uniqueJobNumber('n')}`;
  const worker = await apiCreateEmployee(page.request, { employeeType: 'plumber', name });
  const signIn = () =>
    page.request.post('/api/auth/login', {
      data: { email: worker.email, password: worker.password, stayLoggedIn: false },
    });
  const session = (await (await signIn()).json()) as { token: string };

  await apiLogin(page, 'management');
  await page.goto('/employees');
  await expect(page.getByRole('heading', { level: 1, name: 'Employees' })).toBeVisible();
  await page.getByPlaceholder('Search employees...').fill(name);
  await expect(page).toHaveURL(/search=/);
  const cards = page.getByTestId('employee-card');
  await expect(cards).toHaveCount(1);
  const card = page.getByRole('article', { name });
  await expect(card.getByText('Tech', { exact: true })).toBeVisible();
  await expect(card.getByRole('link', { name: worker.email })).toBeVisible();
  await expect(card.getByRole('link', { name: `Manage ${name}` })).toHaveAttribute(
    'href',
    `/admin?employeeId=${worker.id}`,
  );

  // One switch per card, named after the state it shows.
  const active = card.getByRole('switch');
  await expect(active).toHaveAccessibleName('Active');
  await expect(active).toBeChecked();
  await active.click();
  const confirm = page.getByRole('alertdialog', { name: `Deactivate ${name}?` });
  await expect(confirm).toContainText(`${name} is signed out and cannot sign in until reactivated.`);
  await confirm.getByRole('button', { name: 'Deactivate' }).click();
  await expect(
    page.locator('[data-slot="toast-title"]', { hasText: 'Employee Status Updated' }),
  ).toBeVisible();
  await expect(active).not.toBeChecked();
  await expect(active).toHaveAccessibleName('Inactive');
  await expect(card.getByText('Inactive', { exact: true })).toBeVisible();

  // Signed out everywhere, and refused at the door.
  const me = await page.request.get('/api/auth/me', { headers: { 'x-auth-token': session.token } });
  expect(me.status()).toBe(401);
  expect((await signIn()).status()).toBe(403);

  await active.click();
  await expect(active).toBeChecked();
  await expect(card.getByText('Inactive', { exact: true })).toHaveCount(0);
  expect((await signIn()).status()).toBe(200);
  expect(problems).toEqual([]);
});

test('a technician who opens /employees is told it is for management and sent home', async ({ page }) => {
  await apiLogin(page, 'plumber');
  await page.goto('/employees');
  await expect(page.locator('[data-slot="toast-title"]', { hasText: 'Access Denied' })).toBeVisible();
  await expect(page.getByText('Only management can access the employee page.').first()).toBeVisible();
  // '/' sends a desktop visitor on to /tasks.
  await expect(page).toHaveURL(/\/tasks$/, { timeout: 5_000 });
});
