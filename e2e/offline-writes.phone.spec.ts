import type { APIRequestContext, Page } from '@playwright/test';
import sharp from 'sharp';
import type { Attachment } from '../src/shared/schemas/attachment.ts';
import type { Comment } from '../src/shared/schemas/work-order.ts';
import {
  apiCreateEmployee,
  apiCreateTask,
  apiGet,
  apiSession,
  expect,
  portalURL,
  test,
  uniqueJobNumber,
} from './fixtures.ts';

/**
 * Issue 27 / ADR 049: what a technician does without a connection waits on the phone, survives a
 * reload, and reaches the server exactly once when the connection is back; a change the job has
 * moved on from is refused and said, never dropped in silence. The phone project only.
 */

const toast = (page: Page, title: string) =>
  page.locator('[data-slot="toast-title"]').filter({ hasText: title });
/** No network, and the page knows it (Chromium tells the page a moment after the switch). */
async function goOffline(page: Page) {
  await page.context().setOffline(true);
  await expect.poll(() => page.evaluate(() => navigator.onLine)).toBe(false);
}

const bar = (page: Page) => page.getByRole('status').filter({ hasText: /^(Waiting to send|Not sent) ·/ });

/** A technician of their own with two jobs of their own, signed in on the phone. */
async function technicianWithJobs(page: Page) {
  const technician = await apiCreateEmployee(page.request, { employeeType: 'plumber' });
  const login = await page.request.post('/api/auth/login', {
    data: { email: technician.email, password: technician.password, stayLoggedIn: false },
  });
  const { token } = (await login.json()) as { token: string };
  const jobs = [];
  for (const title of ['Kitchen sink drains slowly', 'Outdoor spigot frozen']) {
    const number = uniqueJobNumber('OUT');
    const id = await apiCreateTask(page.request, token, {
      workOrderId: number,
      title,
      assignedTo: technician.id,
    });
    jobs.push({ id, number, title });
  }
  await page.goto('/icons/icon.svg');
  await page.evaluate((value) => localStorage.setItem('authToken', value), token);
  return { token, jobs: jobs as [(typeof jobs)[number], (typeof jobs)[number]] };
}

const notesOn = async (request: APIRequestContext, token: string, id: number) =>
  (await apiGet<Comment[]>(request, token, `/api/work-orders/${id}/comments`)).body.filter(
    (comment) => comment.type === 'note',
  );

const statusOf = async (request: APIRequestContext, token: string, id: number) =>
  (await apiGet<{ status: string }>(request, token, `/api/work-orders/${id}`)).body.status;

async function addNote(page: Page, number: string, text: string) {
  const job = page.getByRole('article', { name: `Task #${number}` });
  await job.getByRole('button', { name: 'Add note', exact: true }).click();
  await job.getByRole('textbox', { name: 'Add Note', exact: true }).fill(text);
  await job.getByRole('button', { name: 'Add Note', exact: true }).click();
}

test.describe('with the service worker', () => {
  test.use({ serviceWorkers: 'allow' });

  test('offline, a status change, a note and a photo wait on the phone through a reload, and each arrives once when the connection is back', async ({
    page,
    context,
  }) => {
    test.slow();
    const { token, jobs } = await technicianWithJobs(page);
    const [job] = jobs;
    const card = page.getByRole('article', { name: `Task #${job.number}` });
    await page.goto('/simple-mobile-tasks');
    await expect(card).toBeVisible();
    await expect
      .poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null), { timeout: 30_000 })
      .toBe(true);
    // Once through the worker, so the list is saved for this session (ADR 046).
    await page.reload();
    await expect(card).toBeVisible();

    // A photo from the job's dialog, opened while there was signal.
    await card.getByRole('link', { name: `Open task #${job.number}` }).click();
    const detail = page.getByRole('dialog', { name: job.title });
    await expect(detail.getByRole('button', { name: 'Upload File' })).toBeVisible();
    await goOffline(page);
    await detail.getByRole('button', { name: 'Upload File' }).click();
    const upload = page.getByRole('dialog', { name: 'Upload File' });
    const photo = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#b22222' } })
      .jpeg()
      .toBuffer();
    await upload.getByLabel('File', { exact: true }).setInputFiles({
      name: 'spigot.jpg',
      mimeType: 'image/jpeg',
      buffer: photo,
    });
    await upload.getByRole('button', { name: 'Upload', exact: true }).click();
    await expect(toast(page, 'Saved on this phone')).toBeVisible();
    await expect(upload).toBeHidden();

    await page.goto('/simple-mobile-tasks');
    await expect(card).toBeVisible();
    await card.getByRole('button', { name: 'In Progress' }).click();
    await expect(card.getByTestId('waiting-marker')).toHaveText('Waiting to send · In Progress');
    await expect(card.getByRole('button', { name: 'In Progress' })).toHaveAttribute('aria-pressed', 'true');
    await addNote(page, job.number, 'Trap was full of grease; cleared and flushed.');
    await expect(bar(page)).toHaveText('Waiting to send · 3 changes');

    // Closed and opened again without signal: all three are still there.
    await page.reload();
    await expect(card.getByTestId('waiting-marker')).toHaveText('Waiting to send · In Progress');
    await expect(bar(page)).toHaveText('Waiting to send · 3 changes');
    expect(await statusOf(page.request, token, job.id)).toBe('open');

    const back = Date.now();
    await context.setOffline(false);
    await expect(bar(page)).toBeHidden({ timeout: 15_000 });
    test.info().annotations.push({
      type: 'sent after the connection returned',
      description: `${Date.now() - back} ms`,
    });
    await expect(toast(page, 'Sent')).toBeVisible();

    expect(await statusOf(page.request, token, job.id)).toBe('in-progress');
    const notes = await notesOn(page.request, token, job.id);
    expect(notes.map((note) => note.content)).toEqual(['Trap was full of grease; cleared and flushed.']);
    const files = (await apiGet<Attachment[]>(page.request, token, `/api/work-orders/${job.id}/attachments`))
      .body;
    // Once, under its name (made smaller on the phone first, so not byte for byte: ADR 047).
    expect(files.map((file) => [file.fileName, file.isImage])).toEqual([['spigot.jpg', true]]);
    await expect(card.getByTestId('waiting-marker')).toBeHidden();
  });
});

test('a note whose answer was lost is sent again and written once', async ({ page }) => {
  test.slow();
  const { token, jobs } = await technicianWithJobs(page);
  const [job] = jobs;
  await page.goto('/simple-mobile-tasks');
  await expect(page.getByRole('article', { name: `Task #${job.number}` })).toBeVisible();

  // The server takes the note, then the connection drops before its answer arrives.
  await page.route(
    '**/api/work-orders/*/comments',
    async (route) => {
      await route.fetch();
      await route.abort('connectionreset');
    },
    { times: 1 },
  );
  await addNote(page, job.number, 'Shut-off valve replaced under the sink.');
  await expect(toast(page, 'Saved on this phone')).toBeVisible();
  // The retry (2 s later) carries the same Idempotency-Key: the server answers what it wrote.
  await expect(bar(page)).toBeHidden({ timeout: 15_000 });
  expect((await notesOn(page.request, token, job.id)).map((note) => note.content)).toEqual([
    'Shut-off valve replaced under the sink.',
  ]);
});

test('a status change to a job the office completed meanwhile is refused, and the technician is told why', async ({
  page,
  context,
  playwright,
}) => {
  test.slow();
  const { jobs } = await technicianWithJobs(page);
  const [, job] = jobs;
  const card = page.getByRole('article', { name: `Task #${job.number}` });
  await page.goto('/simple-mobile-tasks');
  await expect(card).toBeVisible();

  await goOffline(page);
  await card.getByRole('button', { name: 'On Hold' }).click();
  await expect(card.getByTestId('waiting-marker')).toHaveText('Waiting to send · On Hold');

  // Meanwhile, in the office (its own connection).
  const office = await playwright.request.newContext({ baseURL: portalURL() });
  const { token: officeToken } = await apiSession(office, 'office');
  const completed = await office.patch(`/api/work-orders/${job.id}`, {
    headers: { 'x-auth-token': officeToken },
    data: { status: 'completed' },
  });
  expect(completed.status()).toBe(200);

  await context.setOffline(false);
  const reason = `#${job.number} ${job.title} was completed meanwhile. Your change to On Hold was not sent.`;
  await expect(page.locator('[data-slot="toast-description"]', { hasText: reason })).toBeVisible({
    timeout: 15_000,
  });
  await expect(bar(page)).toHaveText('Not sent · 1 change');
  expect(
    (
      await (
        await office.get(`/api/work-orders/${job.id}`, { headers: { 'x-auth-token': officeToken } })
      ).json()
    ).status,
  ).toBe('completed');

  await page.getByRole('button', { name: 'Review' }).click();
  const review = page.getByRole('dialog', { name: 'Changes on this phone' });
  await expect(review.getByText(reason)).toBeVisible();
  await review.getByRole('button', { name: /^Discard Status → On Hold/ }).click();
  await review.getByRole('button', { name: 'Remove' }).click();
  await expect(review.getByText('Everything has been sent.')).toBeVisible();
  await expect(bar(page)).toBeHidden();
  await office.dispose();
});
