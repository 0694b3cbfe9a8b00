import type { Page } from '@playwright/test';
import {
  apiCreatePausedJob,
  apiCreateTask,
  apiLogin,
  checkScreen,
  expect,
  test,
  uniqueJobNumber,
  watchForErrors,
} from './fixtures.ts';

/**
 * Issue 23, "Search that finds every job" (ADR 026): the header search still lands on Current
 * Tasks, which tells how many paused jobs and completed tasks match and links to them with the
 * search; on Paused Jobs and Completed Tasks the header search searches the page in place.
 */

const headerSearch = (page: Page) =>
  page.getByRole('banner').getByRole('searchbox', { name: 'Search work orders' });

test('a header search for a paused job’s customer finds it on Paused Jobs, and there the header search filters in place', async ({
  page,
}) => {
  const { token } = await apiLogin(page, 'office');
  const stamp = uniqueJobNumber('SC');
  // Names no demo job has: a customer whose only job is on hold, and one whose job is completed.
  const onHold = `Quillfeather${stamp.slice(-5)}`;
  const other = `Brackenridge${stamp.slice(-5)}`;
  await apiCreatePausedJob(page.request, token, { jobNumber: `${stamp}-1`, jobLastName: onHold });
  await apiCreatePausedJob(page.request, token, { jobNumber: `${stamp}-2`, jobLastName: other });
  const finished = await apiCreateTask(page.request, token, {
    workOrderId: `${stamp}-3`,
    title: `${onHold} boiler service`,
  });
  const done = await page.request.patch(`/api/work-orders/${finished}`, {
    headers: { 'x-auth-token': token },
    data: { status: 'completed' },
  });
  expect(done.status(), await done.text()).toBe(200);
  const problems = watchForErrors(page);

  // Enter in the header search goes to /tasks/active?search=...
  await page.goto('/dashboard');
  await headerSearch(page).fill(onHold);
  await headerSearch(page).press('Enter');
  await expect(page).toHaveURL(`/tasks/active?search=${onHold}`);
  await expect(page.getByText('No tasks match your filters')).toBeVisible();
  const elsewhere = page.getByRole('status', { name: 'Matches on other pages' });
  const pausedLink = elsewhere.getByRole('link', { name: '1 paused job matches' });
  await expect(pausedLink).toBeVisible();
  await expect(elsewhere.getByRole('link', { name: '1 completed task matches' })).toBeVisible();
  await checkScreen(page, 'search-counts-current-tasks');

  // The link carries the search to Paused Jobs, which shows the job.
  await pausedLink.click();
  await expect(page).toHaveURL(`/paused-jobs?search=${onHold}`);
  await expect(page.getByRole('heading', { name: 'Paused Jobs', level: 1 })).toBeVisible();
  const cards = page.getByTestId('work-order-card');
  await expect(cards).toHaveCount(1);
  await expect(cards.first()).toContainText(onHold);
  await expect(page.getByRole('searchbox', { name: 'Search paused jobs' })).toHaveValue(onHold);
  await expect(headerSearch(page)).toHaveValue(onHold);

  // Here the header search filters this page as the person types: no Enter, no leaving.
  await headerSearch(page).fill(other);
  await expect(page).toHaveURL(`/paused-jobs?search=${other}`);
  await expect(cards).toHaveCount(1);
  await expect(cards.first()).toContainText(other);
  await expect(page.getByRole('searchbox', { name: 'Search paused jobs' })).toHaveValue(other);
  // Enter stays too.
  await headerSearch(page).press('Enter');
  await expect(page).toHaveURL(`/paused-jobs?search=${other}`);
  await checkScreen(page, 'search-counts-paused-jobs-in-place');

  // The completed count's link lands on Completed Tasks searched; its header search is in place too.
  await page.goBack();
  await expect(page).toHaveURL(`/tasks/active?search=${onHold}`);
  await page
    .getByRole('status', { name: 'Matches on other pages' })
    .getByRole('link', { name: '1 completed task matches' })
    .click();
  await expect(page).toHaveURL(`/completed-tasks?search=${onHold}`);
  await expect(page.getByRole('searchbox', { name: 'Search completed tasks' })).toHaveValue(onHold);
  await expect(page.getByText(`${onHold} boiler service`)).toBeVisible();
  await headerSearch(page).fill(other);
  await expect(page).toHaveURL(`/completed-tasks?search=${other}`);
  await expect(page.getByText('No completed tasks match your search')).toBeVisible();
  expect(problems).toEqual([]);
});

test('counting asks the server for one row per list, never the whole list', async ({ page }) => {
  await apiLogin(page, 'office');
  const asked: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/api/work-orders')) asked.push(`${url.pathname}${url.search}`);
  });
  await page.goto('/tasks/active?search=valve');
  await expect(page.getByRole('status', { name: 'Matches on other pages' })).not.toBeEmpty();
  const onHold = asked.filter((path) => path.startsWith('/api/work-orders/on-hold'));
  expect(onHold).toEqual(['/api/work-orders/on-hold?search=valve&limit=1']);
  expect(asked).toContain('/api/work-orders?status=completed&search=valve&limit=1');
});
