import {
  apiCreateEmployee,
  apiCreateTask,
  apiLoginAs,
  apiSession,
  expect,
  test,
  uniqueJobNumber,
  watchForErrors,
} from './fixtures.ts';

test('a technician on a job hears of the office’s comment, opens it from /notifications, and the count drops', async ({
  page,
}) => {
  const problems = watchForErrors(page);
  const tech = await apiCreateEmployee(page.request, { employeeType: 'plumber' });
  const office = await apiSession(page.request, 'office');
  const jobNumber = uniqueJobNumber('N');
  const id = await apiCreateTask(page.request, office.token, {
    workOrderId: jobNumber,
    title: 'Noisy water heater',
    assignedEmployees: [tech.id],
  });
  const comment = await page.request.post(`/api/work-orders/${id}/comments`, {
    headers: { 'x-auth-token': office.token },
    data: { content: 'Customer asks for a morning visit.', type: 'note', notifyAdmin: false },
  });
  expect(comment.status(), await comment.text()).toBe(201);

  await apiLoginAs(page, tech.email, tech.password);
  await page.goto('/dashboard');
  const header = page.getByRole('banner');
  // The assignment and the comment.
  const bell = header.getByRole('link', { name: 'Notifications, 2 unread' });
  await expect(bell).toBeVisible();
  await bell.click();
  await expect(page).toHaveURL(/\/notifications$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Notifications' })).toBeVisible();

  const items = page.getByTestId('notification');
  await expect(items).toHaveCount(2);
  // Newest first: the comment, then the assignment.
  await expect(items.first()).toContainText(`New comment on #${jobNumber}`);
  await expect(items.first()).toContainText('Unread:');
  await items.first().getByRole('button').click();

  await expect(page).toHaveURL(new RegExp(`/work-orders/${id}$`));
  await expect(page.getByRole('dialog')).toContainText('Noisy water heater');
  // Closing the dialog goes back to the list (the open dialog hides the header from the tree).
  await page.keyboard.press('Escape');
  await expect(page).toHaveURL(/\/notifications$/);
  await expect(header.getByRole('link', { name: 'Notifications, 1 unread' })).toBeVisible();
  await expect(items.first()).not.toContainText('Unread:');
  await page.getByRole('button', { name: 'Mark all as read' }).click();
  await expect(header.getByRole('link', { name: 'Notifications', exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Mark all as read' })).toBeDisabled();
  expect(problems).toEqual([]);
});
