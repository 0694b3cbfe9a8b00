import { QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect } from 'react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { WorkOrderDetail } from '#shared/schemas/work-order.ts';
import { answer } from '#tooling/test-client/api-handlers.ts';
import { currentEmployee, NoopResizeObserver, TOKEN, workOrder } from '#tooling/test-client/fixtures.ts';
import { server } from '#tooling/test-client/msw-server.ts';
import { createQueryClient } from '../lib/query-client.ts';
import { queryKeys } from '../lib/query-keys.ts';
import { useOpenWorkOrder } from '../lib/work-order-address.ts';
import { ScreenFrame } from './screen-frame.tsx';

let mounts = 0;

function List() {
  const location = useLocation();
  const open = useOpenWorkOrder();
  useEffect(() => {
    mounts += 1;
  }, []);
  return (
    <>
      <h1>List at {`${location.pathname}${location.search}`}</h1>
      <button type="button" onClick={() => open(42)}>
        Open 42
      </button>
    </>
  );
}

const listScreen = <List key="list" />;
const quietPage = <h1 key="job">Quiet job page</h1>;
const screenAt = (pathname: string) => (pathname === '/tasks/active' ? listScreen : null);

function renderFrames(initialEntries: (string | { pathname: string; state: unknown })[]) {
  mounts = 0;
  const router = createMemoryRouter(
    [
      { path: '/tasks/active', element: <ScreenFrame screen={listScreen} screenAt={screenAt} /> },
      { path: '/work-orders/:id', element: <ScreenFrame screen={quietPage} screenAt={screenAt} /> },
    ],
    { initialEntries, initialIndex: initialEntries.length - 1 },
  );
  localStorage.setItem('authToken', TOKEN);
  const queryClient = createQueryClient();
  queryClient.setQueryData(queryKeys.currentEmployee, currentEmployee());
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

/** Order 42 as GET /api/work-orders/42 answers it, for the real (lazy) detail dialog. */
function orderFortyTwo(): WorkOrderDetail {
  const { commentCount: _count, latestComment: _latest, ...order } = workOrder(42, { title: 'Dripping tap' });
  return { ...order, comments: [], questions: [], attachmentCount: 0 };
}

beforeEach(() => {
  vi.stubGlobal('ResizeObserver', NoopResizeObserver);
  server.use(
    answer('GET /api/work-orders/:id', orderFortyTwo()),
    answer('GET /api/work-orders/:id/attachments', []),
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
});

// The detail dialog is its own chunk: its first load in a test transforms a good deal of code.
const dialog = () => screen.findByRole('dialog', { name: /Dripping tap/ }, { timeout: 10_000 });
const closeButton = async () =>
  within(await dialog()).getAllByRole('button', { name: 'Close' })[0] as HTMLElement;

describe('ScreenFrame: a job opened from a list (ADR 026)', { timeout: 20_000 }, () => {
  it('puts /work-orders/{id} in the address, keeps the list mounted under the dialog, and Back closes it', async () => {
    const user = userEvent.setup();
    const router = renderFrames(['/tasks/active?search=valve']);
    await user.click(screen.getByRole('button', { name: 'Open 42' }));

    expect(router.state.location.pathname).toBe('/work-orders/42');
    expect(await dialog()).toBeTruthy();
    // The list still reads its own address (its filters), and was not mounted again.
    expect(
      screen.getByRole('heading', { name: 'List at /tasks/active?search=valve', hidden: true }),
    ).toBeTruthy();
    expect(mounts).toBe(1);

    await act(() => router.navigate(-1));
    expect(router.state.location.pathname).toBe('/tasks/active');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(mounts).toBe(1);
  });

  it('closing the dialog is Back, not a new entry', async () => {
    const user = userEvent.setup();
    const router = renderFrames(['/tasks/active']);
    await user.click(screen.getByRole('button', { name: 'Open 42' }));
    await user.click(await closeButton());
    expect(router.state.location.pathname).toBe('/tasks/active');
    expect(router.state.historyAction).toBe('POP');
  });

  it('a job opened from a link or typed in is the quiet page', () => {
    renderFrames(['/work-orders/42']);
    expect(screen.getByRole('heading', { name: 'Quiet job page' })).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('a job whose list the portal does not draw is the quiet page too', () => {
    renderFrames([
      {
        pathname: '/work-orders/42',
        state: { backgroundLocation: { pathname: '/nowhere', search: '', hash: '', state: null, key: 'x' } },
      },
    ]);
    expect(screen.getByRole('heading', { name: 'Quiet job page' })).toBeTruthy();
  });

  it('the first entry with a list in its state closes to that list, replacing itself', async () => {
    const user = userEvent.setup();
    const background = { pathname: '/tasks/active', search: '?search=tap', hash: '', state: null, key: 'x' };
    const router = renderFrames([{ pathname: '/work-orders/42', state: { backgroundLocation: background } }]);
    expect(
      screen.getByRole('heading', { name: 'List at /tasks/active?search=tap', hidden: true }),
    ).toBeTruthy();
    await user.click(await closeButton());
    expect(`${router.state.location.pathname}${router.state.location.search}`).toBe(
      '/tasks/active?search=tap',
    );
    expect(router.state.historyAction).toBe('REPLACE');
  });
});
