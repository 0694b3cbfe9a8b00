import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { answer, fail, held } from '#tooling/test-client/api-handlers.ts';
import {
  chooseDeleteTask,
  footerClose,
  openDetailDialog,
  PATCH_ORDER,
  pausedOrder,
  setUpDetailDialogTests,
  writes,
} from '#tooling/test-client/detail-dialog.tsx';
import { toastTexts } from '#tooling/test-client/fixtures.ts';
import { server } from '#tooling/test-client/msw-server.ts';

const button = (name: string | RegExp) => within(screen.getByRole('dialog')).getByRole('button', { name });
const queryButton = (name: string | RegExp) =>
  within(screen.getByRole('dialog')).queryByRole('button', { name });

setUpDetailDialogTests();

describe('Paused job footer', () => {
  it('offers Print Details, Resume Job, Mark as Completed and Close to the office; Delete Task sits in More', async () => {
    await openDetailDialog(pausedOrder());
    await screen.findByRole('button', { name: 'Resume Job' });
    const footer = footerClose().parentElement as HTMLElement;
    for (const name of ['Print Details', 'Resume Job', 'Mark as Completed', 'Close']) {
      expect(within(footer).getByRole('button', { name })).toBeTruthy();
    }
    expect(queryButton('Delete Task')).toBeNull();
    expect(button(/^More actions for task #/)).toBeTruthy();
  });

  it('a plumber gets neither Mark as Completed nor Delete Task on a paused job', async () => {
    await openDetailDialog(pausedOrder(), { as: 'plumber' });
    await screen.findByRole('button', { name: 'Resume Job' });
    expect(queryButton('Mark as Completed')).toBeNull();
    expect(queryButton('Delete Task')).toBeNull();
    expect(queryButton(/^More actions/)).toBeNull();
    expect(button('Print Details')).toBeTruthy();
  });

  it('Resume Job sends status in-progress, says Job Resumed and closes; buttons wait meanwhile', async () => {
    const reply = held(PATCH_ORDER, pausedOrder({ status: 'in-progress' }));
    server.use(reply.handler);
    const { onClose, user } = await openDetailDialog(pausedOrder());
    await user.click(await screen.findByRole('button', { name: 'Resume Job' }));
    await waitFor(() => expect(writes()).toHaveLength(1));
    expect(button('Resume Job').hasAttribute('disabled')).toBe(true);
    expect(button('Resume Job').querySelector('[data-slot="spinner"]')).not.toBeNull();
    expect(button('Mark as Completed').hasAttribute('disabled')).toBe(true);
    expect(footerClose().hasAttribute('disabled')).toBe(true);
    expect(onClose).not.toHaveBeenCalled();
    await act(async () => reply.release());
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    expect(writes()).toEqual([
      { method: 'PATCH', url: '/api/work-orders/5', body: { status: 'in-progress' } },
    ]);
    expect(toastTexts()).toEqual(['Job Resumed: Paused job has been moved to active tasks.']);
  });

  it('Resume Job saves the edit still open first, and stops when that save fails', async () => {
    server.use(fail(PATCH_ORDER, 500, 'boom'));
    const { onClose, user } = await openDetailDialog(pausedOrder());
    await user.click(await screen.findByRole('button', { name: 'Edit OPC Amount' }));
    await user.type(screen.getByRole('textbox', { name: 'OPC Amount' }), '120');
    await user.click(button('Resume Job'));
    await waitFor(() => expect(toastTexts()).toEqual(['Update failed: Please try again']));
    expect(writes()).toEqual([{ method: 'PATCH', url: '/api/work-orders/5', body: { opcAmount: 120 } }]);
    expect(onClose).not.toHaveBeenCalled();
    await waitFor(() => expect(button('Resume Job').hasAttribute('disabled')).toBe(false));
  });

  it('an amount that is no amount keeps the job paused and sends nothing', async () => {
    const { onClose, user } = await openDetailDialog(pausedOrder());
    await user.click(await screen.findByRole('button', { name: 'Edit OPC Amount' }));
    await user.type(screen.getByRole('textbox', { name: 'OPC Amount' }), 'lots');
    await user.click(button('Mark as Completed'));
    expect(await screen.findByText('Amount must be a dollar amount such as $1,234.50')).toBeTruthy();
    await waitFor(() => expect(button('Mark as Completed').hasAttribute('disabled')).toBe(false));
    expect(writes()).toEqual([]);
    expect(onClose).not.toHaveBeenCalled();
  });

  it('Mark as Completed sends status completed, says Job Completed and closes', async () => {
    server.use(answer(PATCH_ORDER, pausedOrder({ status: 'completed' })));
    const { onClose, user } = await openDetailDialog(pausedOrder());
    await user.click(await screen.findByRole('button', { name: 'Mark as Completed' }));
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    expect(writes()).toEqual([{ method: 'PATCH', url: '/api/work-orders/5', body: { status: 'completed' } }]);
    expect(toastTexts()).toEqual(['Job Completed: The paused job has been marked as completed.']);
  });

  it('a failed completion says so and keeps the dialog', async () => {
    server.use(fail(PATCH_ORDER, 500, 'boom'));
    const { onClose, user } = await openDetailDialog(pausedOrder());
    await user.click(await screen.findByRole('button', { name: 'Mark as Completed' }));
    await waitFor(() =>
      expect(toastTexts()).toEqual(['Error: Failed to complete the job. Please try again.']),
    );
    expect(onClose).not.toHaveBeenCalled();
    expect(button('Mark as Completed').hasAttribute('disabled')).toBe(false);
  });

  it('a failed resume says Failed to update work order.', async () => {
    server.use(fail(PATCH_ORDER, 500, 'boom'));
    const { onClose, user } = await openDetailDialog(pausedOrder());
    await user.click(await screen.findByRole('button', { name: 'Resume Job' }));
    await waitFor(() => expect(toastTexts()).toEqual(['Error: Failed to update work order.']));
    expect(onClose).not.toHaveBeenCalled();
  });

  it("deleting a paused job asks in the paused job's words and says so", async () => {
    server.use(answer('DELETE /api/work-orders/:id', { message: 'Deleted', id: 5 }));
    const { onClose, user } = await openDetailDialog(pausedOrder());
    await chooseDeleteTask(user);
    const confirm = await screen.findByRole('alertdialog');
    expect(within(confirm).getByText('Are you sure you want to delete this paused job?')).toBeTruthy();
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    expect(toastTexts()).toEqual([
      'Task Deleted: The paused job has been deleted. Admin and management can restore it.',
    ]);
    expect(writes()).toEqual([{ method: 'DELETE', url: '/api/work-orders/5', body: undefined }]);
  });

  it('a failed paused-job delete says Delete Failed in its words', async () => {
    server.use(fail('DELETE /api/work-orders/:id', 500, 'boom'));
    const { user } = await openDetailDialog(pausedOrder());
    await chooseDeleteTask(user);
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() =>
      expect(toastTexts()).toEqual(['Delete Failed: Could not delete the paused job. Please try again.']),
    );
  });
});
