import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  button,
  CURRENT_PASSWORD,
  currentEmployee,
  renderSettings,
  setUpSettingsTests,
  stubServer,
  toastTexts,
} from '../test-support.tsx';

setUpSettingsTests();

const TEMPORARY_NOTICE = 'You signed in with a temporary password. Choose a new one now.';
const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;

async function renderSecurity() {
  renderSettings('/settings?tab=security');
  // The form loads lazily; the first import in a busy run can take more than findBy's 1 s.
  await screen.findByRole('button', { name: 'Change Password' }, { timeout: 10_000 });
}

function fill(current: string, next: string, confirm: string) {
  fireEvent.change(field('Current Password'), { target: { value: current } });
  fireEvent.change(field('New Password'), { target: { value: next } });
  fireEvent.change(field('Confirm New Password'), { target: { value: confirm } });
}

describe('/settings?tab=security', () => {
  it('offers three password fields for password managers', async () => {
    stubServer();
    await renderSecurity();
    expect(field('Current Password').type).toBe('password');
    expect(field('Current Password').autocomplete).toBe('current-password');
    expect(field('New Password').autocomplete).toBe('new-password');
    expect(field('Confirm New Password').autocomplete).toBe('new-password');
    expect(screen.queryByText(TEMPORARY_NOTICE)).toBeNull();
  });

  it('checks length and match before sending anything', async () => {
    const server = stubServer();
    await renderSecurity();
    fill(CURRENT_PASSWORD, 'short', 'short');
    fireEvent.click(button('Change Password'));
    expect(await screen.findByText('New password must be at least 10 characters')).toBeTruthy();

    fill(CURRENT_PASSWORD, 'long-enough-1', 'long-enough-2');
    fireEvent.click(button('Change Password'));
    expect(await screen.findByText('Passwords do not match')).toBeTruthy();
    expect(field('Confirm New Password').getAttribute('aria-invalid')).toBe('true');
    expect(server.passwordChanges).toEqual([]);
  });

  it("shows the server's word under the current password when it is wrong", async () => {
    const server = stubServer();
    await renderSecurity();
    fill('not-my-password', 'new-password-22', 'new-password-22');
    fireEvent.click(button('Change Password'));

    const message = await screen.findByText('Current password is incorrect');
    expect(field('Current Password').getAttribute('aria-describedby')).toContain(message.id);
    expect(server.passwordChanges).toHaveLength(1);
    expect(toastTexts()).toEqual([]);
  });

  it('sends the change, confirms it, clears the form and drops the temporary-password notice', async () => {
    const server = stubServer({ me: currentEmployee({ mustChangePassword: true }) });
    await renderSecurity();
    expect(screen.getByText(TEMPORARY_NOTICE).closest('[role="status"]')).toBeTruthy();
    fill(CURRENT_PASSWORD, 'new-password-22', 'new-password-22');
    fireEvent.click(button('Change Password'));
    expect(await screen.findByRole('button', { name: 'Changing...' })).toBeTruthy();

    await waitFor(() =>
      expect(toastTexts()).toEqual(['Password changed: Your other sessions have been signed out.']),
    );
    expect(server.passwordChanges).toEqual([
      {
        currentPassword: CURRENT_PASSWORD,
        newPassword: 'new-password-22',
        confirmPassword: 'new-password-22',
      },
    ]);
    expect(field('Current Password').value).toBe('');
    expect(field('New Password').value).toBe('');
    expect(field('Confirm New Password').value).toBe('');
    expect(screen.queryByText(TEMPORARY_NOTICE)).toBeNull();
  });
});
