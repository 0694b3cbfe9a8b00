import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import {
  PLUMBER,
  renderScreen,
  setUpListScreenTests,
  stubServer,
  toastTexts,
  workOrder,
} from '../test-support.tsx';
import { CompletedTasksPage } from './completed-tasks-page.tsx';

const onOpenTask = vi.fn();
const renderCompleted = (path = '/completed-tasks') =>
  renderScreen(path, [{ path: '/completed-tasks', element: <CompletedTasksPage onOpenTask={onOpenTask} /> }]);

const done = workOrder(4, {
  workOrderId: '4521',
  title: 'Replace water heater',
  type: 'contact-ho',
  status: 'completed',
  completedAt: '2026-11-21T12:00:00.000Z',
});

setUpListScreenTests(onOpenTask);

describe('CompletedTasksPage', () => {
  it('lists completed work newest first, with its short type label, date, count and a way back', async () => {
    const server = stubServer({ list: () => ({ rows: [done], total: 1 }) });
    renderCompleted();
    expect(await screen.findByRole('heading', { name: 'Replace water heater' })).toBeTruthy();
    expect(server.lastList()).toEqual({
      status: 'completed',
      sort: '-completedAt',
      limit: '100',
      offset: '0',
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Completed Tasks' })).toBeTruthy();
    expect(screen.getByText('1 task')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to Tasks' }).getAttribute('href')).toBe('/tasks');
    const row = document.querySelector(
      '[data-testid="work-order-card"][data-work-order-id="4"]',
    ) as HTMLElement;
    expect(within(row).getByText('Contact H/O')).toBeTruthy();
    expect(within(row).getByText(/Completed Nov 21, 2026/)).toBeTruthy();
    fireEvent.click(within(row).getByRole('button', { name: 'View Details #4521' }));
    expect(onOpenTask).toHaveBeenCalledWith(4);
  });

  it('filters by technician (plumbers only) and by search, on the server', async () => {
    const server = stubServer({ list: () => ({ rows: [done] }) });
    renderCompleted('/completed-tasks?search=heater');
    await screen.findByRole('heading', { name: 'Replace water heater' });
    const technician = screen.getByRole('combobox', { name: 'Technician' }) as HTMLSelectElement;
    await screen.findByRole('option', { name: 'Carlos Mendez' });
    expect(Array.from(technician.options).map((option) => option.text)).toEqual([
      'All Technicians',
      'Carlos Mendez',
      'Dana Brooks',
    ]);
    fireEvent.change(technician, { target: { value: String(PLUMBER.id) } });
    await waitFor(() =>
      expect(server.lastList()).toEqual({
        status: 'completed',
        sort: '-completedAt',
        search: 'heater',
        assignee: '7',
        limit: '100',
        offset: '0',
      }),
    );
  });

  it('reopens a task: PATCH status open, then says so', async () => {
    const server = stubServer({ list: () => ({ rows: [done] }) });
    renderCompleted();
    fireEvent.click(await screen.findByRole('button', { name: 'Reopen Task #4521' }));
    await waitFor(() =>
      expect(toastTexts()).toEqual(['Task Reopened: The task has been moved back to active status.']),
    );
    expect(server.patches).toEqual([{ id: 4, body: { status: 'open' } }]);
  });

  it('says so when reopening fails', async () => {
    stubServer({ list: () => ({ rows: [done] }), patch: () => ({ status: 500, body: { message: 'x' } }) });
    renderCompleted();
    fireEvent.click(await screen.findByRole('button', { name: 'Reopen Task #4521' }));
    await waitFor(() => expect(toastTexts()).toEqual(['Error: Failed to reopen task. Please try again.']));
  });

  it('does not offer Reopen Task to a technician', async () => {
    const server = stubServer({ me: PLUMBER, list: () => ({ rows: [done] }) });
    renderCompleted();
    await screen.findByRole('heading', { name: 'Replace water heater' });
    await waitFor(() => expect(server.meServed()).toBe(true));
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(screen.getByRole('button', { name: 'View Details #4521' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Reopen Task #4521' })).toBeNull();
  });

  it("says 'No completed tasks yet' when nothing is completed", async () => {
    stubServer({ list: () => ({ rows: [] }) });
    renderCompleted();
    expect(await screen.findByText('No completed tasks yet')).toBeTruthy();
  });

  it("says 'No completed tasks match your search' and clears it", async () => {
    const server = stubServer({ list: (params) => ({ rows: params.get('search') ? [] : [done] }) });
    renderCompleted('/completed-tasks?search=nothing-like-this');
    expect(await screen.findByText('No completed tasks match your search')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Clear Search' }));
    expect(await screen.findByRole('heading', { name: 'Replace water heater' })).toBeTruthy();
    expect(server.lastList()).toEqual({
      status: 'completed',
      sort: '-completedAt',
      limit: '100',
      offset: '0',
    });
  });
});
