import { apiLogin, expect, expectNoSeriousA11yViolations, test, watchForErrors } from './fixtures.ts';

test('My jobs reads overdue first, then the soonest due; Sort and Due stay in the URL', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const problems = watchForErrors(page);
  await apiLogin(page, 'plumber');
  await page.goto('/minimal-mobile-tasks?show=all');
  await expect(page.getByRole('heading', { level: 1, name: 'All jobs' })).toBeVisible();
  const sort = page.getByLabel('Sort');
  await expect(sort).toHaveValue('due');
  const cards = page.locator('[data-testid="work-order-card"]');
  await expect(cards.first()).toContainText('Overdue');
  await page.screenshot({ path: '/tmp/h6-day-ui/shots/my-jobs-due-390.png' });

  await page.getByRole('button', { name: /^Filters/ }).click();
  await page.getByLabel('Due', { exact: true }).selectOption('overdue');
  await expect(page).toHaveURL(/due=overdue/);
  for (const card of (await cards.all()).slice(0, 5)) await expect(card).toContainText('Overdue');

  await sort.selectOption('newest');
  await expect(page).toHaveURL(/sort=newest/);
  await page.reload();
  await expect(page.getByLabel('Sort')).toHaveValue('newest');
  await page.screenshot({ path: '/tmp/h6-day-ui/shots/my-jobs-newest-390.png' });
  await expectNoSeriousA11yViolations(page);
  expect(problems).toEqual([]);
});
