import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  cardOf,
  MANAGER,
  PLUMBER,
  RETIRED,
  renderEmployees,
  setUpEmployeesTests,
  stubServer,
  toastTexts,
} from '../test-support.tsx';

setUpEmployeesTests();

const UPDATED = 'Employee Status Updated: The employee status has been successfully changed.';

async function renderLoaded() {
  renderEmployees(MANAGER);
  await screen.findByText('4 employees');
}

const switchOf = (id: number) => within(cardOf(id)).getByRole('switch', { name: 'Active' });

describe('the Active switch', () => {
  it('asks before deactivating, then sends isActive false, confirms and refreshes the list', async () => {
    const server = stubServer();
    await renderLoaded();
    fireEvent.click(switchOf(PLUMBER.id));
    const dialog = await screen.findByRole('alertdialog');
    expect(
      within(dialog).getByText('Carlos Mendez is signed out and cannot sign in until reactivated.'),
    ).toBeTruthy();
    expect(server.statusChanges).toEqual([]);

    const listReads = server.searches.length;
    fireEvent.click(within(dialog).getByRole('button', { name: 'Deactivate' }));
    await waitFor(() => expect(toastTexts()).toContain(UPDATED));
    expect(server.statusChanges).toEqual([{ id: PLUMBER.id, body: { isActive: false } }]);
    await waitFor(() => expect(server.searches.length).toBeGreaterThan(listReads));
    await waitFor(() => expect(switchOf(PLUMBER.id).getAttribute('aria-checked')).toBe('false'));
    expect(within(cardOf(PLUMBER.id)).getByText('Inactive')).toBeTruthy();
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('changes nothing when the question is cancelled', async () => {
    const server = stubServer();
    await renderLoaded();
    fireEvent.click(switchOf(PLUMBER.id));
    fireEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(server.statusChanges).toEqual([]);
    expect(switchOf(PLUMBER.id).getAttribute('aria-checked')).toBe('true');
  });

  it('reactivates at once, without asking', async () => {
    const server = stubServer();
    await renderLoaded();
    fireEvent.click(switchOf(RETIRED.id));
    await waitFor(() => expect(toastTexts()).toContain(UPDATED));
    expect(server.statusChanges).toEqual([{ id: RETIRED.id, body: { isActive: true } }]);
    // Checked after the change landed: the question loads lazily, so an early look would prove nothing.
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it("shows the server's reason when the change is refused", async () => {
    stubServer({ setStatus: () => ({ status: 403, body: { message: 'Only management can do that' } }) });
    await renderLoaded();
    fireEvent.click(switchOf(RETIRED.id));
    await waitFor(() => expect(toastTexts()).toContain('Error: 403: Only management can do that'));
    expect(switchOf(RETIRED.id).getAttribute('aria-checked')).toBe('false');
  });

  it("does not offer to deactivate the manager's own account", async () => {
    stubServer();
    await renderLoaded();
    expect((switchOf(MANAGER.id) as HTMLButtonElement).disabled).toBe(true);
  });
});
