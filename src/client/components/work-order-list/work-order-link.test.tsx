import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { expect, it } from 'vitest';
import { jobOverList } from '#client/lib/work-order-address.ts';
import { WorkOrderLink } from './work-order-link.tsx';

function renderList(at: string) {
  const router = createMemoryRouter(
    [
      { path: '/minimal-mobile-tasks', element: <WorkOrderLink workOrderId={7}>Job 7</WorkOrderLink> },
      { path: '/work-orders/:id', element: <p>job page</p> },
    ],
    { initialEntries: [at] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

it('opens the job over the list it was followed from, with the list address in the entry', async () => {
  const router = renderList('/minimal-mobile-tasks?show=all');
  expect(screen.getByRole('link', { name: 'Job 7' }).getAttribute('href')).toBe('/work-orders/7');
  await userEvent.click(screen.getByRole('link', { name: 'Job 7' }));
  expect(router.state.location.pathname).toBe('/work-orders/7');
  expect(jobOverList(router.state.location)?.background).toMatchObject({
    pathname: '/minimal-mobile-tasks',
    search: '?show=all',
  });
  expect(router.state.historyAction).toBe('PUSH');
});

it('leaves a modified click (a new tab) to the browser: the plain address, no state', async () => {
  const router = renderList('/minimal-mobile-tasks');
  const user = userEvent.setup();
  await user.keyboard('{Control>}');
  await user.click(screen.getByRole('link', { name: 'Job 7' }));
  await user.keyboard('{/Control}');
  expect(router.state.location.pathname).toBe('/minimal-mobile-tasks');
});
