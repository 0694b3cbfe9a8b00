import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { FormDialogFooter } from './form-dialog-footer.tsx';

function renderFooter(pending: boolean) {
  const onCancel = vi.fn();
  const onSubmit = vi.fn((event: SubmitEvent) => event.preventDefault());
  render(
    <form onSubmit={(event) => onSubmit(event.nativeEvent as SubmitEvent)}>
      <FormDialogFooter
        submitLabel="Create Employee"
        pendingLabel="Creating..."
        pending={pending}
        onCancel={onCancel}
      />
    </form>,
  );
  return { onCancel, onSubmit };
}

describe('FormDialogFooter', () => {
  it('offers Cancel, which does not submit, and the submit button by its label', async () => {
    const user = userEvent.setup();
    const { onCancel, onSubmit } = renderFooter(false);
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalledTimes(1);
    expect(onSubmit).not.toHaveBeenCalled();
    const submit = screen.getByRole('button', { name: 'Create Employee' });
    expect(submit.getAttribute('type')).toBe('submit');
    expect(submit.getAttribute('aria-disabled')).toBe('false');
    await user.click(submit);
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('while pending says the pending label with a spinner and is aria-disabled, not disabled', () => {
    renderFooter(true);
    const submit = screen.getByRole('button', { name: 'Creating...' });
    expect(submit.getAttribute('aria-disabled')).toBe('true');
    expect(submit.hasAttribute('disabled')).toBe(false);
    expect(submit.querySelector('[data-slot="spinner"]')).not.toBeNull();
  });
});
