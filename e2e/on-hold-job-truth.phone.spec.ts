import { apiLogin, expect, test, uniqueJobNumber, watchForErrors } from './fixtures.ts';

/**
 * Issue 23, one truth per job: a task put on hold keeps the number it was known by (never
 * 'Name - 00000') and stops looking urgent on the phone ('On hold · today', not 'Due in 5 hours').
 */
test('a task put on hold shows its own number and its time on hold on the phone list, not a red due date', async ({
  page,
}) => {
  const session = await apiLogin(page, 'office');
  const headers = { 'x-auth-token': session.token };
  const number = uniqueJobNumber('HOLD');
  const created = await page.request.post('/api/work-orders', {
    headers,
    data: {
      workOrderId: number,
      title: `Slab leak follow-up ${number}`,
      description: 'Check the rerouted line.',
      type: 'task',
      priority: 'urgent',
      customerName: 'Michael Jankowski',
      dueDate: new Date(Date.now() + 5 * 3_600_000 + 600_000).toISOString(),
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { id } = (await created.json()) as { id: number };
  const held = await page.request.patch(`/api/work-orders/${id}`, { headers, data: { status: 'on-hold' } });
  expect(held.status(), await held.text()).toBe(200);
  const problems = watchForErrors(page);

  // Work on hold comes last in a technician's order; the page's own filters bring it up.
  await page.goto('/minimal-mobile-tasks?show=all&status=on-hold&priority=urgent');
  const card = page.locator(`[data-work-order-id="${id}"]`);
  await expect(card.getByRole('heading', { name: `Michael Jankowski - ${number}` })).toBeVisible();
  await expect(card).toContainText('On hold · today');
  await expect(card).not.toContainText('Due in');
  await expect(card).not.toContainText('00000');
  expect(problems).toEqual([]);
});
