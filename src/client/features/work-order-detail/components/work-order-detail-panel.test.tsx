import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { answer } from '#client/testing/api-handlers.ts';
import { DETAIL, sampleOrder, setUpDetailDialogTests, writes } from '#client/testing/detail-dialog.tsx';
import { toastTexts } from '#client/testing/fixtures.ts';
import { server } from '#client/testing/msw-server.ts';
import { renderInPortal } from '#client/testing/render.tsx';
import type { WorkOrderDetail } from '#shared/schemas/work-order.ts';
import { WorkOrderDetailPanel } from './work-order-detail-panel.tsx';

const isOpen = (name: string | RegExp) =>
  screen.getByRole('button', { name }).getAttribute('aria-expanded') === 'true';

function showPanel(order: WorkOrderDetail) {
  server.use(answer(DETAIL, order));
  const onDeleted = vi.fn();
  const view = renderInPortal(<WorkOrderDetailPanel workOrderId={5} onDeleted={onDeleted} />);
  return { ...view, onDeleted };
}

setUpDetailDialogTests();

describe('WorkOrderDetailPanel', () => {
  it('sits on the right, opens the first three sections and closes the rest', async () => {
    showPanel(sampleOrder({ preAuthStatus: 'Submitted', opcAmount: 1250.5, partTitle1: 'Valve' }));
    expect(await screen.findByRole('heading', { name: 'Leaking water heater' })).toBeTruthy();
    expect(screen.getByRole('complementary', { name: 'Task details' }).getAttribute('data-position')).toBe(
      'right',
    );
    expect(['Basic Information', 'Assignments', 'Paused Job Details'].map(isOpen)).toEqual([
      true,
      true,
      true,
    ]);
    expect([/^Comments/, /^Attachments/, 'Technical Details'].map(isOpen)).toEqual([false, false, false]);
    // The paused fields, read only, amounts as money.
    expect(screen.getByText('$1,250.50')).toBeTruthy();
    expect(screen.getByText('Submitted')).toBeTruthy();
    expect(screen.getByText(/Part 1: Valve/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Edit Description' })).toBeTruthy();
  });

  it('leaves out Paused Job Details when the order has no paused fields', async () => {
    showPanel(sampleOrder());
    await screen.findByRole('heading', { name: 'Leaking water heater' });
    expect(screen.queryByRole('button', { name: 'Paused Job Details' })).toBeNull();
  });

  it('deletes after the same confirmation and toasts', async () => {
    server.use(answer('DELETE /api/work-orders/:id', { message: 'Deleted', id: 5 }));
    const { onDeleted, user } = showPanel(sampleOrder());
    await user.click(await screen.findByRole('button', { name: 'Delete Task' }));
    const confirm = await screen.findByRole('alertdialog');
    expect(
      within(confirm).getByText(
        'Are you sure you want to delete this task? Admin and management can restore it from the Admin Panel.',
      ),
    ).toBeTruthy();
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(onDeleted).toHaveBeenCalledTimes(1));
    expect(toastTexts()).toEqual([
      'Task Deleted: The task has been deleted. Admin and management can restore it.',
    ]);
    expect(writes()).toEqual([{ method: 'DELETE', url: '/api/work-orders/5', body: undefined }]);
    expect(screen.getByText('This task has been deleted.')).toBeTruthy();
  });
});
