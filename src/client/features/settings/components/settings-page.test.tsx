import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fail } from '#tooling/test-client/api-handlers.ts';
import { currentEmployee, NoopResizeObserver, OFFICE, toastTexts } from '#tooling/test-client/fixtures.ts';
import { server } from '#tooling/test-client/msw-server.ts';
import { SAVE_OWN_ACCOUNT, sentAccountPatches } from '#tooling/test-client/own-account.ts';
import { renderSettings } from '#tooling/test-client/settings-page.tsx';

const switchNamed = (name: string) => screen.getByRole('switch', { name }) as HTMLButtonElement;
const button = (name: string) => screen.getByRole('button', { name });
const tab = (name: string) => screen.getByRole('tab', { name });
const selectedTab = () => screen.getByRole('tab', { selected: true }).textContent;

beforeEach(() => {
  // jsdom has none; Radix's switch measures its thumb with one.
  vi.stubGlobal('ResizeObserver', NoopResizeObserver);
  return () => vi.unstubAllGlobals();
});

describe('/settings', () => {
  it('opens the tab the URL names, General otherwise, and keeps the chosen tab in the URL', async () => {
    const { location, user } = renderSettings('/settings?tab=notifications');
    expect(await screen.findByRole('heading', { level: 1, name: 'Settings' })).toBeTruthy();
    await waitFor(() => expect(selectedTab()).toBe('Notifications'));
    expect(screen.getByRole('tabpanel', { name: 'Notifications' })).toBeTruthy();
    expect(button('Save Notification Settings')).toBeTruthy();

    await user.click(tab('Profile'));
    expect(location()).toBe('/settings?tab=profile');
    expect(selectedTab()).toBe('Profile');
    // The Profile tab's form loads lazily; its button arrives once the code is in.
    expect(await screen.findByRole('button', { name: 'Update Profile' })).toBeTruthy();
  });

  it('opens General for a missing or unknown tab', async () => {
    renderSettings('/settings?tab=nonsense');
    await waitFor(() => expect(selectedTab()).toBe('General'));
    expect(button('Save Changes')).toBeTruthy();
  });

  it('General saves the theme, auto refresh and compact view, and applies the theme at once', async () => {
    const { user } = renderSettings(
      '/settings',
      currentEmployee(OFFICE, { autoRefresh: true, compactView: false }),
    );
    await screen.findByRole('switch', { name: 'Dark Theme' });
    expect(switchNamed('Dark Theme').getAttribute('aria-checked')).toBe('false');
    expect(switchNamed('Auto Refresh').getAttribute('aria-checked')).toBe('true');
    const description = screen.getByText('Refresh lists every 5 minutes');
    expect(switchNamed('Auto Refresh').getAttribute('aria-describedby')).toContain(description.id);
    await user.click(switchNamed('Dark Theme'));
    await user.click(switchNamed('Auto Refresh'));
    await user.click(switchNamed('Compact View'));
    await user.click(button('Save Changes'));

    expect(document.documentElement.classList.contains('dark')).toBe(true);
    expect(localStorage.getItem('theme')).toBe('dark');
    await waitFor(() => expect(toastTexts()).toEqual(['Settings saved']));
    expect(sentAccountPatches()).toEqual([
      { path: '/api/employees/3', body: { themePreference: 'dark', autoRefresh: false, compactView: true } },
    ]);
  });

  it('General starts from the theme on screen', async () => {
    localStorage.setItem('theme', 'dark');
    const { user } = renderSettings();
    await screen.findByRole('switch', { name: 'Dark Theme' });
    expect(switchNamed('Dark Theme').getAttribute('aria-checked')).toBe('true');
    await user.click(switchNamed('Dark Theme'));
    await user.click(button('Save Changes'));
    await waitFor(() => expect(sentAccountPatches()).toHaveLength(1));
    expect(sentAccountPatches()[0]?.body).toEqual({
      themePreference: 'light',
      autoRefresh: true,
      compactView: false,
    });
    expect(document.documentElement.classList.contains('dark')).toBe(false);
  });

  it('Notifications saves its three switches', async () => {
    const { user } = renderSettings('/settings?tab=notifications');
    await screen.findByRole('switch', { name: 'Work Order Updates' });
    await user.click(switchNamed('Work Order Updates'));
    await user.click(button('Save Notification Settings'));

    await waitFor(() => expect(toastTexts()).toEqual(['Notification settings saved']));
    expect(sentAccountPatches().map((request) => request.body)).toEqual([
      { emailNotifications: true, workOrderUpdateNotifications: false, assignmentNotifications: true },
    ]);
  });

  it('Notifications: email is off and disabled, with the reason, while notifications are off', async () => {
    const { user } = renderSettings(
      '/settings?tab=notifications',
      currentEmployee(OFFICE, { notificationsEnabled: false, emailNotifications: true }),
    );
    await screen.findByRole('switch', { name: 'Email Notifications' });
    const email = switchNamed('Email Notifications');
    expect(email.disabled).toBe(true);
    expect(email.getAttribute('aria-checked')).toBe('false');
    const hint = screen.getByText('Turn on notifications in your profile to enable email notifications');
    expect(email.getAttribute('aria-describedby')).toContain(hint.id);
    await user.click(switchNamed('Assignment Notifications'));
    await user.click(button('Save Notification Settings'));

    await waitFor(() => expect(sentAccountPatches()).toHaveLength(1));
    expect(sentAccountPatches()[0]?.body).toEqual({
      emailNotifications: false,
      workOrderUpdateNotifications: true,
      assignmentNotifications: false,
    });
  });

  it('Profile shows name, role and email read-only and sends the phone', async () => {
    const { user } = renderSettings('/settings?tab=profile');
    const phone = (await screen.findByRole('textbox', { name: 'Phone Number' })) as HTMLInputElement;
    expect((screen.getByRole('textbox', { name: 'Full Name' }) as HTMLInputElement).readOnly).toBe(true);
    expect((screen.getByRole('textbox', { name: 'Role' }) as HTMLInputElement).value).toBe('Office');
    expect((screen.getByRole('textbox', { name: 'Email' }) as HTMLInputElement).readOnly).toBe(true);
    expect(screen.getByText('Contact your administrator to change your name')).toBeTruthy();
    expect(screen.getByText('Contact your administrator to change your email')).toBeTruthy();

    await user.clear(phone);
    await user.type(phone, 'call me');
    await user.click(button('Update Profile'));
    expect(await screen.findByText('Enter a valid phone number')).toBeTruthy();
    expect(sentAccountPatches()).toEqual([]);

    await user.clear(phone);
    await user.type(phone, '(555) 201-3344');
    await user.click(button('Update Profile'));
    await waitFor(() =>
      expect(toastTexts()).toEqual(['Profile Updated: Your profile settings have been saved successfully.']),
    );
    expect(sentAccountPatches()).toEqual([{ path: '/api/employees/3', body: { phone: '(555) 201-3344' } }]);
  });

  it('Profile says the update failed on a server error', async () => {
    const { user } = renderSettings('/settings?tab=profile');
    server.use(fail(SAVE_OWN_ACCOUNT, 500, 'boom'));
    const phone = await screen.findByRole('textbox', { name: 'Phone Number' });
    await user.clear(phone);
    await user.type(phone, '(555) 201-3344');
    await user.click(button('Update Profile'));
    await waitFor(() =>
      expect(toastTexts()).toEqual(['Update Failed: Failed to update your profile. Please try again.']),
    );
  });
});
