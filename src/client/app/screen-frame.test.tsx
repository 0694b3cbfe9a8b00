import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect } from 'react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { useOpenWorkOrder } from '../lib/work-order-address.ts';
import { ScreenFrame } from './screen-frame.tsx';

// The real dialog is the detail dialog's own chunk and tests; here it only has to be there.
vi.mock('./work-order-dialog-host.tsx', () => ({
  WorkOrderDialogHost: ({ workOrderId, onClose }: { workOrderId: number; onClose: () => void }) => (
    <div role="dialog" aria-label={`Job ${workOrderId}`}>
      <button type="button" onClick={onClose}>
        Close
      </button>
    </div>
  ),
}));

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
  render(<RouterProvider router={router} />);
  return router;
}

describe('ScreenFrame: a job opened from a list (ADR 026)', () => {
  it('puts /work-orders/{id} in the address, keeps the list mounted under the dialog, and Back closes it', async () => {
    const user = userEvent.setup();
    const router = renderFrames(['/tasks/active?search=valve']);
    await user.click(screen.getByRole('button', { name: 'Open 42' }));

    expect(router.state.location.pathname).toBe('/work-orders/42');
    expect(screen.getByRole('dialog', { name: 'Job 42' })).toBeTruthy();
    // The list still reads its own address (its filters), and was not mounted again.
    expect(screen.getByRole('heading', { name: 'List at /tasks/active?search=valve' })).toBeTruthy();
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
    await user.click(screen.getByRole('button', { name: 'Close' }));
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
    expect(screen.getByRole('heading', { name: 'List at /tasks/active?search=tap' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(`${router.state.location.pathname}${router.state.location.search}`).toBe(
      '/tasks/active?search=tap',
    );
    expect(router.state.historyAction).toBe('REPLACE');
  });
});
