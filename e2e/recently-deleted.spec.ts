import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { chooseDeleteTask, footerClose } from './detail-more-menu.ts';
import {
  apiCreateTask,
  apiLogin,
  apiSession,
  checkScreen,
  demoAccount,
  expect,
  PHONE_SCREEN_SIZE,
  test,
  uniqueJobNumber,
  watchForErrors,
} from './fixtures.ts';

/** A toast by its title (a modal dialog hides the toast list from the accessibility tree). */
const toast = (page: Page, title: string) =>
  page.locator('[data-slot="toast-title"]', { hasText: title }).first();
const toastText = (page: Page, text: string) =>
  page.locator('[data-slot="toast-description"]', { hasText: text }).first();

const PHOTO = 'e2e/files/kitchen-sink.png';

/**
 * ADR 029: a technician deletes a task by mistake; an administrator finds it under Recently deleted
 * in the Admin Panel and restores it, with its note and its photo, byte for byte.
 */
test('a deleted task waits in Recently deleted, and Restore brings it back with its note and photo', async ({
  page,
}) => {
  test.slow();
  await page.emulateMedia({ reducedMotion: 'reduce' });
  const jobNumber = uniqueJobNumber('RST');
  const title = 'Water heater pilot keeps going out';
  const technician = demoAccount('plumber');
  const tech = await apiLogin(page, 'plumber');
  const headers = { 'x-auth-token': tech.token };
  const id = await apiCreateTask(page.request, tech.token, { workOrderId: jobNumber, title });
  const note = await page.request.post(`/api/work-orders/${id}/comments`, {
    headers,
    data: { content: 'Thermocouple looks burnt, bring a spare', type: 'note' },
  });
  expect(note.status()).toBe(201);
  const photoBytes = readFileSync(PHOTO);
  const upload = await page.request.post('/api/attachments', {
    headers,
    multipart: {
      workOrderId: String(id),
      file: { name: 'pilot.png', mimeType: 'image/png', buffer: photoBytes },
    },
  });
  expect(upload.status(), await upload.text()).toBe(201);
  const photoId = ((await upload.json()) as { id: number }).id;

  // The technician deletes it from the task's page: the confirmation and toast say it can come back.
  const techProblems = watchForErrors(page, { allowStatuses: [404] });
  await page.goto(`/work-orders/${id}`);
  const detail = page.getByRole('dialog', { name: new RegExp(title) });
  await chooseDeleteTask(page, detail);
  const confirm = page.getByRole('alertdialog');
  await expect(confirm).toContainText(
    'Are you sure you want to delete this task? Admin and management can restore it from the Admin Panel.',
  );
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(toast(page, 'Task Deleted')).toBeVisible();
  await expect(
    toastText(page, 'The task has been deleted. Admin and management can restore it.'),
  ).toBeVisible();
  await expect(detail).toBeHidden();
  expect((await page.request.get(`/api/work-orders/${id}`, { headers })).status()).toBe(404);
  expect(techProblems).toEqual([]);

  // An administrator, in the same browser (the later sign-in's token wins on the next load).
  await apiLogin(page, 'admin');
  const problems = watchForErrors(page);
  await page.goto('/admin');
  await page.getByRole('tab', { name: 'Recently deleted' }).click();
  await expect(page).toHaveURL(/[?&]tab=deleted\b/);
  const restore = page.getByRole('button', { name: `Restore job #${jobNumber}` });
  await expect(restore).toBeVisible();
  const entry = page.getByRole('row').or(page.getByRole('listitem')).filter({ has: restore });
  await expect(entry).toContainText(title);
  await expect(entry).toContainText(`by ${technician.name}`);
  await expect(entry).toContainText(/Purged on|[A-Z][a-z]{2} \d{1,2}, \d{4}/);
  // Checked (overflow, axe in both themes) at an office screen's width and a phone's.
  const sizes =
    test.info().project.name === 'desktop'
      ? [{ width: 1440, height: 900 }, PHONE_SCREEN_SIZE]
      : [PHONE_SCREEN_SIZE];
  for (const size of sizes) {
    await page.setViewportSize(size);
    await expect(restore).toBeVisible();
    await checkScreen(page, 'admin-recently-deleted');
  }

  // Keyboard: focus the row's Restore and press Enter.
  await restore.focus();
  await page.keyboard.press('Enter');
  await expect(toast(page, `Job #${jobNumber} restored`)).toBeVisible();
  await expect(toastText(page, 'It is back, with its comments, questions and files.')).toBeVisible();
  await expect(restore).toHaveCount(0);
  // ADR 060: the toast links to the job it brought back, and the link opens it.
  const openLink = page
    .locator('[data-slot="toast-title"]', { hasText: `Job #${jobNumber} restored` })
    .locator('xpath=ancestor::li[1]')
    .getByRole('link', { name: 'Open' });
  await expect(openLink).toHaveAttribute('href', `/work-orders/${id}`);
  await openLink.click();
  await expect(page).toHaveURL(new RegExp(`/work-orders/${id}$`));
  const opened = page.getByRole('dialog', { name: new RegExp(title) });
  await footerClose(opened).click();
  await expect(page).toHaveURL(/\/admin\?tab=deleted/);
  // The log says who deleted it and who brought it back.
  await page.getByRole('tab', { name: 'Activity Log' }).click();
  const log = page.getByRole('region', { name: 'Activity log' });
  await expect(
    log.getByText(`${demoAccount('admin').name} restored job #${jobNumber}, “${title}”`),
  ).toBeVisible();
  await expect(log.getByText(`${technician.name} deleted job #${jobNumber}, “${title}”`)).toBeVisible();

  // Back in the lists, whole: its note, and the photo's very bytes.
  await page.goto(`/tasks/active?search=${jobNumber}`);
  await expect(page.getByText(`#${jobNumber}`).first()).toBeVisible();
  const admin = await apiSession(page.request, 'admin');
  const adminHeaders = { 'x-auth-token': admin.token };
  const comments = await page.request.get(`/api/work-orders/${id}/comments`, { headers: adminHeaders });
  expect(((await comments.json()) as { content: string }[]).map((comment) => comment.content)).toEqual([
    'Thermocouple looks burnt, bring a spare',
  ]);
  const download = await page.request.get(`/api/attachments/${photoId}/file`, { headers: adminHeaders });
  expect(download.status()).toBe(200);
  expect(Buffer.compare(await download.body(), photoBytes)).toBe(0);
  expect(problems).toEqual([]);
});
