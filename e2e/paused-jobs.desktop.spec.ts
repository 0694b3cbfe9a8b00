import type { Browser, Page } from '@playwright/test';
import { moreActions } from './detail-more-menu.ts';
import {
  apiCreatePausedJob,
  apiGet,
  apiLogin,
  apiSession,
  expect,
  expectNoSeriousA11yViolations,
  portalURL,
  type Role,
  SCREENSHOT_DIR,
  screenshotsWanted,
  test,
  uniqueJobNumber,
  watchForErrors,
} from './fixtures.ts';
import { goOnToCreatePausedJob } from './paused-job-dialog.ts';

async function pageFor(browser: Browser, role: Role): Promise<Page> {
  // Reduced motion: the axe check below must not catch a toast halfway through fading out.
  const context = await browser.newContext({
    baseURL: portalURL(),
    reducedMotion: 'reduce',
  });
  const page = await context.newPage();
  await apiLogin(page, role);
  return page;
}

const toast = (page: Page, title: string) =>
  page.locator('[data-slot="toast-title"]', { hasText: title }).first();
const cardOf = (page: Page, jobNumber: string) =>
  page.getByTestId('work-order-card').filter({ hasText: `#${jobNumber}` });
const day = (offsetDays: number) => {
  const date = new Date(Date.now() + offsetDays * 24 * 3600 * 1000);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
};
/** The same day as the lists write it: '12/1'. */
const monthDay = (offsetDays: number) => {
  const [, month, date] = day(offsetDays).split('-');
  return `${Number(month)}/${Number(date)}`;
};

test('office creates a paused job with two parts, finds it with filters, clears its holds, prints it and resumes it', async ({
  browser,
}) => {
  test.slow();
  const jobNumber = uniqueJobNumber('PJ');
  const lastName = `Okonkwo${jobNumber.slice(-4)}`;
  const office = await pageFor(browser, 'office');
  const problems = watchForErrors(office);
  // Newest first: a job paused a moment ago is at the top (the default reads the longest holds first).
  await office.goto('/paused-jobs?sort=newest');
  await expect(office.getByRole('heading', { name: 'Paused Jobs', level: 1 })).toBeVisible();
  const count = office.getByText(/\d+ showing of \d+ total paused jobs/);
  await expect(count).toBeVisible();

  // The quick action opens the search for an open job; past it, Create New Paused Job: the
  // required fields say so and nothing is sent.
  await office.getByRole('button', { name: 'Quick actions' }).click();
  await office.getByRole('menuitem', { name: '+Paused Job' }).click();
  const create = await goOnToCreatePausedJob(office);
  await expect(create).toBeVisible();
  await expect(create.getByLabel('Original Apt Date')).toHaveValue(day(0));
  await expect(create.getByLabel('OPC Amount')).toHaveValue('$0.00');
  await expect(create.getByLabel('Pre-Auth Status')).toHaveValue('N/A');
  await create.getByLabel('Original Apt Date').fill('');
  await create.getByRole('button', { name: 'Create Paused Job' }).click();
  for (const message of [
    'Job # is required',
    'Job Last Name is required',
    'Original Apt Date is required',
    'City is required',
  ]) {
    await expect(create.getByText(message)).toBeVisible();
  }

  await create.getByLabel('Job Number').fill(jobNumber);
  await create.getByLabel('Customer Last Name').fill(lastName);
  await create.getByLabel('City').fill('Quincy');
  await create.getByLabel('Original Apt Date').fill(day(-3));
  await create.getByLabel('Authorization Status').selectOption({ label: 'Pending' });
  await create.getByLabel('Part 1 Title').fill('Gas valve');
  await create.getByLabel('Part 1 ETA').fill(day(-1));
  await create.getByRole('button', { name: 'Add part' }).click();
  await create.getByLabel('Part 2 Title').fill('Flue pipe');
  await create.getByLabel('Part 2 ETA').fill(day(4));
  await create.getByLabel('Waiting For').fill('gas valve from the supplier');
  await create.getByRole('button', { name: 'Create Paused Job' }).click();
  await expect(toast(office, 'Paused job created successfully')).toBeVisible();
  await expect(create).toBeHidden();

  // On the list with its defaults and its markers.
  const card = cardOf(office, jobNumber);
  await expect(card).toBeVisible();
  await expect(card.getByText(`${lastName} - ${jobNumber}`)).toBeVisible();
  await expect(card.getByText('On Hold', { exact: true })).toBeVisible();
  await expect(card.getByText('$0.00', { exact: true })).toBeVisible();
  await expect(card.getByText('N/A', { exact: true })).toBeVisible();
  await expect(card.getByText('Part overdue', { exact: true })).toBeVisible();
  await expect(card.getByText('Ready to return')).toHaveCount(0);
  // The card's one hold line may be cut short; its title keeps the whole of it.
  await expect(card.getByTestId('waiting-for')).toHaveAttribute(
    'title',
    `Waiting for: Gas valve (ETA ${monthDay(-1)}) · Flue pipe (ETA ${monthDay(4)}) · authorization · gas valve from the supplier`,
  );

  // Search narrows to it; a hold filter it does not meet empties the list; Clear brings all back.
  const total = Number((await count.textContent())?.match(/of (\d+)/)?.[1]);
  await office.getByRole('searchbox', { name: 'Search paused jobs' }).fill(lastName);
  await expect(office.getByText(`1 showing of ${total} total paused jobs`)).toBeVisible();
  await expect(office.getByText('Filtered', { exact: true })).toBeVisible();
  await office.getByLabel('Hold').selectOption({ label: 'Ready to return' });
  await expect(office.getByText('No paused jobs found')).toBeVisible();
  await expect(office.getByText('Try adjusting your filters')).toBeVisible();
  await office.getByLabel('Hold').selectOption({ label: 'Part overdue' });
  await expect(card).toBeVisible();
  await office.getByRole('button', { name: 'Clear', exact: true }).click();
  await expect(office.getByText(`${total} showing of ${total} total paused jobs`)).toBeVisible();
  await expect(office.getByRole('searchbox', { name: 'Search paused jobs' })).toHaveValue('');

  // The detail dialog: parts in and authorization approved, but what it waits for is still written
  // on it, so the hold line names that instead of Ready to return (ADR 056).
  await card.getByRole('button', { name: 'View' }).click();
  const dialog = office.getByRole('dialog', { name: `${lastName} - ${jobNumber}` });
  await expect(dialog.getByText('Paused Job Management')).toBeVisible();
  // ADR 060: a held job keeps its Task Details (description, due date, priority) below its management.
  await expect(dialog.getByRole('button', { name: 'Task Details' })).toBeVisible();
  // One hold line says all it still waits for, in the ready rule's words (ADR 056).
  const holdLine = dialog.getByTestId('waiting-for');
  await expect(holdLine).toHaveText(
    `Waiting for: Gas valve (ETA ${monthDay(-1)}) · Flue pipe (ETA ${monthDay(4)}) · authorization · gas valve from the supplier`,
  );
  for (const part of [1, 2]) {
    await dialog.getByRole('button', { name: `Edit Part ${part} Received` }).click();
    await dialog.locator('[data-inline-editing] input[type="date"]').fill(day(0));
    await dialog.locator('[data-inline-editing] input[type="date"]').press('Enter');
    await expect(dialog.getByRole('button', { name: `Edit Part ${part} Received` })).toBeEnabled();
  }
  await expect(dialog.getByText('Part overdue')).toHaveCount(0);
  await expect(dialog.getByText('Ready to return')).toHaveCount(0);
  await expect(holdLine).toHaveText('Waiting for: authorization · gas valve from the supplier');
  await dialog.getByLabel('Authorization Status').selectOption('Approved');
  await expect(holdLine).toHaveText('Waiting for: gas valve from the supplier');
  await expect(dialog.getByText('Ready to return')).toHaveCount(0);
  await expectNoSeriousA11yViolations(office);

  // Print Details: the print sheet, as the printer sees it.
  await office.evaluate(() => {
    window.print = () => {};
  });
  await dialog.getByRole('button', { name: 'Print Details' }).click();
  const sheet = office.getByTestId('print-sheet');
  await expect(sheet).toBeAttached();
  await office.emulateMedia({ media: 'print' });
  await expect(sheet).toBeVisible();
  await expect(sheet.getByRole('cell', { name: 'Gas valve' })).toBeVisible();
  await expect(sheet.getByRole('cell', { name: 'Flue pipe' })).toBeVisible();
  if (screenshotsWanted()) {
    await office.screenshot({ path: `${SCREENSHOT_DIR}/paused-job-print-sheet.png`, fullPage: true });
  }
  await office.emulateMedia({ media: 'screen' });
  await office.evaluate(() => window.dispatchEvent(new Event('afterprint')));
  await expect(sheet).toHaveCount(0);

  // Resume Job: off the paused list, onto /tasks as in progress.
  await dialog.getByRole('button', { name: 'Resume Job' }).click();
  await expect(toast(office, 'Job Resumed')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(card).toHaveCount(0);
  const { token } = await apiSession(office.request, 'office');
  const { body: resumed } = await apiGet<{ status: string; workOrderId: string }[]>(
    office.request,
    token,
    `/api/work-orders?search=${lastName}`,
  );
  expect(resumed.map((order) => order.status)).toEqual(['in-progress']);
  await office.goto(`/tasks/active?search=${lastName}`);
  await expect(
    office.getByTestId('work-order-card').filter({ hasText: `#${resumed[0]?.workOrderId}` }),
  ).toBeVisible();
  expect(problems).toEqual([]);
});

test('a technician sees paused jobs but cannot delete or complete them; the office deletes one', async ({
  browser,
}) => {
  const jobNumber = uniqueJobNumber('PJ');
  const lastName = `Delgado${jobNumber.slice(-4)}`;
  const office = await pageFor(browser, 'office');
  const { token } = await apiSession(office.request, 'office');
  await apiCreatePausedJob(office.request, token, { jobNumber, jobLastName: lastName });

  const technician = await pageFor(browser, 'plumber');
  await technician.goto('/paused-jobs?sort=newest');
  const techCard = cardOf(technician, jobNumber);
  await expect(techCard).toBeVisible();
  await expect(techCard.getByRole('button', { name: 'View' })).toBeVisible();
  await expect(techCard.getByRole('button', { name: 'Delete' })).toHaveCount(0);
  await techCard.getByRole('button', { name: 'View' }).click();
  const techDialog = technician.getByRole('dialog', { name: `${lastName} - ${jobNumber}` });
  await expect(techDialog.getByRole('button', { name: 'Resume Job' })).toBeVisible();
  await expect(techDialog.getByRole('button', { name: 'Delete Task' })).toHaveCount(0);
  await expect(moreActions(techDialog)).toHaveCount(0);
  await expect(techDialog.getByRole('button', { name: 'Mark as Completed' })).toHaveCount(0);

  // Newest first: a job paused a moment ago is at the top (the default reads the longest holds first).
  await office.goto('/paused-jobs?sort=newest');
  const card = cardOf(office, jobNumber);
  await card.getByRole('button', { name: 'Delete' }).click();
  const confirm = office.getByRole('alertdialog');
  await expect(confirm.getByText('Are you sure you want to delete this paused job?')).toBeVisible();
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(toast(office, 'Task Deleted')).toBeVisible();
  await expect(card).toHaveCount(0);
});
