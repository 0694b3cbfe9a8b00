import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { FormDialog } from './form-dialog.tsx';

function renderFormDialog() {
  const onClose = vi.fn();
  render(
    <FormDialog
      title="Create New Task"
      description="Fields marked * are required."
      className="sm:max-w-3xl"
      onClose={onClose}
    >
      <input aria-label="Job #" />
    </FormDialog>,
  );
  return { onClose, dialog: screen.getByRole('dialog', { name: 'Create New Task' }) };
}

describe('FormDialog', () => {
  it('is open, titled and described, with its width and the form after the heading', () => {
    const { dialog } = renderFormDialog();
    expect(dialog.classList.contains('sm:max-w-3xl')).toBe(true);
    const description = document.getElementById(dialog.getAttribute('aria-describedby') ?? '');
    expect(description?.textContent).toBe('Fields marked * are required.');
    const header = dialog.querySelector('[data-slot="dialog-header"]');
    expect(header?.nextElementSibling).toBe(screen.getByRole('textbox', { name: 'Job #' }));
  });

  it('stays open on a click beside it, and closes on Escape and on the X', async () => {
    const user = userEvent.setup();
    const { onClose } = renderFormDialog();
    const overlay = document.querySelector('[data-slot="dialog-overlay"]') as HTMLElement;
    await user.click(overlay);
    expect(onClose).not.toHaveBeenCalled();
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledTimes(2);
  });
});
