import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { UniversalActionsProvider } from '../../components/universal-actions/universal-actions-provider.tsx';
import { QuickActionsButton } from './quick-actions-button.tsx';

function renderButton() {
  render(
    <UniversalActionsProvider>
      <QuickActionsButton />
    </UniversalActionsProvider>,
  );
  return screen.getByRole('button', { name: 'Quick actions' });
}

afterEach(cleanup);

describe('the floating quick-actions button', () => {
  it("offers '+Task', which opens the create-task dialog", async () => {
    const trigger = renderButton();
    expect(trigger.getAttribute('aria-expanded')).toBe('false');
    fireEvent.keyDown(trigger, { key: 'Enter' });
    fireEvent.click(await screen.findByRole('menuitem', { name: '+Task' }));
    expect(await screen.findByRole('dialog', { name: 'Create New Task' })).toBeTruthy();
  });

  it("offers '+Paused Job', which opens the create-paused-job dialog", async () => {
    fireEvent.keyDown(renderButton(), { key: 'ArrowDown' });
    fireEvent.click(await screen.findByRole('menuitem', { name: '+Paused Job' }));
    expect(await screen.findByRole('dialog', { name: 'Create New Paused Job' })).toBeTruthy();
  });
});
