import type { Page } from '@playwright/test';
import { apiGet, apiLogin, expect, expectNoSeriousA11yViolations, test, watchForErrors } from './fixtures.ts';

/** The ids of the cards on screen, top to bottom. */
const shownIds = (page: Page) =>
  page
    .locator('[data-testid="work-order-card"]')
    .evaluateAll((cards) => cards.map((card) => Number(card.getAttribute('data-work-order-id'))));

const idsOf = (rows: { id: number }[]) => rows.map((row) => row.id);

async function shot(page: Page, name: string) {
  await page.screenshot({ path: `/tmp/h6-day-ui/shots/${name}.png` });
}

for (const size of [
  { width: 1440, height: 900 },
  { width: 390, height: 844 },
]) {
  test(`Current Tasks reads overdue first, sorts and filters from the URL (${size.width} px)`, async ({
    page,
  }) => {
    await page.setViewportSize(size);
    const problems = watchForErrors(page);
    const { token } = await apiLogin(page, 'office');
    const byDue = await apiGet<{ id: number; dueDate: string | null }[]>(
      page.request,
      token,
      '/api/work-orders?status=open,in-progress&sort=dueDate&limit=4',
    );
    await page.goto('/tasks');
    await expect(page.getByRole('heading', { level: 1, name: 'Current Tasks' })).toBeVisible();
    await expect(page.getByLabel('Sort')).toHaveValue('due');
    // The demo day has overdue work: it leads, in the server's due order.
    await expect.poll(async () => (await shownIds(page)).slice(0, 4)).toEqual(idsOf(byDue.body));
    await expect(page.locator('[data-testid="work-order-card"]').first()).toContainText('Overdue');
    await shot(page, `tasks-due-${size.width}`);

    await page.getByLabel('Due', { exact: true }).selectOption('overdue');
    await expect(page).toHaveURL(/\?due=overdue$/);
    const overdue = await apiGet<unknown[]>(
      page.request,
      token,
      `/api/work-orders?status=open,in-progress&dueBefore=${encodeURIComponent(new Date().toISOString())}&limit=1`,
    );
    await expect(page.getByText(`${overdue.response.headers()['x-total-count']} tasks`)).toBeVisible();
    const cards = page.locator('[data-testid="work-order-card"]');
    // Read in one go: the previous list stays on screen while the filtered one loads, so cards taken
    // one by one can vanish between the count and the read.
    await expect
      .poll(() =>
        cards.evaluateAll(
          (shown) => shown.length > 0 && shown.every((card) => card.textContent?.includes('Overdue')),
        ),
      )
      .toBe(true);

    await page.getByLabel('Sort').selectOption('priority');
    await expect(page).toHaveURL(/\?due=overdue&sort=priority$/);
    await expect(cards.first()).toContainText('URGENT');
    await page.reload();
    await expect(page.getByLabel('Sort')).toHaveValue('priority');
    await expect(page.getByLabel('Due', { exact: true })).toHaveValue('overdue');
    await expectNoSeriousA11yViolations(page);
    expect(problems).toEqual([]);
  });
}

test('the sidebar’s follow-up badge opens exactly the list it counts, with a way back', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  const problems = watchForErrors(page);
  const { token } = await apiLogin(page, 'office');
  const counted = await apiGet<unknown[]>(page.request, token, '/api/work-orders-need-follow-up?limit=1');
  const total = Number(counted.response.headers()['x-total-count']);
  expect(total).toBeGreaterThan(0);
  await page.goto('/dashboard');
  const navigation = page.getByRole('navigation', { name: 'Main navigation' });
  const badge = navigation.getByRole('link', { name: `${total > 99 ? '99+' : total} need follow-up` });
  // The tooltips load after the first paint; a pointer that rests there meanwhile is moved again.
  await expect(async () => {
    await badge.hover({ position: { x: 4 + Math.random() * 8, y: 8 } });
    await expect(page.getByRole('tooltip')).toHaveText(`${total > 99 ? '99+' : total} need follow-up`, {
      timeout: 1500,
    });
  }).toPass();
  await badge.click();
  await expect(page).toHaveURL('/tasks?view=follow-up');
  await expect(page.getByRole('heading', { level: 1, name: 'Needs follow-up' })).toBeVisible();
  await expect(page.getByText(`${total} tasks`)).toBeVisible();
  await shot(page, 'follow-up-1440');
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('link', { name: 'Back to Current Tasks' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Current Tasks' })).toBeVisible();
  expect(problems).toEqual([]);
});

test('Paused Jobs reads the longest holds first, and the Sort stays in the URL', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  const { token } = await apiLogin(page, 'office');
  const held = await apiGet<{ id: number }[]>(
    page.request,
    token,
    '/api/work-orders/on-hold?sort=pausedAt&limit=3',
  );
  await page.goto('/paused-jobs');
  await expect(page.getByLabel('Sort')).toHaveValue('held');
  await expect.poll(async () => (await shownIds(page)).slice(0, 3)).toEqual(idsOf(held.body));
  await shot(page, 'paused-held-1440');
  await page.getByLabel('Sort').selectOption('newest');
  await expect(page).toHaveURL('/paused-jobs?sort=newest');
});

test('the dashboard answers the manager: busiest technicians, longest holds, overdue work', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  const problems = watchForErrors(page);
  const { token } = await apiLogin(page, 'management');
  const held = await apiGet<{ id: number; title: string }[]>(
    page.request,
    token,
    '/api/work-orders/on-hold?sort=pausedAt&limit=1',
  );
  await page.goto('/dashboard');

  const workload = page.getByRole('region', { name: 'Staff Workload' });
  const rows = workload.getByRole('link', { name: /^Open .*'s jobs$/ });
  await expect(rows.first()).toBeVisible();
  const bars = workload.getByRole('progressbar');
  const loads = await bars.evaluateAll((items) =>
    items.map((bar) => Number(bar.getAttribute('aria-valuenow'))),
  );
  // Technicians lead, the busiest first (the first rows are the technicians of the demo data).
  expect(loads[0]).toBeGreaterThanOrEqual(loads[1] ?? 0);
  await expect(workload.getByText('Alan Whitaker')).toHaveCount(0);

  const paused = page.getByRole('region', { name: 'Paused Jobs' });
  await expect(paused.getByRole('listitem').first()).toContainText(/days? on hold/);
  expect(held.body.length).toBe(1);

  const overdue = page.locator('[data-slot="stat-card"]').filter({ hasText: 'Overdue' });
  await expect(overdue).toContainText(/\d+/);
  await expect(
    page.getByText(
      /more active tasks? than 30 days ago|fewer active tasks? than 30 days ago|As many active tasks/,
    ),
  ).toBeVisible();
  await shot(page, 'dashboard-1440');
  await expectNoSeriousA11yViolations(page);

  await overdue.getByRole('link', { name: 'View overdue tasks' }).click();
  await expect(page).toHaveURL('/tasks?due=overdue');
  await expect(page.getByLabel('Due', { exact: true })).toHaveValue('overdue');

  await page.goBack();
  const first = workload.getByRole('link', { name: /^Open .*'s jobs$/ }).first();
  await first.click();
  await expect(page).toHaveURL(/\/tasks\?assignee=\d+$/);
  await expect(page.getByLabel('Assignee')).not.toHaveValue('all');
  expect(problems).toEqual([]);
});

test('the dashboard at 390 px keeps the overdue card and the workload rows', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await apiLogin(page, 'management');
  await page.goto('/dashboard');
  await expect(page.locator('[data-slot="stat-card"]').filter({ hasText: 'Overdue' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Staff Workload' }).getByRole('link').first()).toBeVisible();
  await shot(page, 'dashboard-390');
});
