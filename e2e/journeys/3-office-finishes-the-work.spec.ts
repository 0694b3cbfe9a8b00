import type { Page } from '@playwright/test';
import { apiGet, apiSession } from '../fixtures.ts';
import { expect, expectToast, signIn, test, watch } from './journey-test.ts';
import { DAY_PAUSED_JOB, DAY_TASK, OFFICE } from './working-day.ts';

/**
 * Journey 3, the office in the afternoon: the parts came in and the warranty approved (the badge
 * still names the waiting-for note the job carries, ADR 056); Priya books the return, resumes the job, completes the task from
 * its card, finds it on /completed-tasks by a word of the technician's note, and reopens it (the
 * customer called back). After a restart the paused job is active with its return date, and the
 * task is open again.
 */
type Order = {
  id: number;
  workOrderId: string;
  jobNumber: string | null;
  status: string;
  returnAppointmentDate: string | null;
};

const cardOf = (page: Page, text: string) => page.getByTestId('work-order-card').filter({ hasText: text });

/** A date as the date inputs take it, `days` from today. */
function day(days: number): string {
  const date = new Date(Date.now() + days * 86_400_000);
  return `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
}

test('office: returns to the paused job, completes the task and reopens it', async ({ page, portal }) => {
  const problems = watch(page);
  const { token } = await apiSession(page.request, 'office');
  const returnDate = day(2);

  await test.step('signs in and opens the paused job', async () => {
    await signIn(page, OFFICE.email);
    await page.goto('/paused-jobs?sort=newest');
    const card = cardOf(page, DAY_PAUSED_JOB.displayTitle);
    await expect(card.getByText('Ready to return')).toHaveCount(0);
    await card.getByRole('button', { name: 'View' }).click();
  });

  const paused = page.getByRole('dialog', { name: DAY_PAUSED_JOB.displayTitle });

  await test.step('marks both parts received and the authorization and pre-authorization approved', async () => {
    await expect(paused.getByText('Paused Job Management')).toBeVisible();
    for (const [index, part] of DAY_PAUSED_JOB.parts.entries()) {
      await expect(paused.getByText(part).first()).toBeVisible();
      const edit = paused.getByRole('button', { name: `Edit Part ${index + 1} Received` });
      await edit.click();
      const input = paused.locator('[data-inline-editing] input[type="date"]');
      await input.fill(day(0));
      await input.press('Enter');
      await expect(edit).toBeEnabled();
    }
    await expect(paused.getByText('Ready to return')).toHaveCount(0);
    await paused.getByLabel('Authorization Status').selectOption('Approved');
    await expectToast(page, 'Updated successfully');
    await paused.getByLabel('Pre-Auth Status').selectOption('Approved');
    // What it waits for is still written on it: the hold line names that, not Ready to return (ADR 056).
    await expect(paused.getByTestId('waiting-for')).toHaveText(
      'Waiting for: pre-authorization from the home warranty',
    );
    await expect(paused.getByText('Ready to return')).toHaveCount(0);
  });

  await test.step('books the return appointment', async () => {
    const edit = paused.getByRole('button', { name: 'Edit Return Appointment Date' });
    await edit.click();
    const input = paused.locator('[data-inline-editing] input[type="date"]');
    await input.fill(returnDate);
    await input.press('Enter');
    await expect(edit).toBeEnabled();
    await expect
      .poll(async () => (await pausedJobNow(page, token)).returnAppointmentDate?.slice(0, 10))
      .toBe(returnDate);
  });

  await test.step('resumes the job', async () => {
    await paused.getByRole('button', { name: 'Resume Job' }).click();
    await expectToast(page, 'Job Resumed', 'Paused job has been moved to active tasks.');
    await expect(paused).toBeHidden();
    await expect(cardOf(page, DAY_PAUSED_JOB.displayTitle)).toHaveCount(0);
  });

  await test.step('completes the task from its card', async () => {
    await page.goto(`/tasks/active?search=${DAY_TASK.jobNumber}`);
    const card = cardOf(page, `#${DAY_TASK.jobNumber}`);
    await expect(card.getByRole('combobox')).toHaveValue('in-progress');
    await card.getByRole('button', { name: 'Complete' }).click();
    const confirm = page.getByRole('alertdialog');
    await expect(confirm).toContainText('Mark this task as completed?');
    await confirm.getByRole('button', { name: 'Complete' }).click();
    await expectToast(page, 'Task Completed');
    await expect(card).toHaveCount(0);
  });

  await test.step('finds it on /completed-tasks by a word of the technician’s note, and reopens it', async () => {
    await page.goto('/completed-tasks');
    await expect(page.getByRole('heading', { name: 'Completed Tasks', level: 1 })).toBeVisible();
    await page.getByRole('searchbox', { name: 'Search completed tasks' }).fill(DAY_TASK.searchWord);
    const done = cardOf(page, `#${DAY_TASK.jobNumber}`);
    await expect(done.getByText(DAY_TASK.title)).toBeVisible();
    await done.getByRole('button', { name: 'Reopen Task' }).click();
    await expectToast(page, 'Task Reopened', 'The task has been moved back to active status.');
    await expect(done).toHaveCount(0);
  });

  await test.step('after a server restart: the job is active with its return date, the task open', async () => {
    // Nothing may poll the server while it is down (the bell, a search): a blank page meanwhile.
    await page.goto('about:blank');
    await portal.restart();
    await page.goto(`/tasks/active?search=${DAY_TASK.jobNumber}`);
    await expect(cardOf(page, `#${DAY_TASK.jobNumber}`).getByRole('combobox')).toHaveValue('open');
    const job = await pausedJobNow(page, token);
    expect(job.status).toBe('in-progress');
    expect(job.returnAppointmentDate?.slice(0, 10)).toBe(returnDate);
    await page.goto(`/work-orders/${job.id}`);
    await expect(page.getByRole('dialog').getByRole('combobox', { name: 'Status' })).toHaveValue(
      'in-progress',
    );
  });

  expect(problems).toEqual([]);
});

async function pausedJobNow(page: Page, token: string): Promise<Order> {
  const { body } = await apiGet<Order[]>(
    page.request,
    token,
    `/api/work-orders?search=${DAY_PAUSED_JOB.jobNumber}`,
  );
  const job = body.find((order) => order.jobNumber === DAY_PAUSED_JOB.jobNumber);
  expect(job, `paused job #${DAY_PAUSED_JOB.jobNumber}`).toBeDefined();
  // The list answers a card's fields (ADR 036); the return appointment is in the job's detail.
  const { body: detail } = await apiGet<Order>(page.request, token, `/api/work-orders/${job?.id}`);
  return detail;
}
