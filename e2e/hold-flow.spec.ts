import type { Page } from '@playwright/test';
import { formatDate } from '../src/shared/domain/date-format.ts';
import { footerClose } from './detail-more-menu.ts';
import {
  apiCreateTask,
  apiGet,
  apiLogin,
  checkScreen,
  demoAccount,
  expect,
  isPhoneProject,
  test,
  uniqueJobNumber,
  watchForErrors,
} from './fixtures.ts';

/**
 * One way to put a job on hold (issue 23, ADR 060): On Hold in a job's status menu and '+ Paused
 * Job' open the same form, which asks what the job waits for and changes nothing else, so the job
 * keeps its record, number, description, due date, priority and people.
 */

type Row = { id: number; workOrderId: string; priority: string; status: string; partTitle1: string | null };

test.beforeEach(async ({ page }, testInfo) => {
  await page.setViewportSize(
    isPhoneProject(testInfo) ? { width: 390, height: 844 } : { width: 1440, height: 900 },
  );
});

/** The PATCHes the page sends from now on. */
function countPatches(page: Page) {
  const patches: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'PATCH' && request.url().includes('/api/work-orders/')) {
      patches.push(request.postData() ?? '');
    }
  });
  return patches;
}

test("On Hold from the job window's status menu asks what it waits for and keeps everything the job had", async ({
  page,
}) => {
  const { token } = await apiLogin(page, 'office');
  const number = uniqueJobNumber('HOLDUI');
  const title = `Boiler feed valve ${number}`;
  const description = `Boiler loses pressure overnight ${number}`;
  const technician = demoAccount('plumber');
  const { body: staff } = await apiGet<{ id: number; name: string }[]>(page.request, token, '/api/employees');
  const techId = staff.find((person) => person.name === technician.name)?.id;
  const dueDay = new Date(Date.now() + 5 * 24 * 3600 * 1000).toISOString().slice(0, 10);
  const id = await apiCreateTask(page.request, token, {
    workOrderId: number,
    title,
    description,
    priority: 'urgent',
    assignedEmployees: [techId],
  });
  const due = await page.request.patch(`/api/work-orders/${id}`, {
    headers: { 'x-auth-token': token },
    data: { dueDate: dueDay },
  });
  expect(due.status()).toBe(200);
  const problems = watchForErrors(page);

  await page.goto(`/work-orders/${id}`);
  const dialog = page.getByRole('dialog', { name: title });
  const patches = countPatches(page);
  await dialog.getByLabel('Status').selectOption('on-hold');
  // One form, the same as '+ Paused Job': nothing is saved until it says what the job waits for.
  const hold = page.getByRole('dialog', { name: `Put #${number} on Hold` });
  const question = hold.getByRole('group', { name: 'What is the job waiting for?' });
  await expect(question).toBeVisible();
  expect(patches).toEqual([]);
  await checkScreen(page, 'hold-job-form');
  await question.getByLabel('Part 1 Title').fill('Feed valve, 1/2 inch');
  await question.getByLabel('Part 1 ETA').fill('2026-12-10');
  await hold.getByRole('button', { name: 'Put on Hold' }).click();
  await expect(hold).toBeHidden();
  expect(patches.map((body) => JSON.parse(body))).toEqual([
    { status: 'on-hold', preAuthStatus: 'N/A', partTitle1: 'Feed valve, 1/2 inch', partETA1: '2026-12-10' },
  ]);

  // The same window, now on hold: its management in view, and everything it had still there.
  const management = dialog.getByRole('button', { name: 'Paused Job Management' });
  await expect(management).toBeInViewport();
  await expect(dialog.getByText(description)).toBeVisible();
  await expect(dialog.getByLabel('Priority')).toHaveValue('urgent');
  await expect(dialog.getByText(formatDate(`${dueDay}T23:59:59.000Z`))).toBeVisible();
  await expect(dialog).toContainText(technician.name);
  await expect(dialog.getByRole('region', { name: 'Part 1' })).toContainText('Feed valve, 1/2 inch');
  await checkScreen(page, 'held-job-window');
  await footerClose(dialog).click();
  await expect(dialog).toBeHidden();

  // On Paused Jobs with its own number, saying what it waits for.
  await page.goto(`/paused-jobs?search=${number}`);
  const card = page.getByTestId('work-order-card').filter({ hasText: `#${number}` });
  await expect(card).toContainText('Waiting for: Feed valve, 1/2 inch (ETA 12/10)');
  const { body: held } = await apiGet<Row[]>(
    page.request,
    token,
    `/api/work-orders/on-hold?search=${number}`,
  );
  expect(held.map((row) => [row.id, row.workOrderId, row.priority])).toEqual([[id, number, 'urgent']]);
  expect(problems).toEqual([]);
});

test("'+ Paused Job' finds an open job by its customer and puts that job on hold: same id and priority", async ({
  page,
}) => {
  const { token } = await apiLogin(page, 'office');
  const number = uniqueJobNumber('FIND');
  const customer = `Quinn Halvorsen ${number}`;
  const title = `Sump pump cycling ${number}`;
  const id = await apiCreateTask(page.request, token, {
    workOrderId: number,
    title,
    priority: 'urgent',
    customerName: customer,
  });

  await page.goto('/paused-jobs');
  await page.getByRole('button', { name: 'Quick actions' }).click();
  await page.getByRole('menuitem', { name: '+Paused Job' }).click();
  const finder = page.getByRole('dialog', { name: 'Put a Job on Hold' });
  await finder.getByRole('searchbox', { name: 'Find an open job' }).fill(customer);
  await finder.getByRole('button', { name: new RegExp(`#${number} ${title}`) }).click();

  const hold = page.getByRole('dialog', { name: `Put #${number} on Hold` });
  await expect(hold).toContainText('Priority: Urgent');
  await hold.getByLabel('Pre-Auth Status').selectOption('Submitted');
  await hold.getByLabel('Part 1 Title').fill('Float switch');
  await hold.getByRole('button', { name: 'Put on Hold' }).click();
  await expect(hold).toBeHidden();
  await expect(page.locator('[data-slot="toast"]', { hasText: 'Job put on hold' })).toBeVisible();

  // The same record, number and priority, now on hold; nothing was created.
  const { body: held } = await apiGet<Row[]>(
    page.request,
    token,
    `/api/work-orders/on-hold?search=${number}`,
  );
  expect(held.map((row) => [row.id, row.workOrderId, row.priority, row.partTitle1])).toEqual([
    [id, number, 'urgent', 'Float switch'],
  ]);
  const { body: active } = await apiGet<Row[]>(
    page.request,
    token,
    `/api/work-orders?search=${number}&status=open,in-progress`,
  );
  expect(active).toEqual([]);
  await expect(page.getByText(`#${number}`).first()).toBeVisible();

  // After Resume there is one active job, not two.
  const resumed = await page.request.patch(`/api/work-orders/${id}`, {
    headers: { 'x-auth-token': token },
    data: { status: 'in-progress' },
  });
  expect(resumed.status()).toBe(200);
  const { body: after } = await apiGet<Row[]>(page.request, token, `/api/work-orders?search=${number}`);
  expect(after.map((row) => [row.id, row.status])).toEqual([[id, 'in-progress']]);
});
