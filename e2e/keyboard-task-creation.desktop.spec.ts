import type { Locator, Page } from '@playwright/test';
import { apiGet, apiLogin, demoAccount, expect, test, uniqueJobNumber, watchForErrors } from './fixtures.ts';

const toast = (page: Page, title: string) => page.locator('[data-slot="toast-title"]', { hasText: title });

/** Whatever has the keyboard focus now. */
const focused = (page: Page) => page.locator(':focus');

/**
 * Presses Tab (Shift+Tab with `backwards`) until `target` has the focus, as a keyboard user moves
 * through a page; fails if it is not reached within `limit` presses.
 */
async function tabTo(page: Page, target: Locator, { backwards = false, limit = 40 } = {}) {
  for (let presses = 0; presses < limit; presses += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
  }
  await expect(target, `not reached with ${limit} presses of Tab`).toBeFocused();
}

type CreatedTask = {
  workOrderId: string;
  title: string;
  description: string;
  priority: string;
  type: string;
  status: string;
  assignedEmployees: { name: string }[];
};

test('the office creates a task with the keyboard alone, from the quick-action menu to the toast', async ({
  page,
}) => {
  test.slow();
  const { token } = await apiLogin(page, 'office');
  const technician = demoAccount('plumber');
  const jobNumber = uniqueJobNumber('KEY');
  const title = 'Outdoor spigot frozen and split';
  const description = 'Hose bib on the north wall split over the winter; water in the crawl space.';
  const problems = watchForErrors(page);

  await page.goto('/tasks');
  await expect(page.getByRole('heading', { name: 'Current Tasks', level: 1 })).toBeVisible();
  await expect(page.getByTestId('work-order-card').first()).toBeVisible();

  // The floating button is the last control on the page: Shift+Tab from the top wraps round to it.
  const quickActions = page.getByRole('button', { name: 'Quick actions' });
  await tabTo(page, quickActions, { backwards: true, limit: 5 });
  await page.keyboard.press('Enter');
  await expect(page.getByRole('menu')).toBeVisible();
  const newTask = page.getByRole('menuitem', { name: '+Task' });
  // A menu opened by keyboard focuses its first item. If its code was still on the way when Enter
  // was pressed, the menu itself has the focus and ArrowDown goes to the first item, as it would
  // for anyone.
  if (!(await newTask.evaluate((element) => element === document.activeElement))) {
    await page.keyboard.press('ArrowDown');
  }
  await expect(newTask).toBeFocused();
  await page.keyboard.press('Enter');

  const dialog = page.getByRole('dialog', { name: 'Create New Task' });
  await expect(dialog).toBeVisible({ timeout: 15_000 });
  // The dialog puts the focus in its first field.
  await expect(dialog.getByRole('textbox', { name: 'Job #' })).toBeFocused();
  await page.keyboard.type(jobNumber);
  await page.keyboard.press('Tab');
  await expect(focused(page)).toHaveAccessibleName('Job Name');
  await page.keyboard.type(title);

  await page.keyboard.press('Tab');
  const priority = dialog.getByRole('combobox', { name: 'Priority' });
  await expect(priority).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(priority).toHaveValue('urgent');

  const type = dialog.getByRole('combobox', { name: 'Type' });
  await tabTo(page, type);
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await expect(type).toHaveValue('follow-up');

  // The date field between them takes a Tab for each of its parts.
  await tabTo(page, dialog.getByRole('textbox', { name: 'Description' }));
  await page.keyboard.type(description);

  const picker = dialog.getByRole('button', { name: 'Assigned Employees' });
  await tabTo(page, picker);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('textbox', { name: 'Search employees' })).toBeFocused();
  await page.keyboard.type(technician.name);
  const employees = page.getByRole('list', { name: 'Employees' });
  await expect(employees.getByRole('checkbox')).toHaveCount(1);
  await page.keyboard.press('Tab');
  const choice = employees.getByRole('checkbox', { name: new RegExp(technician.name) });
  await expect(choice).toBeFocused();
  await page.keyboard.press('Space');
  await expect(choice).toBeChecked();
  // Escape closes the list, not the dialog, and hands the focus back to the picker.
  await page.keyboard.press('Escape');
  await expect(employees).toBeHidden();
  await expect(dialog).toBeVisible();
  await expect(picker).toBeFocused();
  await expect(picker).toHaveText(technician.name);

  await tabTo(page, dialog.getByRole('button', { name: 'Create Task' }));
  await page.keyboard.press('Enter');
  await expect(toast(page, 'Task created successfully')).toBeVisible();
  await expect(dialog).toBeHidden();

  const { body: found } = await apiGet<CreatedTask[]>(
    page.request,
    token,
    `/api/work-orders?search=${jobNumber}`,
  );
  expect(found).toHaveLength(1);
  expect(found[0]).toMatchObject({
    workOrderId: jobNumber,
    title,
    description,
    priority: 'urgent',
    type: 'follow-up',
    status: 'open',
  });
  expect(found[0]?.assignedEmployees.map((employee) => employee.name)).toEqual([technician.name]);
  expect(problems).toEqual([]);
});
