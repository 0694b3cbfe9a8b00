import type { Browser, Page } from '@playwright/test';
import { chooseDeleteTask, footerClose } from './detail-more-menu.ts';
import {
  apiCreateTask,
  apiGet,
  apiLogin,
  apiSession,
  demoAccount,
  expect,
  expectNoSeriousA11yViolations,
  portalURL,
  type Role,
  test,
  uniqueJobNumber,
  watchForErrors,
} from './fixtures.ts';

/** A signed-in page of its own, so two people can work side by side in one story. */
async function pageFor(browser: Browser, role: Role): Promise<Page> {
  const context = await browser.newContext({ baseURL: portalURL() });
  const page = await context.newPage();
  await apiLogin(page, role);
  return page;
}

/** A toast by its title. Located by its slot: a modal dialog hides the toast list from the accessibility tree (Radix announces toasts separately). */
const toast = (page: Page, title: string) =>
  page.locator('[data-slot="toast-title"]', { hasText: title }).first();

/** The card (or list row) of one task on /tasks or /completed-tasks. */
const cardOf = (page: Page, jobNumber: string) =>
  page.getByTestId('work-order-card').filter({ hasText: `#${jobNumber}` });

test('office creates a task with a file; a technician notes and starts it; the office completes it, finds it by the note and reopens it', async ({
  browser,
}) => {
  test.slow();
  const jobNumber = uniqueJobNumber('E2E');
  const technician = demoAccount('plumber');

  // Office: the quick action opens Create New Task.
  const office = await pageFor(browser, 'office');
  const officeProblems = watchForErrors(office);
  await office.goto('/tasks');
  await expect(office.getByRole('heading', { name: 'Current Tasks', level: 1 })).toBeVisible();
  await office.getByRole('button', { name: 'Quick actions' }).click();
  await office.getByRole('menuitem', { name: '+Task' }).click();
  const create = office.getByRole('dialog', { name: 'Create New Task' });
  await expect(create).toBeVisible();

  // The three required fields say so, and nothing is sent.
  await create.getByRole('button', { name: 'Create Task' }).click();
  await expect(create.getByText('Job # is required')).toBeVisible();
  await expect(create.getByText('Job name is required')).toBeVisible();
  await expect(create.getByText('Description is required')).toBeVisible();

  await create.getByLabel('Job #').fill(jobNumber);
  await create.getByLabel('Job Name').fill('Kitchen sink backs up');
  await create
    .getByLabel('Description')
    .fill('Customer reports the kitchen sink drains slowly and backs up.');
  await create.getByRole('combobox', { name: 'Priority' }).selectOption({ label: 'Urgent' });
  await create.getByRole('button', { name: 'Assigned Employees' }).click();
  await office.getByRole('checkbox', { name: new RegExp(technician.name) }).check();
  await office.keyboard.press('Escape');
  await create.locator('input[type="file"]').setInputFiles('e2e/files/kitchen-sink.png');
  await create.getByRole('button', { name: 'Create Task' }).click();
  await expect(toast(office, 'Task created successfully')).toBeVisible();
  await expect(create).toBeHidden();

  const { token } = await apiSession(office.request, 'office');
  const { body: found } = await apiGet<{ id: number; assignedEmployees: { name: string }[] }[]>(
    office.request,
    token,
    `/api/work-orders?search=${jobNumber}`,
  );
  expect(found).toHaveLength(1);
  const id = found[0]?.id as number;
  expect(found[0]?.assignedEmployees.map((employee) => employee.name)).toEqual([technician.name]);
  const { body: files } = await apiGet<{ fileName: string }[]>(
    office.request,
    token,
    `/api/work-orders/${id}/attachments`,
  );
  expect(files.map((file) => file.fileName)).toEqual(['kitchen-sink.png']);

  // Technician: opens the work order, adds a note with Enter, starts the work; no Complete for them.
  const tech = await pageFor(browser, 'plumber');
  const techProblems = watchForErrors(tech);
  await tech.goto(`/work-orders/${id}`);
  const detail = tech.getByRole('dialog', { name: /Kitchen sink backs up/ });
  await expect(detail).toBeVisible();
  await expect(detail.getByText('kitchen-sink.png')).toBeVisible();
  const note = detail.getByRole('textbox', { name: 'Add Note' });
  await note.fill('Snaked the trap, found a grease plug past the wye');
  await note.press('Enter');
  await expect(toast(tech, 'Note added')).toBeVisible();
  await expect(detail.getByText('Snaked the trap, found a grease plug past the wye')).toBeVisible();
  await detail.getByRole('combobox', { name: 'Status' }).selectOption({ label: 'In Progress' });
  await expect(toast(tech, 'Updated successfully')).toBeVisible();
  await footerClose(detail).click();
  await expect(detail).toBeHidden();

  await tech.goto(`/tasks/active?search=${jobNumber}`);
  await expect(cardOf(tech, jobNumber)).toBeVisible();
  await expect(cardOf(tech, jobNumber).getByRole('combobox')).toHaveValue('in-progress');
  await expect(cardOf(tech, jobNumber).getByRole('button', { name: 'Complete' })).toHaveCount(0);

  // Office: completes it from its card, after the confirmation.
  await office.goto(`/tasks/active?search=${jobNumber}`);
  const card = cardOf(office, jobNumber);
  await expect(card).toBeVisible();
  await card.getByRole('button', { name: 'Complete' }).click();
  const confirm = office.getByRole('alertdialog');
  await expect(confirm).toContainText('Mark this task as completed?');
  await confirm.getByRole('button', { name: 'Complete' }).click();
  await expect(toast(office, 'Task Completed')).toBeVisible();
  await expect(card).toHaveCount(0);

  // It is on /completed-tasks, found by a word of the technician's note, and reopens.
  await office.goto('/completed-tasks');
  await expect(office.getByRole('heading', { name: 'Completed Tasks', level: 1 })).toBeVisible();
  await office.getByRole('searchbox', { name: 'Search completed tasks' }).fill('grease plug');
  const done = cardOf(office, jobNumber);
  await expect(done).toBeVisible();
  await done.getByRole('button', { name: 'Reopen Task' }).click();
  await expect(toast(office, 'Task Reopened')).toBeVisible();
  await expect(done).toHaveCount(0);
  const { body: reopened } = await apiGet<{ status: string }>(
    office.request,
    token,
    `/api/work-orders/${id}`,
  );
  expect(reopened.status).toBe('open');

  expect(officeProblems).toEqual([]);
  expect(techProblems).toEqual([]);
});

test('deleting a task asks for confirmation first, then removes it everywhere', async ({ page }) => {
  // Reduced motion: the axe check below sees the confirmation as it ends up, not halfway through fading in.
  await page.emulateMedia({ reducedMotion: 'reduce' });
  const { token } = await apiLogin(page, 'plumber');
  const jobNumber = uniqueJobNumber('DEL');
  const id = await apiCreateTask(page.request, token, { workOrderId: jobNumber, title: 'Leaking hose bib' });

  await page.goto(`/work-orders/${id}`);
  const detail = page.getByRole('dialog', { name: /Leaking hose bib/ });
  await chooseDeleteTask(page, detail);
  const confirm = page.getByRole('alertdialog');
  await expect(confirm).toContainText(
    'Are you sure you want to delete this task? Admin and management can restore it from the Admin Panel.',
  );
  await expectNoSeriousA11yViolations(page);
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirm).toBeHidden();
  expect(
    (await page.request.get(`/api/work-orders/${id}`, { headers: { 'x-auth-token': token } })).status(),
  ).toBe(200);

  await chooseDeleteTask(page, detail);
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  await expect(toast(page, 'Task Deleted')).toBeVisible();
  await expect(detail).toBeHidden();
  expect(
    (await page.request.get(`/api/work-orders/${id}`, { headers: { 'x-auth-token': token } })).status(),
  ).toBe(404);
  await page.goto(`/tasks/active?search=${jobNumber}`);
  await expect(page.getByText('No tasks match your filters')).toBeVisible();
});
