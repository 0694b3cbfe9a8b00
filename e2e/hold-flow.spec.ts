import type { Page } from '@playwright/test';
import { footerClose } from './detail-more-menu.ts';
import {
  apiCreateTask,
  apiGet,
  apiLogin,
  expect,
  isPhoneProject,
  test,
  uniqueJobNumber,
} from './fixtures.ts';

/**
 * Issue 23, putting on hold without losing your place, and one job on hold and back: On Hold in a
 * job's dialog brings Paused Job Management to you and a part is one small form; '+ Paused Job'
 * finds the open job and puts that job on hold, same record, number and priority.
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

test('On Hold in the dialog focuses Paused Job Management; one form saves a part with one request', async ({
  page,
}) => {
  const { token } = await apiLogin(page, 'office');
  const number = uniqueJobNumber('HOLDUI');
  const title = `Boiler feed valve ${number}`;
  const id = await apiCreateTask(page.request, token, { workOrderId: number, title, priority: 'urgent' });

  await page.goto(`/work-orders/${id}`);
  const dialog = page.getByRole('dialog', { name: title });
  await dialog.getByLabel('Status').selectOption('on-hold');
  const management = dialog.getByRole('button', { name: 'Paused Job Management' });
  await expect(management).toBeFocused();
  await expect(management).toBeInViewport();

  const patches = countPatches(page);
  const part = dialog.getByRole('region', { name: 'Part 1' });
  await part.getByLabel('Part 1 Title').fill('Feed valve, 1/2 inch');
  await part.getByLabel('Part 1 Ordered').fill('2026-06-01');
  await part.getByLabel('Part 1 ETA').fill('2026-06-10');
  await part.getByRole('button', { name: 'Save Part 1' }).click();
  await expect(part.getByRole('button', { name: 'Edit Part 1 Title' })).toBeVisible();
  expect(patches.map((body) => JSON.parse(body))).toEqual([
    { partTitle1: 'Feed valve, 1/2 inch', partOrdered1: '2026-06-01', partETA1: '2026-06-10' },
  ]);
  await footerClose(dialog).click();
  await expect(dialog).toBeHidden();

  // On Paused Jobs with its own number, not a new one.
  await page.goto(`/paused-jobs?search=${number}`);
  await expect(page.getByText(`#${number}`, { exact: false }).first()).toBeVisible();
  const { body: held } = await apiGet<Row[]>(
    page.request,
    token,
    `/api/work-orders/on-hold?search=${number}`,
  );
  expect(held.map((row) => [row.id, row.workOrderId, row.priority])).toEqual([[id, number, 'urgent']]);
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
