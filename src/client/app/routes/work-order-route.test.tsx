import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '#client/lib/query-client.ts';
import { queryKeys } from '#client/lib/query-keys.ts';
import type { WorkOrderDetail } from '#shared/schemas/work-order.ts';
import { answer, fail, sentRequests } from '#tooling/test-client/api-handlers.ts';
import { footerClose } from '#tooling/test-client/detail-dialog.tsx';
import { currentEmployee, NoopResizeObserver, TOKEN, workOrder } from '#tooling/test-client/fixtures.ts';
import { server } from '#tooling/test-client/msw-server.ts';
import WorkOrderRoute from './work-order-route.tsx';

const DETAIL = 'GET /api/work-orders/:id';

/** Order 5 as GET /api/work-orders/5 answers it: no comments, questions or files. */
function orderFive(): WorkOrderDetail {
  const {
    commentCount: _count,
    latestComment: _latest,
    ...order
  } = workOrder(5, {
    title: 'Leaking water heater',
  });
  return { ...order, comments: [], questions: [], attachmentCount: 0 };
}

/** The route after visiting `entries` in turn (the last one is current), signed in as office. */
function visit(entries: string[]) {
  localStorage.setItem('authToken', TOKEN);
  const queryClient = createQueryClient();
  queryClient.setQueryData(queryKeys.currentEmployee, currentEmployee());
  const user = userEvent.setup();
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={entries} initialIndex={entries.length - 1}>
        <Routes>
          <Route path="/work-orders/:id" element={<WorkOrderRoute />} />
          <Route path="/tasks" element={<h1>Tasks page</h1>} />
          <Route path="/dashboard" element={<h1>Dashboard page</h1>} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return user;
}

/** Order 5 and the dialog's own reads of it. */
function serveOrderFive() {
  server.use(answer(DETAIL, orderFive()), answer('GET /api/work-orders/:id/attachments', []));
}

beforeEach(() => {
  vi.stubGlobal('ResizeObserver', NoopResizeObserver);
});
afterEach(() => {
  vi.unstubAllGlobals();
});

const findFooterClose = async () => {
  await screen.findByText('Each change saves as you make it.');
  return footerClose();
};

describe('/work-orders/{id}', () => {
  it('an id that is not a positive whole number is invalid, and nothing is asked', () => {
    visit(['/work-orders/abc']);
    expect(screen.getByRole('heading', { name: 'Work Order Not Found' })).toBeTruthy();
    expect(screen.getByText('The work order ID is missing or invalid.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to Tasks' }).getAttribute('href')).toBe('/tasks');
    expect(sentRequests).toEqual([]);
  });

  it('an unknown work order is not found', async () => {
    server.use(fail(DETAIL, 404, 'Work order not found'));
    visit(['/work-orders/7']);
    expect(await screen.findByText('The requested work order could not be found.')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Work Order Not Found' })).toBeTruthy();
  });

  it('opens the dialog; closing a link opened directly goes to /tasks', async () => {
    serveOrderFive();
    const user = visit(['/work-orders/5']);
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('heading', { name: 'Leaking water heater' })).toBeTruthy();
    // The footer's Close (the corner X has the same name, ADR 060).
    await user.click(await findFooterClose());
    expect(await screen.findByRole('heading', { name: 'Tasks page' })).toBeTruthy();
  });

  it('closing goes back to where the visitor came from', async () => {
    serveOrderFive();
    const user = visit(['/dashboard', '/work-orders/5']);
    const dialog = await screen.findByRole('dialog');
    expect(dialog.contains(document.activeElement)).toBe(true);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Dashboard page' })).toBeTruthy());
  });
});
