import {
  apiCreateTask,
  apiLogin,
  expect,
  isPhoneProject,
  test,
  uniqueJobNumber,
  watchForErrors,
} from './fixtures.ts';

test('a link to a work order opens its detail dialog; closing it goes to the task list when there is nowhere to go back to', async ({
  page,
}) => {
  const { token } = await apiLogin(page, 'plumber');
  const id = await apiCreateTask(page.request, token, {
    workOrderId: uniqueJobNumber('LINK'),
    title: 'Toilet runs all night',
  });
  const problems = watchForErrors(page);
  await page.goto(`/work-orders/${id}`);
  const detail = page.getByRole('dialog', { name: /Toilet runs all night/ });
  await expect(detail).toBeVisible();
  await expect(detail.getByText('Task', { exact: true }).first()).toBeVisible();
  await detail.getByRole('button', { name: 'Close' }).first().click();
  const expected = isPhoneProject(test.info()) ? '/minimal-mobile-tasks' : '/tasks';
  await expect(page).toHaveURL(expected);
  expect(problems).toEqual([]);
});

test('a work order that does not exist, or an id that cannot be one, says Work Order Not Found', async ({
  page,
}) => {
  await apiLogin(page, 'plumber');
  const problems = watchForErrors(page, { allowStatuses: [404] });
  await page.goto('/work-orders/999999999');
  await expect(page.getByRole('heading', { name: 'Work Order Not Found' })).toBeVisible();
  await expect(page.getByText('The requested work order could not be found.')).toBeVisible();

  await page.goto('/work-orders/unknown');
  await expect(page.getByRole('heading', { name: 'Work Order Not Found' })).toBeVisible();
  await expect(page.getByText('The work order ID is missing or invalid.')).toBeVisible();
  expect(problems).toEqual([]);
});
