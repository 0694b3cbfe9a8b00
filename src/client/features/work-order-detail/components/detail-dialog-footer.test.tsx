import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { dismissToast } from '../../../components/ui/use-toast.ts';
import {
  NoopResizeObserver,
  openDetailDialog,
  pausedOrder,
  type Reply,
  toastText,
} from '../testing/detail-test-kit.tsx';

const PATCH = 'PATCH /api/work-orders/5';
const button = (name: string) => within(screen.getByRole('dialog')).getByRole('button', { name });
const queryButton = (name: string) => within(screen.getByRole('dialog')).queryByRole('button', { name });

/** A reply the test releases when it wants to, to look at the dialog while it is sending. */
function held(reply: Reply) {
  let release = () => {};
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  const handler = async () => {
    await gate;
    return reply;
  };
  return { handler, release };
}

beforeEach(() => {
  localStorage.clear();
  vi.stubGlobal('ResizeObserver', NoopResizeObserver);
});
afterEach(() => {
  dismissToast();
  cleanup();
  vi.unstubAllGlobals();
});

describe('Paused job footer (SPEC 2, 4 and 8)', () => {
  it('offers Delete Task, Print Details, Resume Job, Mark as Completed and Save & Close to the office', async () => {
    openDetailDialog(pausedOrder());
    await screen.findByRole('button', { name: 'Resume Job' });
    for (const name of ['Delete Task', 'Print Details', 'Resume Job', 'Mark as Completed', 'Save & Close']) {
      expect(button(name)).toBeTruthy();
    }
  });

  it('a plumber gets neither Mark as Completed nor Delete Task on a paused job', async () => {
    openDetailDialog(pausedOrder(), {}, 'plumber');
    await screen.findByRole('button', { name: 'Resume Job' });
    expect(queryButton('Mark as Completed')).toBeNull();
    expect(queryButton('Delete Task')).toBeNull();
    expect(button('Print Details')).toBeTruthy();
  });

  it('Resume Job sends status in-progress, says Job Resumed and closes; buttons wait meanwhile', async () => {
    const reply = held({ body: pausedOrder({ status: 'in-progress' }) });
    const { api, onClose } = openDetailDialog(pausedOrder(), { [PATCH]: reply.handler });
    fireEvent.click(await screen.findByRole('button', { name: 'Resume Job' }));
    await waitFor(() => expect(api.writes()).toHaveLength(1));
    expect(button('Resume Job').hasAttribute('disabled')).toBe(true);
    expect(button('Resume Job').querySelector('[data-slot="spinner"]')).not.toBeNull();
    expect(button('Mark as Completed').hasAttribute('disabled')).toBe(true);
    expect(button('Save & Close').hasAttribute('disabled')).toBe(true);
    expect(onClose).not.toHaveBeenCalled();
    await act(async () => reply.release());
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    expect(api.writes()).toEqual([
      { method: 'PATCH', url: '/api/work-orders/5', body: { status: 'in-progress' } },
    ]);
    expect(toastText()).toBe('Job Resumed: Paused job has been moved to active tasks.');
  });

  it('Resume Job saves the edit still open first, and stops when that save fails', async () => {
    const { api, onClose } = openDetailDialog(pausedOrder(), { [PATCH]: { status: 500, body: {} } });
    fireEvent.click(await screen.findByRole('button', { name: 'Edit OPC Amount' }));
    fireEvent.change(screen.getByRole('textbox', { name: 'OPC Amount' }), { target: { value: '120' } });
    fireEvent.click(button('Resume Job'));
    await waitFor(() => expect(toastText()).toBe('Update failed: Please try again'));
    expect(api.writes()).toEqual([{ method: 'PATCH', url: '/api/work-orders/5', body: { opcAmount: 120 } }]);
    expect(onClose).not.toHaveBeenCalled();
    expect(button('Resume Job').hasAttribute('disabled')).toBe(false);
  });

  it('an amount that is no amount keeps the job paused and sends nothing', async () => {
    const { api, onClose } = openDetailDialog(pausedOrder());
    fireEvent.click(await screen.findByRole('button', { name: 'Edit OPC Amount' }));
    fireEvent.change(screen.getByRole('textbox', { name: 'OPC Amount' }), { target: { value: 'lots' } });
    fireEvent.click(button('Mark as Completed'));
    expect(await screen.findByText('Amount must be a dollar amount such as $1,234.50')).toBeTruthy();
    await waitFor(() => expect(button('Mark as Completed').hasAttribute('disabled')).toBe(false));
    expect(api.writes()).toEqual([]);
    expect(onClose).not.toHaveBeenCalled();
  });

  it('Mark as Completed sends status completed, says Job Completed and closes', async () => {
    const { api, onClose } = openDetailDialog(pausedOrder(), {
      [PATCH]: { body: pausedOrder({ status: 'completed' }) },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Mark as Completed' }));
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    expect(api.writes()).toEqual([
      { method: 'PATCH', url: '/api/work-orders/5', body: { status: 'completed' } },
    ]);
    expect(toastText()).toBe('Job Completed: The paused job has been marked as completed.');
  });

  it('a failed completion says so and keeps the dialog', async () => {
    const { onClose } = openDetailDialog(pausedOrder(), { [PATCH]: { status: 500, body: {} } });
    fireEvent.click(await screen.findByRole('button', { name: 'Mark as Completed' }));
    await waitFor(() => expect(toastText()).toBe('Error: Failed to complete the job. Please try again.'));
    expect(onClose).not.toHaveBeenCalled();
    expect(button('Mark as Completed').hasAttribute('disabled')).toBe(false);
  });

  it('a failed resume says Failed to update work order.', async () => {
    const { onClose } = openDetailDialog(pausedOrder(), { [PATCH]: { status: 500, body: {} } });
    fireEvent.click(await screen.findByRole('button', { name: 'Resume Job' }));
    await waitFor(() => expect(toastText()).toBe('Error: Failed to update work order.'));
    expect(onClose).not.toHaveBeenCalled();
  });

  it("deleting a paused job asks in the paused job's words and says so", async () => {
    const { api, onClose } = openDetailDialog(pausedOrder(), {
      'DELETE /api/work-orders/5': { body: { message: 'Deleted', id: 5 } },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Delete Task' }));
    const confirm = await screen.findByRole('alertdialog');
    expect(within(confirm).getByText('Are you sure you want to delete this paused job?')).toBeTruthy();
    fireEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    expect(toastText()).toBe('Task Deleted: The paused job has been permanently deleted.');
    expect(api.writes()).toEqual([{ method: 'DELETE', url: '/api/work-orders/5', body: undefined }]);
  });

  it('a failed paused-job delete says Delete Failed in its words', async () => {
    openDetailDialog(pausedOrder(), { 'DELETE /api/work-orders/5': { status: 500, body: {} } });
    fireEvent.click(await screen.findByRole('button', { name: 'Delete Task' }));
    fireEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() =>
      expect(toastText()).toBe('Delete Failed: Could not delete the paused job. Please try again.'),
    );
  });
});
