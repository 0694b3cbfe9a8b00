import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fail } from '#tooling/test-client/api-handlers.ts';
import {
  cardOf,
  MANAGER,
  RETIRED,
  renderEmployees,
  SET_STATUS,
  sentSearches,
  sentStatusChanges,
} from '#tooling/test-client/employees-page.tsx';
import { NoopResizeObserver, PLUMBER, toastTexts } from '#tooling/test-client/fixtures.ts';
import { server } from '#tooling/test-client/msw-server.ts';

beforeEach(() => {
  // jsdom has none; Radix's switch measures its thumb with one.
  vi.stubGlobal('ResizeObserver', NoopResizeObserver);
  return () => vi.unstubAllGlobals();
});

const UPDATED = 'Employee Status Updated: The employee status has been successfully changed.';

async function renderLoaded() {
  const page = renderEmployees(MANAGER);
  await screen.findByText('4 employees');
  return page;
}

/** One switch per card, named after the state it shows. */
const switchOf = (id: number) => within(cardOf(id)).getByRole('switch');

describe('the status switch says the state the employee is in', () => {
  it('reads Active for an active employee and Inactive for an inactive one, checked when active', async () => {
    await renderLoaded();
    const active = within(cardOf(PLUMBER.id)).getByRole('switch', { name: 'Active' });
    expect(active.getAttribute('aria-checked')).toBe('true');
    const inactive = within(cardOf(RETIRED.id)).getByRole('switch', { name: 'Inactive' });
    expect(inactive.getAttribute('aria-checked')).toBe('false');
    // The visible label beside it says the same, once.
    expect(
      within(cardOf(RETIRED.id))
        .getAllByText(/^(Active|Inactive)$/)
        .map((label) => label.textContent),
    ).toEqual(['Inactive']);
  });
});

describe('the status switch', () => {
  it('asks before deactivating, then sends isActive false, confirms and refreshes the list', async () => {
    const { user } = await renderLoaded();
    await user.click(switchOf(PLUMBER.id));
    const dialog = await screen.findByRole('alertdialog');
    expect(
      within(dialog).getByText('Carlos Mendez is signed out and cannot sign in until reactivated.'),
    ).toBeTruthy();
    expect(sentStatusChanges()).toEqual([]);

    const listReads = sentSearches().length;
    await user.click(within(dialog).getByRole('button', { name: 'Deactivate' }));
    await waitFor(() => expect(toastTexts()).toContain(UPDATED));
    expect(sentStatusChanges()).toEqual([{ id: PLUMBER.id, body: { isActive: false } }]);
    await waitFor(() => expect(sentSearches().length).toBeGreaterThan(listReads));
    await waitFor(() => expect(switchOf(PLUMBER.id).getAttribute('aria-checked')).toBe('false'));
    expect(within(cardOf(PLUMBER.id)).getByRole('switch', { name: 'Inactive' })).toBeTruthy();
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('changes nothing when the question is cancelled', async () => {
    const { user } = await renderLoaded();
    await user.click(switchOf(PLUMBER.id));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(sentStatusChanges()).toEqual([]);
    expect(switchOf(PLUMBER.id).getAttribute('aria-checked')).toBe('true');
  });

  it('reactivates at once, without asking', async () => {
    const { user } = await renderLoaded();
    await user.click(switchOf(RETIRED.id));
    await waitFor(() => expect(toastTexts()).toContain(UPDATED));
    expect(sentStatusChanges()).toEqual([{ id: RETIRED.id, body: { isActive: true } }]);
    // Checked after the change landed: the question loads lazily, so an early look would prove nothing.
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it("shows the server's reason when the change is refused", async () => {
    const { user } = await renderLoaded();
    server.use(fail(SET_STATUS, 403, 'Only management can do that'));
    await user.click(switchOf(RETIRED.id));
    await waitFor(() => expect(toastTexts()).toContain('Error: 403: Only management can do that'));
    expect(switchOf(RETIRED.id).getAttribute('aria-checked')).toBe('false');
  });

  it("does not offer to deactivate the manager's own account", async () => {
    await renderLoaded();
    expect((switchOf(MANAGER.id) as HTMLButtonElement).disabled).toBe(true);
  });
});
