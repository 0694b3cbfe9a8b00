import { screen, waitFor } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { held, sentBodies } from '#tooling/test-client/api-handlers.ts';
import { currentEmployee, NoopResizeObserver, toastTexts } from '#tooling/test-client/fixtures.ts';
import { server } from '#tooling/test-client/msw-server.ts';
import {
  CHANGE_PASSWORD,
  CURRENT_PASSWORD,
  passwordChange,
  renderSettings,
} from '#tooling/test-client/settings-page.tsx';

const TEMPORARY_NOTICE = 'You signed in with a temporary password. Choose a new one now.';
const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const button = (name: string) => screen.getByRole('button', { name });

async function renderSecurity(me = currentEmployee()) {
  const page = renderSettings('/settings?tab=security', me);
  // The form loads lazily; the first import in a busy run can take more than findBy's 1 s.
  await screen.findByRole('button', { name: 'Change Password' }, { timeout: 10_000 });
  return page;
}

async function fill(user: UserEvent, current: string, next: string, confirm: string) {
  for (const [label, value] of [
    ['Current Password', current],
    ['New Password', next],
    ['Confirm New Password', confirm],
  ] as const) {
    await user.clear(field(label));
    await user.type(field(label), value);
  }
}

beforeEach(() => {
  // jsdom has none; Radix's switch measures its thumb with one.
  vi.stubGlobal('ResizeObserver', NoopResizeObserver);
  return () => vi.unstubAllGlobals();
});

describe('/settings?tab=security', () => {
  it('offers three password fields for password managers', async () => {
    await renderSecurity();
    expect(field('Current Password').type).toBe('password');
    expect(field('Current Password').autocomplete).toBe('current-password');
    expect(field('New Password').autocomplete).toBe('new-password');
    expect(field('Confirm New Password').autocomplete).toBe('new-password');
    expect(screen.queryByText(TEMPORARY_NOTICE)).toBeNull();
  });

  it('checks length and match before sending anything', async () => {
    const { user } = await renderSecurity();
    await fill(user, CURRENT_PASSWORD, 'short', 'short');
    await user.click(button('Change Password'));
    expect(await screen.findByText('New password must be at least 10 characters')).toBeTruthy();

    await fill(user, CURRENT_PASSWORD, 'long-enough-1', 'long-enough-2');
    await user.click(button('Change Password'));
    expect(await screen.findByText('Passwords do not match')).toBeTruthy();
    expect(field('Confirm New Password').getAttribute('aria-invalid')).toBe('true');
    expect(sentBodies(CHANGE_PASSWORD)).toEqual([]);
  });

  it("shows the server's word under the current password when it is wrong", async () => {
    const { user } = await renderSecurity();
    await fill(user, 'not-my-password', 'new-password-22', 'new-password-22');
    await user.click(button('Change Password'));

    const message = await screen.findByText('Current password is incorrect');
    expect(field('Current Password').getAttribute('aria-describedby')).toContain(message.id);
    expect(sentBodies(CHANGE_PASSWORD)).toHaveLength(1);
    expect(toastTexts()).toEqual([]);
  });

  it('sends the change, confirms it, clears the form and drops the temporary-password notice', async () => {
    const { user, account } = await renderSecurity(currentEmployee(undefined, { mustChangePassword: true }));
    // Held, to see the button while the change is on its way.
    const change = held(CHANGE_PASSWORD, passwordChange(account));
    server.use(change.handler);
    expect(screen.getByText(TEMPORARY_NOTICE).closest('[role="status"]')).toBeTruthy();
    await fill(user, CURRENT_PASSWORD, 'new-password-22', 'new-password-22');
    await user.click(button('Change Password'));
    expect(await screen.findByRole('button', { name: 'Changing...' })).toBeTruthy();
    change.release();

    await waitFor(() =>
      expect(toastTexts()).toEqual(['Password changed: Your other sessions have been signed out.']),
    );
    expect(sentBodies(CHANGE_PASSWORD)).toEqual([
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
