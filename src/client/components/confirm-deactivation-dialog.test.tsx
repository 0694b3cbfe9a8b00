import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ConfirmDeactivationDialog } from './confirm-deactivation-dialog.tsx';

describe('ConfirmDeactivationDialog', () => {
  it('asks whether to deactivate the employee, saying it signs them out', async () => {
    const user = userEvent.setup();
    const onConfirm = vi.fn();
    render(
      <ConfirmDeactivationDialog
        name="Carlos Mendez"
        pending={false}
        onOpenChange={vi.fn()}
        onConfirm={onConfirm}
      />,
    );
    const dialog = await screen.findByRole('alertdialog', { name: 'Deactivate Carlos Mendez?' });
    expect(dialog.textContent).toContain('Carlos Mendez is signed out and cannot sign in until reactivated.');
    await user.click(screen.getByRole('button', { name: 'Deactivate' }));
    expect(onConfirm).toHaveBeenCalledOnce();
  });

  it('while the change is sent, the confirm button waits, in its pending words when given', async () => {
    const { rerender } = render(
      <ConfirmDeactivationDialog name="Carlos Mendez" pending onOpenChange={vi.fn()} onConfirm={vi.fn()} />,
    );
    expect((await screen.findByRole('button', { name: 'Deactivate' })).hasAttribute('disabled')).toBe(true);
    rerender(
      <ConfirmDeactivationDialog
        name="Carlos Mendez"
        pending
        pendingLabel="Deactivating..."
        onOpenChange={vi.fn()}
        onConfirm={vi.fn()}
      />,
    );
    expect(screen.getByRole('button', { name: 'Deactivating...' }).hasAttribute('disabled')).toBe(true);
  });
});
