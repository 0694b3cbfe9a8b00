import {
  apiCreateTask,
  apiGet,
  apiLogin,
  checkScreen,
  expect,
  SCREEN_SIZES,
  startScreenPass,
  test,
  uniqueJobNumber,
  watchForErrors,
} from './fixtures.ts';

/**
 * The task screens and dialogs at 1440x900 and in a 360x740 window (a desktop browser made
 * narrow: a phone's user agent is sent to the mobile page instead), each checked with checkScreen.
 * The task list searched and /completed-tasks are route screens (route-screens.desktop.spec.ts).
 * At 1440 the office's Hand-back section is checked too, on a demo job handed back and awaiting
 * review (docs/decisions/068-visit-hand-back.md; its 390 px check is e2e/hand-back-refused.phone.spec.ts).
 */
for (const size of SCREEN_SIZES) {
  test(`task screens and dialogs at ${size.width}x${size.height}`, async ({ page }) => {
    test.slow();
    await startScreenPass(page, size);
    const { token } = await apiLogin(page, 'office');
    const id = await apiCreateTask(page.request, token, {
      workOrderId: uniqueJobNumber('SHOT'),
      title: 'Water heater pilot keeps going out',
      description:
        'Gas water heater in the garage. Pilot lights but goes out after a few minutes; thermocouple suspected.',
      priority: 'urgent',
      dueDate: new Date(Date.now() + 5 * 3600_000).toISOString(),
    });
    const problems = watchForErrors(page);

    await page.goto('/tasks');
    await expect(page.getByTestId('work-order-card').first()).toBeVisible();
    await checkScreen(page, 'tasks-cards');

    await page.getByRole('button', { name: 'List', exact: true }).click();
    await expect(page.getByTestId('work-order-card').first()).toBeVisible();
    await checkScreen(page, 'tasks-list');
    await page.getByRole('button', { name: 'Cards', exact: true }).click();

    await page.goto(`/work-orders/${id}`);
    const detail = page.getByRole('dialog', { name: /Water heater pilot keeps going out/ });
    await expect(detail.getByText('URGENT', { exact: true })).toBeVisible();
    await checkScreen(page, 'task-detail');
    // Closing the dialog goes back to the task list it was opened over.
    await page.keyboard.press('Escape');
    await expect(detail).toBeHidden();
    await expect(page).toHaveURL(/\/tasks(\?|$)/);
    await expect(page.getByTestId('work-order-card').first()).toBeVisible();

    await page.getByRole('button', { name: 'Quick actions' }).click();
    await page.getByRole('menuitem', { name: '+Task' }).click();
    await expect(page.getByRole('dialog', { name: 'Create New Task' })).toBeVisible();
    await checkScreen(page, 'create-task');
    await page.keyboard.press('Escape');

    await page.getByTestId('work-order-card').first().getByRole('button', { name: 'Update' }).click();
    const update = page.getByRole('dialog', { name: 'Update Task' });
    await expect(update.getByRole('textbox', { name: 'Notes' })).toBeVisible();
    await checkScreen(page, 'update-task');
    await page.keyboard.press('Escape');

    if (size.width === 1440) {
      const [handedBack] = (
        await apiGet<{ id: number; title: string }[]>(
          page.request,
          token,
          '/api/work-orders?handBack=awaiting-review&limit=1',
        )
      ).body;
      if (!handedBack) throw new Error('The demo data has no hand-back awaiting review');
      await page.goto(`/work-orders/${handedBack.id}`);
      const job = page.getByRole('dialog', { name: handedBack.title });
      await expect(job.getByText('Awaiting review', { exact: true })).toBeVisible();
      await expect(job.getByRole('button', { name: 'Mark reviewed' })).toBeVisible();
      await checkScreen(page, 'task-detail-hand-back');
    }

    expect(problems).toEqual([]);
  });
}
