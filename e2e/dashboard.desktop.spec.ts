import type { Locator, Page } from '@playwright/test';
import { apiLogin, expect, test, watchForErrors } from './fixtures.ts';

const statCard = (page: Page, title: string) =>
  page.locator('[data-slot="stat-card"]').filter({ has: page.getByText(title, { exact: true }) });

async function totalOf(page: Page, token: string, path: string): Promise<number> {
  const response = await page.request.get(path, { headers: { 'x-auth-token': token } });
  expect(response.ok(), path).toBe(true);
  return Number(response.headers()['x-total-count']);
}

async function moreLine(card: Locator, total: number, shown: number, noun: string) {
  if (total > shown) {
    await expect(card.getByText(`+${total - shown} more ${noun}`, { exact: true })).toBeVisible();
  } else {
    await expect(card.getByText(new RegExp(`more ${noun}`))).toHaveCount(0);
  }
}

test('the dashboard’s numbers are the server’s, and the workload period changes the request', async ({
  page,
}) => {
  const problems = watchForErrors(page);
  const { token } = await apiLogin(page, 'management');
  const tz = await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone);
  const statsResponse = await page.request.get(`/api/dashboard/stats?tz=${encodeURIComponent(tz)}`, {
    headers: { 'x-auth-token': token },
  });
  const stats = (await statsResponse.json()) as { total: number; completedToday: number };
  const activeTotal = await totalOf(page, token, '/api/work-orders?status=open,in-progress&limit=1');
  const pausedTotal = await totalOf(page, token, '/api/work-orders/on-hold?limit=1');

  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await expect(statCard(page, 'Total Tasks')).toContainText(String(stats.total));
  await expect(statCard(page, 'Completed Today')).toContainText(String(stats.completedToday));
  await expect(statCard(page, 'Total Tasks')).toContainText(
    /active tasks? than 30 days ago|As many active tasks as 30 days ago/,
  );

  const overview = page.getByRole('region', { name: 'Tasks Overview' });
  await expect(overview.getByRole('listitem')).toHaveCount(Math.min(8, activeTotal));
  await moreLine(overview, activeTotal, 8, 'tasks');
  const paused = page.getByRole('region', { name: 'Paused Jobs' });
  await expect(paused.getByRole('listitem')).toHaveCount(Math.min(6, pausedTotal));
  await moreLine(paused, pausedTotal, 6, 'paused jobs');
  await expect(page.getByRole('link', { name: 'View all priority tasks' })).toHaveAttribute(
    'href',
    '/work-orders',
  );

  const workload = page.getByRole('region', { name: 'Staff Workload' });
  await expect(workload.getByRole('progressbar').first()).toBeVisible();
  const monthRequest = page.waitForRequest((request) =>
    request.url().includes('/api/dashboard/employee-stats?period=month'),
  );
  await workload.getByLabel('Period').selectOption({ label: 'This Month' });
  await monthRequest;

  // An entry of Recent Tasks opens the task dialog over the dashboard.
  const recent = page.getByRole('region', { name: 'Recent Tasks' });
  await expect(recent.getByText(/^Page 1 of \d+$/)).toBeVisible();
  const entry = recent.getByRole('button').first();
  const title = (await entry.textContent())?.trim() ?? '';
  await entry.click();
  // The view is recorded once the task has loaded in the dialog: closing it before would not count.
  await expect(page.getByRole('dialog')).toContainText(title);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  // It was viewed, so Recent History lists it.
  await expect(
    page.getByRole('region', { name: 'Recent History' }).getByRole('listitem').first(),
  ).toBeVisible();
  expect(problems).toEqual([]);
});

test('the priority list shows urgent work only, paused jobs included', async ({ page }) => {
  const { token } = await apiLogin(page, 'office');
  const total = await totalOf(
    page,
    token,
    '/api/work-orders?status=open,in-progress,on-hold&priority=urgent&limit=1',
  );
  await page.goto('/work-orders');
  await expect(page.getByRole('heading', { level: 1, name: 'Priority Tasks' })).toBeVisible();
  await expect(page.getByText(`${total} ${total === 1 ? 'task' : 'tasks'}`, { exact: true })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Priority' })).toHaveCount(0);
});
