import type { Page } from '@playwright/test';
import {
  apiCreateTask,
  apiGet,
  apiLogin,
  checkScreen,
  expect,
  isPhoneProject,
  test,
  uniqueJobNumber,
  watchForErrors,
} from './fixtures.ts';

/**
 * Issue 23: the customer and the place on every job. A job opens with Call, Email and Directions
 * (on a phone without scrolling), each customer field is edited in place, and Create New Task takes
 * the customer and a due date, which the lists then show. Both projects (desktop and phone).
 */

type Order = {
  id: number;
  workOrderId: string;
  title: string;
  status: string;
  customerName: string | null;
  customerPhone: string | null;
  customerEmail: string | null;
  location: string | null;
  city: string | null;
  dueDate: string | null;
};

const digits = (phone: string) => phone.replace(/\D/g, '');
const mapSearch = (address: string) =>
  `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(address)}`;

/** The link is wholly inside the window as the job opens: nothing to scroll to. */
async function expectOnFirstScreen(page: Page, name: RegExp) {
  const link = page.getByRole('dialog').getByRole('link', { name });
  await expect(link).toBeInViewport({ ratio: 1 });
  const box = await link.boundingBox();
  const height = page.viewportSize()?.height ?? 0;
  expect(box && box.y + box.height).toBeLessThanOrEqual(height);
}

test('a seeded job opens with its customer: call, mail and directions links, on a phone on the first screen', async ({
  page,
}) => {
  const { token } = await apiLogin(page, 'office');
  const { body: orders } = await apiGet<Order[]>(
    page.request,
    token,
    '/api/work-orders?status=open&limit=50',
  );
  // The list's lean shape carries only the customer's name and city (ADR 036); the rest is in the
  // job's detail.
  let seeded: Order | undefined;
  for (const item of orders.filter((order) => order.customerName && order.city)) {
    const { body: order } = await apiGet<Order>(page.request, token, `/api/work-orders/${item.id}`);
    if (order.customerPhone && order.customerEmail && order.location) {
      seeded = order;
      break;
    }
  }
  if (!seeded) throw new Error('the demo data has no open job with a full customer');
  const problems = watchForErrors(page);

  await page.goto(`/work-orders/${seeded.id}`);
  const dialog = page.getByRole('dialog', { name: seeded.title });
  const customer = dialog.getByRole('region', { name: 'Customer' });
  await expect(customer).toBeVisible();
  await expect(customer.getByRole('link', { name: `Call ${seeded.customerPhone}` })).toHaveAttribute(
    'href',
    `tel:${digits(seeded.customerPhone ?? '')}`,
  );
  await expect(customer.getByRole('link', { name: `Email ${seeded.customerEmail}` })).toHaveAttribute(
    'href',
    `mailto:${seeded.customerEmail}`,
  );
  const address = `${seeded.location}, ${seeded.city}`;
  const directions = customer.getByRole('link', { name: `Directions to ${address} (opens in a new tab)` });
  await expect(directions).toHaveAttribute('href', mapSearch(address));
  await expect(directions).toHaveAttribute('target', '_blank');
  await expect(directions).toHaveAttribute('rel', /noopener/);
  await expect(customer).toContainText(seeded.customerName ?? '');

  if (isPhoneProject(test.info())) {
    await expectOnFirstScreen(page, /^Call /);
    await expectOnFirstScreen(page, /^Directions /);
  }
  await checkScreen(page, 'customer-block');
  expect(problems).toEqual([]);
});

test('the phone is edited in place: a bad number is refused in the server’s words, a good one saved and dialled', async ({
  page,
}) => {
  const { token } = await apiLogin(page, 'office');
  const number = uniqueJobNumber('CUS');
  const id = await apiCreateTask(page.request, token, {
    workOrderId: number,
    title: `Burst pipe ${number}`,
    customerName: 'Jane Smith',
    customerPhone: '(555) 201-3344',
    location: '12 Elm St',
    city: 'Springfield',
  });
  const problems = watchForErrors(page);
  await page.goto(`/work-orders/${id}`);
  const customer = page.getByRole('dialog').getByRole('region', { name: 'Customer' });
  await expect(customer.getByRole('link', { name: /^Call / })).toHaveAttribute('href', 'tel:5552013344');
  // No email yet: no Email link, and its field says so.
  await expect(customer.getByRole('link', { name: /^Email/ })).toHaveCount(0);

  await customer.getByRole('button', { name: 'Edit Customer Phone' }).click();
  const phone = customer.getByRole('textbox', { name: 'Customer Phone' });
  await phone.fill('555-33');
  await phone.press('Enter');
  await expect(customer.getByRole('alert')).toHaveText('Customer phone must have 7 to 15 digits');

  await phone.fill('+1 (555) 867-5309 ext. 4');
  await phone.press('Enter');
  await expect(customer.getByRole('link', { name: /^Call / })).toHaveAttribute('href', 'tel:+15558675309,4');
  await expect
    .poll(async () => (await apiGet<Order>(page.request, token, `/api/work-orders/${id}`)).body.customerPhone)
    .toBe('+1 (555) 867-5309 ext. 4');
  expect(problems).toEqual([]);
});

test('Create New Task takes the customer and a due date, and the list shows the customer’s name and city', async ({
  page,
}) => {
  test.slow();
  const { token } = await apiLogin(page, 'office');
  const number = uniqueJobNumber('NEW');
  const problems = watchForErrors(page);
  // A phone is sent from /tasks to its own page; the task list it still reaches is the searched one.
  await page.goto(isPhoneProject(test.info()) ? '/tasks/active' : '/tasks');
  await page.getByRole('button', { name: 'Quick actions' }).click();
  await page.getByRole('menuitem', { name: '+Task' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create New Task' });
  await expect(dialog).toBeVisible({ timeout: 15_000 });

  await dialog.getByLabel('Job #').fill(number);
  await dialog.getByLabel('Job Name').fill('Water heater pilot out');
  await dialog.getByLabel('Due Date').fill('2026-12-04');
  await dialog.getByRole('textbox', { name: 'Description' }).fill('No hot water since this morning.');
  await dialog.getByLabel('Customer Name').fill('Walter Okafor');
  await dialog.getByLabel('Customer Phone').fill('555 01');
  await dialog.getByLabel('Customer Email').fill('walter@example');
  await dialog.getByLabel('Address').fill('88 Harbor Rd');
  await dialog.getByLabel('City', { exact: true }).fill('Quincy');
  await dialog.getByRole('button', { name: 'Create Task' }).click();
  // The same words as the server's, under their fields, before anything is sent.
  await expect(dialog.getByText('Customer phone must have 7 to 15 digits')).toBeVisible();
  await expect(
    dialog.getByText('Customer email must be an email address such as name@example.com'),
  ).toBeVisible();

  await dialog.getByLabel('Customer Phone').fill('(555) 014-2290');
  await dialog.getByLabel('Customer Email').fill('walter@example.com');
  await dialog.getByRole('button', { name: 'Create Task' }).click();
  await expect(dialog).toBeHidden();

  const { body: found } = await apiGet<Order[]>(page.request, token, `/api/work-orders?search=${number}`);
  expect(found).toHaveLength(1);
  expect(found[0]).toMatchObject({ customerName: 'Walter Okafor', city: 'Quincy' });
  const { body: created } = await apiGet<Order>(page.request, token, `/api/work-orders/${found[0]?.id}`);
  expect(created).toMatchObject({
    customerName: 'Walter Okafor',
    customerPhone: '(555) 014-2290',
    customerEmail: 'walter@example.com',
    location: '88 Harbor Rd',
    city: 'Quincy',
    dueDate: '2026-12-04T23:59:59.000Z',
  });

  await page.goto(`/tasks/active?search=${number}`);
  const card = page.getByTestId('work-order-card').filter({ hasText: number });
  await expect(card.getByTestId('customer-place')).toHaveText('Customer: Walter Okafor · Quincy');
  expect(problems).toEqual([]);
});
