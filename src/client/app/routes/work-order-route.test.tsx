import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  NoopResizeObserver,
  sampleOrder,
  signedInClient,
  stubApi,
} from '../../features/work-order-detail/testing/detail-test-kit.tsx';
import WorkOrderRoute from './work-order-route.tsx';

function visit(entries: string[]) {
  render(
    <QueryClientProvider client={signedInClient()}>
      <MemoryRouter initialEntries={entries} initialIndex={entries.length - 1}>
        <Routes>
          <Route path="/work-orders/:id" element={<WorkOrderRoute />} />
          <Route path="/tasks" element={<h1>Tasks page</h1>} />
          <Route path="/dashboard" element={<h1>Dashboard page</h1>} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

beforeEach(() => {
  localStorage.clear();
  vi.stubGlobal('ResizeObserver', NoopResizeObserver);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('/work-orders/{id} (SPEC 2)', () => {
  it('an id that is not a positive whole number is invalid, and nothing is asked', () => {
    const api = stubApi({});
    visit(['/work-orders/abc']);
    expect(screen.getByRole('heading', { name: 'Work Order Not Found' })).toBeTruthy();
    expect(screen.getByText('The work order ID is missing or invalid.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to Tasks' }).getAttribute('href')).toBe('/tasks');
    expect(api.calls).toEqual([]);
  });

  it('an unknown work order is not found', async () => {
    stubApi({ 'GET /api/work-orders/7': { status: 404, body: { message: 'Work order not found' } } });
    visit(['/work-orders/7']);
    expect(await screen.findByText('The requested work order could not be found.')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Work Order Not Found' })).toBeTruthy();
  });

  it('opens the dialog; closing a link opened directly goes to /tasks', async () => {
    stubApi({ 'GET /api/work-orders/5': { body: sampleOrder() } });
    visit(['/work-orders/5']);
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('heading', { name: 'Leaking water heater' })).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(await screen.findByRole('heading', { name: 'Tasks page' })).toBeTruthy();
  });

  it('closing goes back to where the visitor came from', async () => {
    stubApi({ 'GET /api/work-orders/5': { body: sampleOrder() } });
    visit(['/dashboard', '/work-orders/5']);
    const dialog = await screen.findByRole('dialog');
    fireEvent.keyDown(dialog, { key: 'Escape' });
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Dashboard page' })).toBeTruthy());
  });
});
