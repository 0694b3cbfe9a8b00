import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, it, vi } from 'vitest';
import { ConfirmCompleteDialog } from './confirm-complete-dialog.tsx';

const job = { workOrderId: '48213', title: 'Leaking valve' };

it("asks to confirm the job's completion; Complete confirms, Cancel closes", async () => {
  const user = userEvent.setup();
  const onConfirm = vi.fn();
  const onOpenChange = vi.fn();
  render(
    <ConfirmCompleteDialog job={job} pending={false} onOpenChange={onOpenChange} onConfirm={onConfirm} />,
  );
  const dialog = await screen.findByRole('alertdialog', { name: 'Mark this task as completed?' });
  expect(dialog.textContent).toContain('#48213 Leaking valve moves to Completed Tasks.');
  await user.click(within(dialog).getByRole('button', { name: 'Complete' }));
  expect(onConfirm).toHaveBeenCalledTimes(1);
  await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
  expect(onOpenChange).toHaveBeenCalledWith(false);
});
