import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { writesOf } from '#client/lib/outbox/outbox-store.ts';
import { readTaskHistory } from '#client/lib/task-history.ts';
import { formatDate } from '#shared/domain/date-format.ts';
import { answer, fail, failure, sent } from '#tooling/test-client/api-handlers.ts';
import {
  chooseDeleteTask,
  DETAIL,
  footerClose,
  openDetailDialog,
  PATCH_ORDER,
  rememberingServer,
  sampleOrder,
  setUpDetailDialogTests,
  writes,
} from '#tooling/test-client/detail-dialog.tsx';
import { OFFICE, toastTexts } from '#tooling/test-client/fixtures.ts';
import { server } from '#tooling/test-client/msw-server.ts';
import { renderInPortal } from '#tooling/test-client/render.tsx';
import { WorkOrderDetailDialog } from './work-order-detail-dialog.tsx';

const dialog = () => screen.getByRole('dialog');

setUpDetailDialogTests();

describe('WorkOrderDetailDialog (task detail dialog)', () => {
  it('loads the order and shows the header: title, Task chip, number, type and priority', async () => {
    server.use(answer(DETAIL, sampleOrder()), answer('GET /api/work-orders/:id/attachments', []));
    renderInPortal(<WorkOrderDetailDialog workOrderId={5} onClose={() => {}} />);
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
    await openDetailDialog(sampleOrder({ priority: 'urgent' }));
    const badge = await screen.findByTestId('priority-badge');
    expect(badge.textContent).toBe('URGENT');
    // The red glow behind the badge pulses (the badge itself stays readable).
    expect(badge.querySelector('.animate-pulse')).not.toBeNull();
  });

  it('hides the type and priority badges of an on-hold job', async () => {
    await openDetailDialog(sampleOrder({ status: 'on-hold', priority: 'urgent' }));
    await screen.findByRole('heading', { name: 'Leaking water heater' });
    expect(screen.queryByTestId('type-badge')).toBeNull();
    expect(screen.queryByTestId('priority-badge')).toBeNull();
    expect(screen.queryByText('URGENT')).toBeNull();
  });

  it('says what went wrong when the order cannot be loaded', async () => {
    await openDetailDialog(() => failure(404, 'Work order not found'));
    expect(await screen.findByText('404: Work order not found')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Could not load the task' })).toBeTruthy();
  });

  it('records the opened task in the local history', async () => {
    await openDetailDialog(sampleOrder());
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
    const order = rememberingServer(sampleOrder());
    server.use(order.patch);
    const { user } = await openDetailDialog(order.read);
    await user.selectOptions(await screen.findByLabelText('Priority'), 'urgent');
    await waitFor(() => expect(toastTexts()).toEqual(['Updated successfully: Task has been updated']));
    expect(writes()).toEqual([{ method: 'PATCH', url: '/api/work-orders/5', body: { priority: 'urgent' } }]);
    expect(screen.getByTestId('priority-badge').textContent).toBe('URGENT');
    await waitFor(() => expect(sent(DETAIL)).toHaveLength(2));
    expect(screen.getByTestId('priority-badge').textContent).toBe('URGENT');
  });

  it('a failed status change reverts and says Update failed', async () => {
    server.use(fail(PATCH_ORDER, 500, 'boom'));
    const { user } = await openDetailDialog(sampleOrder());
    const status = (await screen.findByLabelText('Status')) as HTMLSelectElement;
    await user.selectOptions(status, 'in-progress');
    await waitFor(() => expect(toastTexts()).toEqual(['Update failed: Please try again']));
    await waitFor(() => expect(status.value).toBe('open'));
  });

  it('offline, a status change waits on the phone with the version it was made on, and shows as made', async () => {
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    try {
      const { user } = await openDetailDialog(sampleOrder());
      const status = (await screen.findByLabelText('Status')) as HTMLSelectElement;
      await user.selectOptions(status, 'in-progress');
      await waitFor(() =>
        expect(toastTexts()).toEqual([
          'Saved on this phone: No connection: it will be sent when the connection is back.',
        ]),
      );
      expect(status.value).toBe('in-progress');
      expect(sent(PATCH_ORDER)).toEqual([]);
      const [queued] = await writesOf(OFFICE.id);
      expect(queued).toMatchObject({ kind: 'status', from: 'open', to: 'in-progress', etag: '"1"' });
    } finally {
      onLine.mockRestore();
    }
  });

  it('offers Completed only to those who may complete work', async () => {
    await openDetailDialog(sampleOrder(), { as: 'plumber' });
    const status = (await screen.findByLabelText('Status')) as HTMLSelectElement;
    expect(Array.from(status.options).map((o) => o.text)).toEqual(['Active', 'In Progress', 'On Hold']);
    cleanup();
    await openDetailDialog(sampleOrder(), { as: 'office' });
    const officeStatus = (await screen.findByLabelText('Status')) as HTMLSelectElement;
    expect(Array.from(officeStatus.options).map((o) => o.text)).toContain('Completed');
  });

  it('Escape in a cell being edited cancels the edit, not the dialog', async () => {
    const { onClose, user } = await openDetailDialog(sampleOrder());
    await user.click(await screen.findByRole('button', { name: 'Edit Notes' }));
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Notes' }));
    await user.keyboard('{Escape}');
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.queryByRole('textbox', { name: 'Notes' })).toBeNull();
    expect(writes()).toEqual([]);
  });

  it('Delete Task asks first, sends DELETE, says Task Deleted and closes', async () => {
    server.use(answer('DELETE /api/work-orders/:id', { message: 'Deleted', id: 5 }));
    const { onClose, queryClient, user } = await openDetailDialog(sampleOrder());
    await chooseDeleteTask(user);
    // Opening put it in the history; deleting must take it out again.
    await waitFor(() => expect(readTaskHistory()).toHaveLength(1));
    const confirm = await screen.findByRole('alertdialog');
    expect(
      within(confirm).getByText(
        'Are you sure you want to delete this task? Admin and management can restore it from the Admin Panel.',
      ),
    ).toBeTruthy();
    expect(writes()).toEqual([]);
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    expect(toastTexts()).toEqual([
      'Task Deleted: The task has been deleted. Admin and management can restore it.',
    ]);
    expect(writes()).toEqual([{ method: 'DELETE', url: '/api/work-orders/5', body: undefined }]);
    await waitFor(() => expect(readTaskHistory()).toEqual([]));
    expect(sent(DETAIL)).toHaveLength(1);
    cleanup();
    expect(queryClient.getQueryData(['work-orders', 'detail', 5])).toBeUndefined();
  });

  it('a failed delete says Delete Failed and keeps the dialog', async () => {
    server.use(fail('DELETE /api/work-orders/:id', 500, 'boom'));
    const { onClose, user } = await openDetailDialog(sampleOrder());
    await chooseDeleteTask(user);
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() =>
      expect(toastTexts()).toEqual(['Delete Failed: Could not delete the task. Please try again.']),
    );
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByRole('heading', { name: 'Leaking water heater' })).toBeTruthy();
  });

  it('the footer says Close and closes without claiming a save; a field saved on its own says Saved beside it', async () => {
    server.use(answer(PATCH_ORDER, sampleOrder({ notes: 'Bring a new valve' })));
    const { onClose, user } = await openDetailDialog(sampleOrder());
    expect(within(dialog()).queryByRole('button', { name: 'Save & Close' })).toBeNull();
    await user.click(await screen.findByRole('button', { name: 'Edit Notes' }));
    await user.type(
      screen.getByRole('textbox', { name: 'Notes' }),
      'Bring a new valve{Control>}{Enter}{/Control}',
    );
    // The field itself says it was saved, in a polite live region of its own.
    await waitFor(() => {
      const said = within(dialog())
        .getAllByRole('status')
        .filter((node) => node.textContent?.includes('Notes saved'));
      expect(said).toHaveLength(1);
      // Seen as 'Saved' beside the field; heard with the field's name.
      expect(within(said[0] as HTMLElement).getByText('Saved')).toBeTruthy();
    });
    await user.click(footerClose());
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    expect(toastTexts()).not.toContain('Changes Saved: All changes have been saved successfully.');
    expect(toastTexts().some((text) => text.startsWith('Changes Saved'))).toBe(false);
  });

  it('Close saves the cell still being edited first, then closes', async () => {
    server.use(answer(PATCH_ORDER, sampleOrder({ notes: 'Bring a new valve' })));
    const { onClose, user } = await openDetailDialog(sampleOrder());
    await user.click(await screen.findByRole('button', { name: 'Edit Notes' }));
    await user.type(screen.getByRole('textbox', { name: 'Notes' }), 'Bring a new valve');
    await user.click(footerClose());
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    expect(writes()).toEqual([
      { method: 'PATCH', url: '/api/work-orders/5', body: { notes: 'Bring a new valve' } },
    ]);
    expect(toastTexts()).toEqual(['Updated successfully: Task has been updated']);
  });

  it('a resumed job shows its return appointment in Task Details (ADR 059)', async () => {
    await openDetailDialog(
      sampleOrder({
        status: 'in-progress',
        returnAppointmentDate: '2026-12-03',
        dueDate: '2026-12-03T23:59:59.000Z',
      }),
    );
    const label = await within(dialog()).findByText('Return Appointment');
    expect(label.parentElement?.textContent).toContain(formatDate('2026-12-03'));
  });

  it('Close stays open when a save fails', async () => {
    server.use(fail(PATCH_ORDER, 500, 'boom'));
    const { onClose, user } = await openDetailDialog(sampleOrder());
    await user.click(await screen.findByRole('button', { name: 'Edit Notes' }));
    await user.type(screen.getByRole('textbox', { name: 'Notes' }), 'Bring a new valve');
    await user.click(footerClose());
    await waitFor(() => expect(toastTexts()).toEqual(['Update failed: Please try again']));
    expect(onClose).not.toHaveBeenCalled();
  });
});
