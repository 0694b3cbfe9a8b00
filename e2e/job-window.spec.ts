import type { Page } from '@playwright/test';
import { formatDate } from '../src/shared/domain/date-format.ts';
import { footerClose } from './detail-more-menu.ts';
import {
  apiCreateTask,
  apiLogin,
  checkScreen,
  expect,
  isPhoneProject,
  test,
  uniqueJobNumber,
  watchForErrors,
} from './fixtures.ts';

/**
 * The job window says plainly what it did: each field saves on its own and says so beside it, the
 * footer's button closes (ADR 060); a resumed job keeps its return appointment and counts down to
 * it (ADR 059). At 1440 px and on a 390 px phone.
 */

const DAY = 24 * 3600 * 1000;
const utcDay = (days: number) => new Date(Date.now() + days * DAY).toISOString().slice(0, 10);

test.beforeEach(async ({ page }, testInfo) => {
  await page.setViewportSize(
    isPhoneProject(testInfo) ? { width: 390, height: 844 } : { width: 1440, height: 900 },
  );
});

/** Toast titles shown from now on (a modal dialog hides the toast list from the accessibility tree). */
const toastTitles = (page: Page) => page.locator('[data-slot="toast-title"]');

test('a field saves on its own and says Saved beside it; the footer says Close and claims no save', async ({
  page,
}) => {
  const { token } = await apiLogin(page, 'office');
  const number = uniqueJobNumber('SAVED');
  const title = `Kitchen faucet drips ${number}`;
  const id = await apiCreateTask(page.request, token, { workOrderId: number, title });
  const problems = watchForErrors(page);
  await page.emulateMedia({ reducedMotion: 'reduce' });

  await page.goto(`/work-orders/${id}`);
  const dialog = page.getByRole('dialog', { name: title });
  await expect(dialog.getByText('Each change saves as you make it.')).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Save & Close' })).toHaveCount(0);

  await dialog.getByRole('button', { name: 'Edit Notes' }).click();
  await dialog.getByRole('textbox', { name: 'Notes' }).fill('Customer prefers mornings');
  await dialog.getByRole('button', { name: 'Save Notes' }).click();
  // The field says it saved, in a polite live region of its own.
  const saved = dialog.getByRole('status').filter({ hasText: 'Notes saved' });
  await expect(saved).toBeVisible();
  await expect(saved).toContainText('Saved');
  await checkScreen(page, 'job-window-field-saved');

  await footerClose(dialog).click();
  await expect(dialog).toBeHidden();
  await expect(toastTitles(page).filter({ hasText: 'Changes Saved' })).toHaveCount(0);
  const { notes } = (await (
    await page.request.get(`/api/work-orders/${id}`, { headers: { 'x-auth-token': token } })
  ).json()) as { notes: string };
  expect(notes).toBe('Customer prefers mornings');
  expect(problems).toEqual([]);
});

test('Resume Job keeps the return appointment on the job, and it counts down to that visit', async ({
  page,
}, testInfo) => {
  const { token } = await apiLogin(page, 'office');
  const headers = { 'x-auth-token': token };
  const number = uniqueJobNumber('RTN');
  const title = `Water softener bypass ${number}`;
  const id = await apiCreateTask(page.request, token, { workOrderId: number, title });
  const visit = utcDay(3);
  // On hold, long overdue, with the return visit three days ahead.
  const set = await page.request.patch(`/api/work-orders/${id}`, {
    headers,
    data: {
      status: 'on-hold',
      dueDate: new Date(Date.now() - 10 * DAY).toISOString(),
      returnAppointmentDate: visit,
    },
  });
  expect(set.status(), await set.text()).toBe(200);
  const problems = watchForErrors(page);

  await page.goto(`/work-orders/${id}`);
  const dialog = page.getByRole('dialog', { name: title });
  await dialog.getByRole('button', { name: 'Resume Job' }).click();
  await expect(toastTitles(page).filter({ hasText: 'Job Resumed' })).toBeVisible();
  await expect(dialog).toBeHidden();

  // The resumed job shows its return visit, and is due then, not overdue.
  await page.goto(`/work-orders/${id}`);
  const resumed = page.getByRole('dialog', { name: title });
  const details = resumed.locator('[data-slot="collapsible-section"]', { hasText: 'Task Details' });
  await expect(details.getByText('Return Appointment')).toBeVisible();
  await expect(details).toContainText(formatDate(visit));
  await expect(details).toContainText(/Due in [23] days/);
  await expect(details).not.toContainText('Overdue');
  await checkScreen(page, 'resumed-job-return-appointment');
  await footerClose(resumed).click();

  if (!isPhoneProject(testInfo)) {
    // Current Tasks counts down to the visit too: the server moved the due date (ADR 059).
    await page.goto(`/tasks?search=${number}`);
    const card = page.getByTestId('work-order-card').filter({ hasText: `#${number}` });
    await expect(card).toContainText(/Due in [23] days/);
    await expect(card).not.toContainText('Overdue');
  }
  const job = (await (await page.request.get(`/api/work-orders/${id}`, { headers })).json()) as {
    dueDate: string;
    returnAppointmentDate: string;
  };
  expect(job.dueDate).toBe(`${visit}T23:59:59.000Z`);
  expect(job.returnAppointmentDate.slice(0, 10)).toBe(visit);
  expect(problems).toEqual([]);
});
