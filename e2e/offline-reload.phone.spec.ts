import type { Page } from '@playwright/test';
import { SAVED_ANSWERS_CACHE } from '../src/client/service-worker/offline-copy-keys.ts';
import type { Comment } from '../src/shared/schemas/work-order.ts';
import {
  apiCreateEmployee,
  apiCreateTask,
  apiGet,
  apiSession,
  expect,
  PHONE_SCREEN_SIZE,
  test,
  uniqueJobNumber,
} from './fixtures.ts';

/**
 * Issue 38 / ADR 058: a technician signed in on the phone loses the signal and reloads. Every page
 * they use opens from what the phone holds (who they are, their list, the jobs they opened), says
 * it is offline, and catches up by itself when the signal is back. A note written meanwhile shows
 * at once among the job's comments, waiting to send, and keeps the time it was written (ADR 057).
 * The phone project only, with the service worker (playwright.config.ts blocks it elsewhere).
 */
test.use({ serviceWorkers: 'allow' });

const SCREENSHOTS = process.env.OFFLINE_SCREENSHOTS_DIR;

async function shoot(page: Page, name: string) {
  if (!SCREENSHOTS) return;
  const size = page.viewportSize();
  await page.setViewportSize(PHONE_SCREEN_SIZE);
  await page.screenshot({ path: `${SCREENSHOTS}/${name}.png` });
  if (size) await page.setViewportSize(size);
}

/** A technician of their own with a job of their own, signed in through the login form. */
async function signInTechnicianWithJob(page: Page) {
  const technician = await apiCreateEmployee(page.request, { employeeType: 'plumber' });
  const login = await page.request.post('/api/auth/login', {
    data: { email: technician.email, password: technician.password, stayLoggedIn: false },
  });
  const { token } = (await login.json()) as { token: string };
  const number = uniqueJobNumber('RLD');
  const title = `Boiler pressure low ${number}`;
  const id = await apiCreateTask(page.request, token, {
    workOrderId: number,
    title,
    assignedTo: technician.id,
  });
  // Through the form, as a technician does: the sign-in answers who they are, so the session check
  // is never asked and the worker never saw it.
  await page.goto('/login');
  await page.getByLabel('Email').fill(technician.email);
  await page.getByRole('textbox', { name: 'Password' }).fill(technician.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).not.toHaveURL(/\/login/);
  return { token, number, id, title };
}

const offlineList = (page: Page) => page.getByRole('status').filter({ hasText: /^Offline · jobs as of/ });

test('offline, every page a technician uses reloads from the phone, a note written shows waiting to send, and the app catches up by itself online', async ({
  page,
  context,
  playwright,
}) => {
  test.slow();
  const { token, number, id, title } = await signInTechnicianWithJob(page);
  const card = page.locator(`[data-work-order-id="${id}"]`);
  await page.goto('/minimal-mobile-tasks');
  await expect(card).toBeVisible();
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null), { timeout: 30_000 })
    .toBe(true);
  await page.goto(`/work-orders/${id}`);
  const job = page.getByRole('dialog', { name: title });
  await expect(job).toBeVisible();
  // The page keeps the job's copy just after showing it; a reload before that has none to show.
  const jobPath = `/api/work-orders/${id}`;
  await expect
    .poll(() =>
      page.evaluate(
        async ({ cacheName, path }) => {
          const keys = await (await caches.open(cacheName)).keys();
          return keys.some((key) => key.url.endsWith(path));
        },
        { cacheName: SAVED_ANSWERS_CACHE, path: jobPath },
      ),
    )
    .toBe(true);

  await context.setOffline(true);
  for (const path of [
    '/minimal-mobile-tasks',
    '/simple-mobile-tasks',
    '/ultra-mobile-tasks',
    '/mobile-tasks',
  ]) {
    await page.goto(path);
    await expect(offlineList(page)).toBeVisible();
    await expect(page.getByText(number).first()).toBeVisible();
  }
  await expect(page.getByText('Could not reach the portal')).toBeHidden();

  await page.goto(`/work-orders/${id}`);
  await expect(job).toBeVisible();
  await expect(job.getByRole('status').filter({ hasText: 'Offline · as saved on this phone' })).toBeVisible();
  await shoot(page, 'offline-job-reloaded');
  await page.reload();
  await expect(job).toBeVisible();
  await expect(job.getByRole('heading', { name: 'Comments(0)' })).toBeVisible();

  // A note written now waits on the phone, and shows at once.
  const writtenBefore = Date.now();
  await job
    .getByRole('textbox', { name: 'Add Note' })
    .fill('Relief valve weeping; pressure topped up to 1.5 bar.');
  await job.getByRole('button', { name: 'Add Note', exact: true }).click();
  await expect(job.getByRole('heading', { name: 'Comments(1)' })).toBeVisible();
  const waitingNote = job.getByRole('listitem').filter({ hasText: 'Relief valve weeping' });
  await expect(waitingNote.getByText('Waiting to send')).toBeVisible();
  const writtenAfter = Date.now();
  await shoot(page, 'offline-job-with-queued-note');

  // Meanwhile the office renames the job (its own connection).
  const office = await playwright.request.newContext({ baseURL: new URL(page.url()).origin });
  const { token: officeToken } = await apiSession(office, 'office');
  const renamed = `${title} (customer called)`;
  const patched = await office.patch(`/api/work-orders/${id}`, {
    headers: { 'x-auth-token': officeToken },
    data: { title: renamed },
  });
  expect(patched.status()).toBe(200);

  // Back online: no tap. The note is sent once, the job is the server's again.
  await context.setOffline(false);
  const fresh = page.getByRole('dialog', { name: renamed });
  await expect(fresh).toBeVisible({ timeout: 15_000 });
  await expect(fresh.getByRole('status').filter({ hasText: 'Offline' })).toBeHidden();
  // Both markers go, each in its own time: the note's own, and the job's count of queued changes.
  await expect(fresh.getByTestId('comment-waiting')).toBeHidden({ timeout: 15_000 });
  await expect(fresh.getByTestId('waiting-marker')).toBeHidden({ timeout: 15_000 });
  await expect(fresh.getByRole('heading', { name: 'Comments(1)' })).toBeVisible();
  await expect(fresh.getByRole('listitem').filter({ hasText: 'Relief valve weeping' })).toHaveCount(1);
  await shoot(page, 'online-again-note-sent');

  const notes = (await apiGet<Comment[]>(page.request, token, `/api/work-orders/${id}/comments`)).body;
  expect(notes).toHaveLength(1);
  const [note] = notes as [Comment];
  // Stamped with when it was written on the phone, not when it arrived.
  expect(Date.parse(note.createdAt)).toBeGreaterThanOrEqual(writtenBefore - 1000);
  expect(Date.parse(note.createdAt)).toBeLessThanOrEqual(writtenAfter);
  expect(Date.parse(note.receivedAt)).toBeGreaterThan(Date.parse(note.createdAt));
  await office.dispose();
});
