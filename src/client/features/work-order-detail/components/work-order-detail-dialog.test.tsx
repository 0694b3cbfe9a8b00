import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { WorkOrderDetail } from '../../../../shared/schemas/work-order.ts';
import { dismissToast } from '../../../components/ui/use-toast.ts';
import { readTaskHistory } from '../../../lib/task-history.ts';
import {
  NoopResizeObserver,
  type Reply,
  renderWithClient,
  sampleOrder,
  signedInClient,
  stubApi,
  toastText,
} from '../testing/detail-test-kit.tsx';
import { WorkOrderDetailDialog } from './work-order-detail-dialog.tsx';

const DETAIL = 'GET /api/work-orders/5';

function openDialog(
  order: WorkOrderDetail | Reply,
  routes: Record<string, Reply> = {},
  employeeType = 'office',
) {
  const detail: Reply = 'id' in order ? { body: order } : order;
  const api = stubApi({ [DETAIL]: detail, ...routes });
  const onClose = vi.fn();
  const view = renderWithClient(
    <WorkOrderDetailDialog workOrderId={5} onClose={onClose} />,
    signedInClient(employeeType as 'office'),
  );
  return { api, onClose, ...view };
}

const dialog = () => screen.getByRole('dialog');

beforeEach(() => {
  localStorage.clear();
  vi.stubGlobal('ResizeObserver', NoopResizeObserver);
});
afterEach(() => {
  dismissToast();
  cleanup();
  vi.unstubAllGlobals();
});

describe('WorkOrderDetailDialog (SPEC 2 task detail dialog)', () => {
  it('loads the order and shows the header: title, Task chip, number, type and priority', async () => {
    openDialog(sampleOrder());
    expect(screen.getByText('Loading task details...')).toBeTruthy();
    const title = await screen.findByRole('heading', { name: 'Leaking water heater' });
    expect(title).toBeTruthy();
    const header = title.parentElement as HTMLElement;
    expect(within(header).getByText('Task')).toBeTruthy();
    expect(within(header).getByText('#48213')).toBeTruthy();
    expect(within(header).getByTestId('type-badge').textContent).toBe('Follow Up');
    expect(within(header).getByTestId('priority-badge').textContent).toBe('Normal');
    for (const name of ['Task Details', 'Assignments', 'Comments (0)', 'Questions (0)', 'Attachments (0)']) {
      expect(screen.getByRole('button', { name })).toBeTruthy();
    }
    expect(screen.getByText('Water pooling under the tank')).toBeTruthy();
  });

  it('shows URGENT pulsing for an urgent task', async () => {
    openDialog(sampleOrder({ priority: 'urgent' }));
    const badge = await screen.findByTestId('priority-badge');
    expect(badge.textContent).toBe('URGENT');
    // The red glow behind the badge pulses (the badge itself stays readable).
    expect(badge.querySelector('.animate-pulse')).not.toBeNull();
  });

  it('hides the type and priority badges of an on-hold job', async () => {
    openDialog(sampleOrder({ status: 'on-hold', priority: 'urgent' }));
    await screen.findByRole('heading', { name: 'Leaking water heater' });
    expect(screen.queryByTestId('type-badge')).toBeNull();
    expect(screen.queryByTestId('priority-badge')).toBeNull();
    expect(screen.queryByText('URGENT')).toBeNull();
  });

  it('says what went wrong when the order cannot be loaded', async () => {
    openDialog({ status: 404, body: { message: 'Work order not found' } });
    expect(await screen.findByText('404: Work order not found')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Could not load the task' })).toBeTruthy();
  });

  it('records the opened task in the local history', async () => {
    openDialog(sampleOrder());
    await screen.findByRole('heading', { name: 'Leaking water heater' });
    // The history module loads on demand, after the dialog has painted.
    await waitFor(() =>
      expect(readTaskHistory().map((entry) => [entry.id, entry.workOrderId, entry.isPaused])).toEqual([
        [5, '48213', false],
      ]),
    );
  });

  it('a changed priority is one PATCH, then Updated successfully and the new badge', async () => {
    // A server that remembers: the refetch after the change must answer the new priority too.
    let current = sampleOrder();
    const api = stubApi({
      [DETAIL]: () => ({ body: current }),
      'PATCH /api/work-orders/5': (body) => {
        current = { ...current, ...(body as Partial<WorkOrderDetail>) };
        return { body: current };
      },
    });
    renderWithClient(<WorkOrderDetailDialog workOrderId={5} onClose={() => {}} />);
    fireEvent.change(await screen.findByLabelText('Priority'), { target: { value: 'urgent' } });
    await waitFor(() => expect(toastText()).toBe('Updated successfully: Task has been updated'));
    expect(api.writes()).toEqual([
      { method: 'PATCH', url: '/api/work-orders/5', body: { priority: 'urgent' } },
    ]);
    expect(screen.getByTestId('priority-badge').textContent).toBe('URGENT');
    await waitFor(() => expect(api.count('GET', '/api/work-orders/5')).toBe(2));
    expect(screen.getByTestId('priority-badge').textContent).toBe('URGENT');
  });

  it('a failed status change reverts and says Update failed', async () => {
    openDialog(sampleOrder(), { 'PATCH /api/work-orders/5': { status: 500, body: {} } });
    const status = (await screen.findByLabelText('Status')) as HTMLSelectElement;
    fireEvent.change(status, { target: { value: 'in-progress' } });
    await waitFor(() => expect(toastText()).toBe('Update failed: Please try again'));
    expect(status.value).toBe('open');
  });

  it('offers Completed only to those who may complete work', async () => {
    openDialog(sampleOrder(), {}, 'plumber');
    const status = (await screen.findByLabelText('Status')) as HTMLSelectElement;
    expect(Array.from(status.options).map((o) => o.text)).toEqual(['Active', 'In Progress', 'On Hold']);
    cleanup();
    openDialog(sampleOrder(), {}, 'office');
    const officeStatus = (await screen.findByLabelText('Status')) as HTMLSelectElement;
    expect(Array.from(officeStatus.options).map((o) => o.text)).toContain('Completed');
  });

  it('Escape in a cell being edited cancels the edit, not the dialog', async () => {
    const { onClose, api } = openDialog(sampleOrder());
    fireEvent.click(await screen.findByRole('button', { name: 'Edit Notes' }));
    fireEvent.keyDown(screen.getByRole('textbox', { name: 'Notes' }), { key: 'Escape' });
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.queryByRole('textbox', { name: 'Notes' })).toBeNull();
    expect(api.writes()).toEqual([]);
  });

  it('Delete Task asks first, sends DELETE, says Task Deleted and closes', async () => {
    const { api, onClose, queryClient } = openDialog(sampleOrder(), {
      'DELETE /api/work-orders/5': { body: { message: 'Deleted', id: 5 } },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Delete Task' }));
    // Opening put it in the history; deleting must take it out again.
    await waitFor(() => expect(readTaskHistory()).toHaveLength(1));
    const confirm = await screen.findByRole('alertdialog');
    expect(
      within(confirm).getByText('Are you sure you want to delete this task? This action cannot be undone.'),
    ).toBeTruthy();
    expect(api.writes()).toEqual([]);
    fireEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    expect(toastText()).toBe('Task Deleted: The task has been permanently deleted.');
    expect(api.writes()).toEqual([{ method: 'DELETE', url: '/api/work-orders/5', body: undefined }]);
    await waitFor(() => expect(readTaskHistory()).toEqual([]));
    expect(api.count('GET', '/api/work-orders/5')).toBe(1);
    cleanup();
    expect(queryClient.getQueryData(['work-orders', 'detail', 5])).toBeUndefined();
  });

  it('a failed delete says Delete Failed and keeps the dialog', async () => {
    const { onClose } = openDialog(sampleOrder(), { 'DELETE /api/work-orders/5': { status: 500, body: {} } });
    fireEvent.click(await screen.findByRole('button', { name: 'Delete Task' }));
    fireEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() =>
      expect(toastText()).toBe('Delete Failed: Could not delete the task. Please try again.'),
    );
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByRole('heading', { name: 'Leaking water heater' })).toBeTruthy();
  });

  it('Save & Close saves the cell still being edited, then says Changes Saved and closes', async () => {
    const { api, onClose } = openDialog(sampleOrder(), {
      'PATCH /api/work-orders/5': { body: sampleOrder({ notes: 'Bring a new valve' }) },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Edit Notes' }));
    fireEvent.change(screen.getByRole('textbox', { name: 'Notes' }), {
      target: { value: 'Bring a new valve' },
    });
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Save & Close' }));
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    expect(api.writes()).toEqual([
      { method: 'PATCH', url: '/api/work-orders/5', body: { notes: 'Bring a new valve' } },
    ]);
    expect(toastText()).toBe(
      'Changes Saved: All changes have been saved successfully. | Updated successfully: Task has been updated',
    );
  });

  it('Save & Close stays open when a save fails', async () => {
    const { onClose } = openDialog(sampleOrder(), { 'PATCH /api/work-orders/5': { status: 500, body: {} } });
    fireEvent.click(await screen.findByRole('button', { name: 'Edit Notes' }));
    fireEvent.change(screen.getByRole('textbox', { name: 'Notes' }), {
      target: { value: 'Bring a new valve' },
    });
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Save & Close' }));
    await waitFor(() => expect(toastText()).toBe('Update failed: Please try again'));
    expect(onClose).not.toHaveBeenCalled();
  });
});
