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
import { UltraMobileTasksPage } from './ultra-mobile-tasks-page.tsx';

setUpMobilePageTests();

const JOBS = [
  workOrder(1, {
    workOrderId: '48213',
    title: 'Leaking valve under sink',
    status: 'in-progress',
    priority: 'urgent',
  }),
  workOrder(2, { workOrderId: '48214', title: 'Water heater estimate' }),
  workOrder(3, { workOrderId: '48215', status: 'on-hold', jobLastName: 'Smith', jobNumber: '48215' }),
];

async function renderUltra() {
  server.use(answer(MOBILE_LIST, JOBS));
  const view = renderMobilePage('/ultra-mobile-tasks', <UltraMobileTasksPage />);
  await findCount(3);
  return view;
}

const lines = () => within(screen.getByRole('list', { name: 'Tasks' })).getAllByRole('link');

describe('/ultra-mobile-tasks', () => {
  it('shows one line per job: number, title, and named status and priority dots', async () => {
    await renderUltra();
    // The technicians' order: in progress, then open, then on hold.
    expect(lines().map((line) => line.getAttribute('href'))).toEqual([
      '/work-orders/1',
      '/work-orders/2',
      '/work-orders/3',
    ]);
    expect(
      screen.getByRole('link', {
        name: '#48213 Leaking valve under sink Status: In Progress Priority: Urgent',
      }),
    ).toBeTruthy();
    expect(
      screen.getByRole('link', { name: '#48214 Water heater estimate Status: Active Priority: Normal' }),
    ).toBeTruthy();
    // A paused job goes by its customer and job number, as on /paused-jobs.
    expect(
      screen.getByRole('link', { name: '#48215 Smith - 48215 Status: On Hold Priority: Normal' }),
    ).toBeTruthy();
  });

  it('explains the dots in a legend', async () => {
    await renderUltra();
    const legend = within(screen.getByRole('complementary', { name: 'What the dots mean' }));
    for (const label of ['Status', 'Active', 'In Progress', 'On Hold', 'Priority', 'Urgent', 'Normal']) {
      expect(legend.getByText(label)).toBeTruthy();
    }
    // The legend's dots are explained by their labels; only the jobs' dots are named.
    expect(screen.getAllByText(/^ ?Priority: /)).toHaveLength(3);
  });

  it('opens the job from its line', async () => {
    const { user } = await renderUltra();
    await user.click(screen.getByRole('link', { name: /^#48214/ }));
    expect(await screen.findByText('Work order page 2')).toBeTruthy();
  });
});
