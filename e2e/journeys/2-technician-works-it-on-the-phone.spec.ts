import type { Locator } from '@playwright/test';
import { moreActions } from '../detail-more-menu.ts';
import { apiGet, apiSession } from '../fixtures.ts';
import { expect, expectToast, phoneContext, signIn, test, watch } from './journey-test.ts';
import { DAY_PAUSED_JOB, DAY_TASK, FILES, OFFICE, TECHNICIAN } from './working-day.ts';

/**
 * Journey 2, the technician in the basement, on a phone: Carlos lands on the minimal mobile page,
 * sees the office's assignment in his notifications, opens the task, starts it, adds a note,
 * uploads a photo, and finds that completing the task and deleting the paused job are not his to
 * do (neither offered on screen nor allowed by the server). After a restart his work is stored.
 */
type Order = { id: number; workOrderId: string; jobNumber: string | null; status: string };

test('technician: works the new task on a phone', async ({ browser, baseURL, portal }) => {
  const context = await phoneContext(browser, baseURL ?? portal.url);
  const phone = await context.newPage();
  const problems = watch(phone);
  const { token } = await apiSession(phone.request, 'plumber');
  const orders = (
    await apiGet<Order[]>(phone.request, token, '/api/work-orders?status=open,in-progress,on-hold&limit=500')
  ).body;
  const task = orders.find((order) => order.workOrderId === DAY_TASK.jobNumber) as Order;
  const pausedJob = orders.find((order) => order.jobNumber === DAY_PAUSED_JOB.jobNumber) as Order;
  expect(task, 'journey 1 opened the task').toBeDefined();
  expect(pausedJob, 'journey 1 paused the job').toBeDefined();

  await test.step('signs in and lands on the minimal mobile page', async () => {
    await signIn(phone, TECHNICIAN.email);
    await expect(phone).toHaveURL(/\/minimal-mobile-tasks/);
    // His own jobs first (issue 23), under way first: the day's task is further down the list.
    await expect(phone.getByRole('heading', { level: 1, name: 'My jobs' })).toBeVisible();
    await expect(phone.getByRole('button', { name: 'Mine', exact: true })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(phone.getByTestId('work-order-card').first()).toBeVisible();
  });

  await test.step('sees the notification for the new assignment', async () => {
    const bell = phone.getByRole('banner').getByRole('link', { name: /^Notifications, \d+ unread$/ });
    await expect(bell).toBeVisible();
    await bell.click();
    await expect(phone).toHaveURL(/\/notifications$/);
    const assignment = phone
      .getByTestId('notification')
      .filter({ hasText: `${OFFICE.name} assigned you to #${DAY_TASK.jobNumber} ${DAY_TASK.title}` });
    await expect(assignment.getByText('New assignment')).toBeVisible();
    await assignment.getByRole('button').first().click();
  });

  const detail = phone.getByRole('dialog', { name: new RegExp(DAY_TASK.title) });

  await test.step('opens the task and starts it', async () => {
    await expect(detail).toBeVisible();
    const status = detail.getByRole('combobox', { name: 'Status' });
    await expect(status.locator('option', { hasText: 'Completed' })).toHaveCount(0);
    await status.selectOption({ label: 'In Progress' });
    await expectToast(phone, 'Updated successfully');
    await expect(status).toHaveValue('in-progress');
  });

  await test.step('adds a note: on a phone Enter starts a new line, the button saves', async () => {
    const note = detail.getByRole('textbox', { name: 'Add Note' });
    await note.fill('Cleanout jetted;');
    await note.press('End');
    await note.press('Enter');
    await note.pressSequentially('root intrusion at the clay joint, camera footage attached');
    await expect(note).toHaveValue(
      'Cleanout jetted;\nroot intrusion at the clay joint, camera footage attached',
    );
    await detail.getByRole('button', { name: 'Add Note' }).click();
    await expectToast(phone, 'Note added');
    await expect(detail.getByText('root intrusion at the clay joint')).toBeVisible();
  });

  await test.step('uploads a photo from the phone', async () => {
    await detail.getByRole('button', { name: 'Upload File' }).click();
    const upload = phone.getByRole('dialog', { name: 'Upload File' });
    await upload.getByLabel('File').setInputFiles(FILES.photo);
    await upload.getByLabel('Description (optional)').fill('Clay joint, from the cleanout');
    await upload.getByRole('button', { name: 'Upload', exact: true }).click();
    await expectToast(phone, 'File uploaded successfully');
    await expect(detail.getByText('Clay joint, from the cleanout')).toBeVisible();
  });

  await test.step('cannot complete the task: the server refuses', async () => {
    // The status choices above had no Completed; the server is the rule, not the screen.
    const refused = await phone.request.patch(`/api/work-orders/${task.id}`, {
      headers: { 'x-auth-token': token },
      data: { status: 'completed' },
    });
    expect(refused.status()).toBe(403);
  });

  await test.step('cannot delete the paused job: not offered, and the server refuses', async () => {
    await phone.goto(`/work-orders/${pausedJob.id}`);
    const paused = phone.getByRole('dialog', { name: DAY_PAUSED_JOB.displayTitle });
    await expect(paused.getByText('Paused Job Management')).toBeVisible();
    await expect(paused.getByRole('button', { name: 'Resume Job' })).toBeVisible();
    await expect(paused.getByRole('button', { name: 'Delete Task' })).toHaveCount(0);
    await expect(moreActions(paused)).toHaveCount(0);
    const refused = await phone.request.delete(`/api/work-orders/${pausedJob.id}`, {
      headers: { 'x-auth-token': token },
    });
    expect(refused.status()).toBe(403);
  });

  await test.step('after a server restart, his work is stored', async () => {
    // Nothing may poll the server while it is down (the bell, a search): a blank page meanwhile.
    await phone.goto('about:blank');
    await portal.restart();
    await phone.goto(`/work-orders/${task.id}`);
    await expect(detail.getByRole('combobox', { name: 'Status' })).toHaveValue('in-progress');
    await expect(noteText(detail)).toBeVisible();
    await expect(detail.getByText('Clay joint, from the cleanout')).toBeVisible();
  });

  expect(problems).toEqual([]);
  await context.close();
});

const noteText = (detail: Locator) => detail.getByText('root intrusion at the clay joint');
