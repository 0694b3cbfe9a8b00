import type { Locator, Page } from '@playwright/test';
import {
  apiCreateEmployee,
  apiCreateTask,
  apiSession,
  checkScreen,
  expect,
  openNavigation,
  test,
  uniqueJobNumber,
  watchForErrors,
} from './fixtures.ts';

/**
 * Issue 23, a technician's own work first: a technician signs in on a phone and lands on their
 * own jobs, under way first, then urgent, then by due date (none last), then on hold; the header's
 * Mine | All switch shows everyone's and the address says so, across a reload; the menu offers no
 * page that would only send them back. The story also counts the taps and fields of "a status
 * change plus a note, from the login page".
 */

const DAY = 24 * 60 * 60 * 1000;
const inDays = (days: number) => new Date(Date.now() + days * DAY).toISOString();

/** Each tap and each field filled on the way, as the person would count them. */
function tapCounter(page: Page) {
  const counts = { taps: 0, fields: 0 };
  return {
    counts,
    tap: async (target: Locator) => {
      counts.taps += 1;
      await target.click();
    },
    fill: async (target: Locator, value: string) => {
      counts.fields += 1;
      await target.fill(value);
    },
    /** A native select on a phone: a tap opens it, a tap picks the choice. */
    choose: async (target: Locator, label: string) => {
      counts.taps += 2;
      await target.selectOption({ label });
    },
    page,
  };
}

/** The job ids of the cards, in the order they are drawn. */
const cardOrder = (page: Page) =>
  page
    .getByTestId('work-order-card')
    .evaluateAll((cards) => cards.map((card) => Number(card.getAttribute('data-work-order-id'))));

test("a technician signs in to their own jobs in working order, updates one in 3 fields and 5 taps, and All shows everyone's", async ({
  page,
}) => {
  test.slow();
  const technician = await apiCreateEmployee(page.request, { employeeType: 'plumber' });
  const office = await apiSession(page.request, 'office');
  const job = async (title: string, fields: Record<string, unknown>) => {
    const number = uniqueJobNumber('OWN');
    const id = await apiCreateTask(page.request, office.token, {
      workOrderId: number,
      title: `${title} ${number}`,
      customerName: 'Ana Ruiz',
      city: 'Springfield',
      ...fields,
    });
    return { id, number };
  };
  const onTheTeam = { assignedEmployees: [technician.id] };
  const theirs = { assignedTo: technician.id };
  const underWay = await job('Repipe laundry', { ...onTheTeam, status: 'in-progress' });
  const urgent = await job('Burst pipe', { ...theirs, priority: 'urgent', dueDate: inDays(5) });
  const dueSoon = await job('Replace faucet', { ...theirs, dueDate: inDays(1) });
  const undated = await job('Check water pressure', { ...theirs });
  const onHold = await job('Water heater part', { ...theirs, status: 'on-hold', dueDate: inDays(-1) });
  // Nobody's, under way and urgent since 2020: at the top of everyone's jobs.
  const nobodys = await job('Sewer camera', {
    status: 'in-progress',
    priority: 'urgent',
    dueDate: '2020-01-01T09:00:00.000Z',
  });
  const problems = watchForErrors(page);
  const { counts, tap, fill, choose } = tapCounter(page);

  await page.goto('/login');
  await fill(page.getByLabel('Email'), technician.email);
  await fill(page.getByLabel('Password', { exact: true }), technician.password);
  await tap(page.getByRole('button', { name: 'Sign In' }));

  // Lands on their own jobs: the bare address means Mine for a technician.
  await expect(page).toHaveURL(/\/minimal-mobile-tasks$/);
  await expect(page.getByRole('heading', { level: 1, name: 'My jobs' })).toBeVisible();
  await expect(page).toHaveTitle('My jobs - Employee Portal');
  const mine = page.getByRole('button', { name: 'Mine', exact: true });
  const all = page.getByRole('button', { name: 'All', exact: true });
  await expect(mine).toHaveAttribute('aria-pressed', 'true');
  await expect(all).toHaveAttribute('aria-pressed', 'false');
  await expect(page.getByText('5 jobs', { exact: true })).toBeVisible();
  await expect
    .poll(() => cardOrder(page))
    // Overdue first, then the soonest due (ADR 061); undated work in the technician's order (under
    // way first); work on hold last, even overdue: it waits for others.
    .toEqual([dueSoon.id, urgent.id, underWay.id, undated.id, onHold.id]);
  await expect(page.locator(`[data-work-order-id="${urgent.id}"]`)).toContainText('Ana Ruiz · Springfield');
  // Thumb-sized on a phone.
  for (const button of [mine, all]) {
    const box = await button.boundingBox();
    expect(box && box.width >= 44 && box.height >= 44, 'a 44x44 px target').toBe(true);
  }
  await checkScreen(page, 'technician-own-jobs');

  // The urgent job: start it and leave a note, in the job's dialog.
  await tap(page.locator(`[data-work-order-id="${urgent.id}"]`));
  const dialog = page.getByRole('dialog', { name: new RegExp(urgent.number) });
  await expect(dialog).toBeVisible();
  await choose(dialog.getByRole('combobox', { name: 'Status' }), 'In Progress');
  await expect(
    page.locator('[data-slot="toast-title"]').filter({ hasText: 'Updated successfully' }),
  ).toBeVisible();
  await fill(
    dialog.getByRole('textbox', { name: 'Add Note' }),
    'Main shut off, pipe cut out, new section in.',
  );
  await tap(dialog.getByRole('button', { name: 'Add Note' }));
  await expect(page.locator('[data-slot="toast-title"]').filter({ hasText: 'Note added' })).toBeVisible();
  expect(counts).toEqual({ taps: 5, fields: 3 });

  // Back on the list: everyone's jobs, one tap away, kept in the address and across a reload.
  await page.goBack();
  await expect(page.getByRole('heading', { level: 1, name: 'My jobs' })).toBeVisible();
  await all.click();
  await expect(page).toHaveURL(/\/minimal-mobile-tasks\?show=all$/);
  await expect(page.getByRole('heading', { level: 1, name: 'All jobs' })).toBeVisible();
  await expect(page.locator(`[data-work-order-id="${nobodys.id}"]`)).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'All jobs' })).toBeVisible();
  await expect(all).toHaveAttribute('aria-pressed', 'true');
  await expect(page.locator(`[data-work-order-id="${nobodys.id}"]`)).toBeVisible();
  // The keyboard reaches the switch and presses it.
  await mine.focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/show=mine/);
  await expect(page.getByRole('heading', { level: 1, name: 'My jobs' })).toBeVisible();
  await expect(page.locator(`[data-work-order-id="${nobodys.id}"]`)).toHaveCount(0);

  // The other phone pages open on the same choice, in the same order.
  await page.goto('/ultra-mobile-tasks');
  await expect(page.getByRole('heading', { level: 1, name: 'My jobs, one line each' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Tasks' }).getByRole('link')).toHaveCount(5);
  await expect(page.getByRole('list', { name: 'Tasks' }).getByRole('link').first()).toContainText(
    urgent.number,
  );

  // The menu: nothing that only sends a technician back.
  const navigation = await openNavigation(page);
  await expect(navigation.getByRole('link', { name: 'Paused Jobs' })).toBeVisible();
  await expect(navigation.getByRole('link', { name: 'Employees' })).toHaveCount(0);
  await expect(navigation.getByRole('link', { name: 'Admin Panel' })).toHaveCount(0);
  expect(problems).toEqual([]);
});
