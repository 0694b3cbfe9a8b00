import type { Page } from '@playwright/test';
import { footerClose } from '../detail-more-menu.ts';
import { apiGet, apiSession } from '../fixtures.ts';
import { goOnToCreatePausedJob } from '../paused-job-dialog.ts';
import { expect, expectToast, signIn, test, watch } from './journey-test.ts';
import { DAY_PAUSED_JOB, DAY_TASK, FILES, OFFICE, SECOND_TECHNICIAN, TECHNICIAN } from './working-day.ts';

/**
 * Journey 1, the office in the morning: Priya signs in for 30 days, searches from the header,
 * opens a task for two technicians with a PDF and a photo, pauses a job on two parts waiting on
 * pre-authorization, comments on both, sees them on the dashboard and in the sidebar's badge, and
 * signs out. After a server restart all of it is still there.
 */

/** The Tasks link's count: a link of its own, to the list it counts. */
const followUpBadge = (page: Page) =>
  page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: /need follow-up$/ });

async function followUpCount(page: Page, token: string): Promise<number> {
  const { response } = await apiGet(page.request, token, '/api/work-orders-need-follow-up?limit=1');
  return Number(response.headers()['x-total-count']);
}

test('office: opens the day’s task and paused job, and signs out', async ({ page, portal }) => {
  const problems = watch(page);
  const { token } = await apiSession(page.request, 'office');
  const followUpBefore = await followUpCount(page, token);

  await test.step('signs in, staying logged in for 30 days', async () => {
    await signIn(page, OFFICE.email, undefined, { stay: true });
    await expectToast(page, 'Login Successful', `Welcome back, ${OFFICE.name}!`);
    await expect(page).toHaveURL(/\/tasks$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Current Tasks' })).toBeVisible();
  });

  await test.step('searches from the header', async () => {
    const search = page.getByRole('searchbox', { name: 'Search work orders' });
    await expect(search).toHaveAttribute('placeholder', 'Search work orders...');
    await search.fill('  water heater ');
    await search.press('Enter');
    await expect(page).toHaveURL(/\/tasks\/active\?search=water%20heater$/);
    const { body: found } = await apiGet<{ title: string }[]>(
      page.request,
      token,
      // The list reads a search in its Sort's order too: overdue first, then the soonest due.
      '/api/work-orders?search=water%20heater&status=open,in-progress&sort=dueDate&limit=1',
    );
    expect(found.length).toBe(1);
    await expect(page.getByTestId('work-order-card').first()).toContainText(found[0]?.title ?? '');
  });

  await test.step('creates a follow-up task for two technicians, with a PDF', async () => {
    await page.getByRole('button', { name: 'Quick actions' }).click();
    await page.getByRole('menuitem', { name: '+Task' }).click();
    const create = page.getByRole('dialog', { name: 'Create New Task' });
    await create.getByLabel('Job #').fill(DAY_TASK.jobNumber);
    await create.getByLabel('Job Name').fill(DAY_TASK.title);
    await create.getByLabel('Description').fill(DAY_TASK.description);
    await create.getByRole('combobox', { name: 'Type' }).selectOption({ label: 'Follow Up' });
    await create.getByRole('button', { name: 'Assigned Employees' }).click();
    await page.getByRole('checkbox', { name: new RegExp(TECHNICIAN.name) }).check();
    await page.getByRole('checkbox', { name: new RegExp(SECOND_TECHNICIAN.name) }).check();
    await page.keyboard.press('Escape');
    await create.getByLabel('Attachment').setInputFiles(FILES.pdf);
    await create.getByRole('button', { name: 'Create Task' }).click();
    await expectToast(page, 'Task created successfully');
    await expect(create).toBeHidden();
  });

  const task = await findByJobNumber(page, token, DAY_TASK.jobNumber);

  await test.step('adds a photo and a comment to the task', async () => {
    await page.goto(`/work-orders/${task.id}`);
    const detail = page.getByRole('dialog', { name: new RegExp(DAY_TASK.title) });
    await expect(detail.getByText('estimate.pdf')).toBeVisible();
    await expect(detail.getByText(TECHNICIAN.name).first()).toBeVisible();
    await expect(detail.getByText(SECOND_TECHNICIAN.name).first()).toBeVisible();
    await detail.getByRole('button', { name: 'Upload File' }).click();
    const upload = page.getByRole('dialog', { name: 'Upload File' });
    await upload.getByLabel('File').setInputFiles(FILES.photo);
    await upload.getByRole('button', { name: 'Upload', exact: true }).click();
    await expectToast(page, 'File uploaded successfully');
    await expect(detail.getByText('kitchen-sink.png')).toBeVisible();
    await addNote(page, detail, 'Customer home after 1 pm; side door code 4412.');
    await footerClose(detail).click();
    await expect(detail).toBeHidden();
  });

  await test.step('pauses a job on two parts waiting on pre-authorization', async () => {
    await page.getByRole('button', { name: 'Quick actions' }).click();
    await page.getByRole('menuitem', { name: '+Paused Job' }).click();
    // A job the portal does not have yet: past the search for an open one, to the form.
    const create = await goOnToCreatePausedJob(page);
    await create.getByLabel('Job Number').fill(DAY_PAUSED_JOB.jobNumber);
    await create.getByLabel('Customer Last Name').fill(DAY_PAUSED_JOB.lastName);
    await create.getByLabel('City').fill(DAY_PAUSED_JOB.city);
    await create.getByLabel('Assign Tech').selectOption({ label: TECHNICIAN.name });
    await create.getByLabel('Pre-Auth Status').selectOption({ label: 'Submitted' });
    await create.getByLabel('Authorization Status').selectOption({ label: 'Pending' });
    await create.getByLabel('Part 1 Title').fill(DAY_PAUSED_JOB.parts[0] ?? '');
    await create.getByRole('button', { name: 'Add part' }).click();
    await create.getByLabel('Part 2 Title').fill(DAY_PAUSED_JOB.parts[1] ?? '');
    await create.getByLabel('Waiting For').fill('pre-authorization from the home warranty');
    await create.getByRole('button', { name: 'Create Paused Job' }).click();
    await expectToast(page, 'Paused job created successfully');
    await expect(create).toBeHidden();
  });

  const pausedJob = await findByJobNumber(page, token, DAY_PAUSED_JOB.jobNumber, 'on-hold');

  await test.step('comments on the paused job', async () => {
    // The demo's paused jobs fill more than a screen of the list (it draws only the cards near the
    // viewport), and the longest holds come first: the job paused a moment ago leads newest first.
    await page.goto('/paused-jobs?sort=newest');
    const card = page.getByTestId('work-order-card').filter({ hasText: DAY_PAUSED_JOB.displayTitle });
    await expect(card.getByText('On Hold', { exact: true })).toBeVisible();
    await expect(card.getByText('Submitted', { exact: true })).toBeVisible();
    await card.getByRole('button', { name: 'View' }).click();
    const detail = page.getByRole('dialog', { name: DAY_PAUSED_JOB.displayTitle });
    await expect(detail.getByText('Paused Job Management')).toBeVisible();
    await addNote(page, detail, 'Warranty company says pre-authorization takes two business days.');
    await page.keyboard.press('Escape');
  });

  await test.step('sees the task on the dashboard and in the Tasks badge, the paused job on Paused Jobs', async () => {
    await page.goto('/dashboard');
    await expect(
      page.getByRole('region', { name: 'Tasks Overview' }).getByText(DAY_TASK.title),
    ).toBeVisible();
    // At 1440 px the sidebar shows its labels from the start.
    await expect(followUpBadge(page)).toHaveAccessibleName(
      `${followUpBefore + 1 > 99 ? '99+' : followUpBefore + 1} need follow-up`,
    );
    // The dashboard's card shows the longest holds; a job held a moment ago is on Paused Jobs,
    // newest first, with its one hold line: the parts, the steps pending and its own words (ADR 056).
    await page.goto('/paused-jobs?sort=newest');
    const paused = page.getByTestId('work-order-card').filter({ hasText: DAY_PAUSED_JOB.displayTitle });
    await expect(paused).toBeVisible();
    await expect(
      paused.getByText(/^Waiting for: .* · pre-authorization from the home warranty$/),
    ).toBeVisible();
  });

  await test.step('signs out', async () => {
    await page.getByRole('button', { name: new RegExp(`^Account: ${OFFICE.name}`) }).click();
    await page.getByRole('menuitem', { name: 'Log out' }).click();
    await expectToast(page, 'Logged Out', 'You have been successfully logged out.');
    await expect(page.getByRole('heading', { name: 'Welcome Back' })).toBeVisible();
  });

  await test.step('after a server restart, the task and the paused job are still there', async () => {
    // Nothing may poll the server while it is down (the bell, a search): a blank page meanwhile.
    await page.goto('about:blank');
    await portal.restart();
    await signIn(page, OFFICE.email);
    await page.goto(`/work-orders/${task.id}`);
    const detail = page.getByRole('dialog', { name: new RegExp(DAY_TASK.title) });
    await expect(detail.getByText('estimate.pdf')).toBeVisible();
    await expect(detail.getByText('kitchen-sink.png')).toBeVisible();
    await expect(detail.getByText('Customer home after 1 pm; side door code 4412.')).toBeVisible();
    await page.keyboard.press('Escape');
    await page.goto(`/work-orders/${pausedJob.id}`);
    const paused = page.getByRole('dialog', { name: DAY_PAUSED_JOB.displayTitle });
    await expect(
      paused.getByText('Warranty company says pre-authorization takes two business days.'),
    ).toBeVisible();
  });

  expect(problems).toEqual([]);
});

async function addNote(page: Page, detail: ReturnType<Page['getByRole']>, text: string) {
  await detail.getByRole('textbox', { name: 'Add Note' }).fill(text);
  await detail.getByRole('button', { name: 'Add Note' }).click();
  await expectToast(page, 'Note added');
  await expect(detail.getByText(text)).toBeVisible();
}

async function findByJobNumber(page: Page, token: string, jobNumber: string, status = 'open') {
  const { body } = await apiGet<{ id: number; workOrderId: string; jobNumber: string | null }[]>(
    page.request,
    token,
    `/api/work-orders?search=${jobNumber}&status=${status}`,
  );
  // A paused job's number is its jobNumber; workOrderId is the P-number the form gives it.
  const found = body.find((order) => order.workOrderId === jobNumber || order.jobNumber === jobNumber);
  expect(found, `work order #${jobNumber}`).toBeDefined();
  return found as { id: number; workOrderId: string };
}
