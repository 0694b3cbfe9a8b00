import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { answer } from '#tooling/test-client/api-handlers.ts';
import { workOrder } from '#tooling/test-client/fixtures.ts';
import {
  findCount,
  MOBILE_LIST,
  renderMobilePage,
  setUpMobilePageTests,
} from '#tooling/test-client/mobile-pages.tsx';
import { server } from '#tooling/test-client/msw-server.ts';
import { MobileTasksPage } from './mobile-tasks-page.tsx';

setUpMobilePageTests();

const person = (id: number, name: string) => ({
  id,
  name,
  photo: null,
  colorTheme: 'blue',
  employeeType: 'plumber',
});

const LONG = `Water is coming through the ceiling of the downstairs bathroom and the customer shut the main ${'x'.repeat(60)}`;

const JOBS = [
  workOrder(1, {
    workOrderId: '48213',
    title: 'Leaking valve under sink',
    status: 'in-progress',
    priority: 'urgent',
    description: LONG,
    customerName: 'Ana Ruiz',
    city: 'Springfield',
    dueDate: new Date(Date.now() - 3_600_000).toISOString(),
    assignedEmployees: [person(7, 'Carlos Mendez')],
  }),
  workOrder(2, {
    workOrderId: '48214',
    title: 'Water heater estimate',
    city: 'Shelbyville',
    assignedEmployees: [person(7, 'Carlos Mendez'), person(8, 'Dana Brooks'), person(9, 'Eli Ford')],
  }),
  workOrder(3, {
    workOrderId: '48215',
    status: 'on-hold',
    jobLastName: 'Smith',
    jobNumber: '48215',
    title: 'ignored for paused jobs',
  }),
];

const card = (name: RegExp) => screen.getByRole('link', { name });

describe('/mobile-tasks', () => {
  it('shows each job as one link: number, title, customer and city, status, URGENT, due date, clipped description, people', async () => {
    server.use(answer(MOBILE_LIST, JOBS));
    renderMobilePage('/mobile-tasks', <MobileTasksPage />);
    await findCount(3);

    const first = card(/#48213/);
    expect(first.getAttribute('href')).toBe('/work-orders/1');
    const view = within(first);
    expect(view.getByText('Leaking valve under sink')).toBeTruthy();
    expect(view.getByText('In Progress')).toBeTruthy();
    expect(view.getByText('URGENT')).toBeTruthy();
    expect(view.getByText('Overdue')).toBeTruthy();
    expect(view.getByText('Carlos Mendez')).toBeTruthy();
    // Who the job is for and where (issue 23).
    expect(view.getByText('Ana Ruiz · Springfield')).toBeTruthy();
    // Card descriptions are cut at 100 characters.
    expect(view.getByText(/^Water is coming/).textContent).toBe(`${LONG.slice(0, 100).trimEnd()}...`);

    const second = within(card(/#48214/));
    expect(second.getByText('Active')).toBeTruthy();
    expect(second.queryByText('URGENT')).toBeNull();
    expect(second.getByText('3 assigned')).toBeTruthy();
    expect(second.getByText('Water under the kitchen sink')).toBeTruthy();
    expect(second.getByText('Shelbyville')).toBeTruthy();

    // A paused job goes by its customer and job number, as on /paused-jobs.
    expect(within(card(/#48215/)).getByText('Smith - 48215')).toBeTruthy();
    expect(within(card(/#48215/)).getByText('On Hold')).toBeTruthy();

    // Read-only: nothing on the list edits a job.
    expect(screen.queryByRole('button', { name: /Active|In Progress|Complete/ })).toBeNull();
    expect(screen.queryByRole('combobox')).toBeNull();
  });

  it('opens the job from its card', async () => {
    server.use(answer(MOBILE_LIST, JOBS));
    const { user } = renderMobilePage('/mobile-tasks', <MobileTasksPage />);
    await findCount(3);
    await user.click(card(/#48214/));
    expect(await screen.findByText('Work order page 2')).toBeTruthy();
  });
});
