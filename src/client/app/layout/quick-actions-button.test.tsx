import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { UniversalActionsProvider } from '#client/components/universal-actions/universal-actions-provider.tsx';
import { QuickActionsButton } from './quick-actions-button.tsx';

/** The button, and a user to reach it with Tab and press keys on it. */
function renderButton() {
  const user = userEvent.setup();
  render(
    <UniversalActionsProvider>
      <QuickActionsButton />
    </UniversalActionsProvider>,
  );
  const trigger = screen.getByRole('button', { name: 'Quick actions' });
  return { user, trigger };
}

describe('the floating quick-actions button', () => {
  it("offers '+Task', which opens the create-task dialog", async () => {
    const { user, trigger } = renderButton();
    expect(trigger.getAttribute('aria-expanded')).toBe('false');
    await user.tab();
    expect(document.activeElement).toBe(trigger);
    await user.keyboard('{Enter}');
    await user.click(await screen.findByRole('menuitem', { name: '+Task' }));
    expect(await screen.findByRole('dialog', { name: 'Create New Task' })).toBeTruthy();
  });

  it("offers '+Paused Job', which opens the create-paused-job dialog", async () => {
    const { user } = renderButton();
    await user.tab();
    await user.keyboard('{ArrowDown}');
    await user.click(await screen.findByRole('menuitem', { name: '+Paused Job' }));
    expect(await screen.findByRole('dialog', { name: 'Put a Job on Hold' })).toBeTruthy();
  });
});
