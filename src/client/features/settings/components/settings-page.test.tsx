import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  button,
  currentEmployee,
  renderSettings,
  setUpSettingsTests,
  stubServer,
  switchNamed,
  toastTexts,
} from '../test-support.tsx';

setUpSettingsTests();

const tab = (name: string) => screen.getByRole('tab', { name });
const selectedTab = () => screen.getByRole('tab', { selected: true }).textContent;

describe('/settings', () => {
  it('opens the tab the URL names, General otherwise, and keeps the chosen tab in the URL', async () => {
    stubServer();
    const { location } = renderSettings('/settings?tab=notifications');
    expect(await screen.findByRole('heading', { level: 1, name: 'Settings' })).toBeTruthy();
    await waitFor(() => expect(selectedTab()).toBe('Notifications'));
    expect(screen.getByRole('tabpanel', { name: 'Notifications' })).toBeTruthy();
    expect(button('Save Notification Settings')).toBeTruthy();

    fireEvent.mouseDown(tab('Profile'));
    expect(location()).toBe('/settings?tab=profile');
    expect(selectedTab()).toBe('Profile');
    // The Profile tab's form loads lazily; its button arrives once the code is in.
    expect(await screen.findByRole('button', { name: 'Update Profile' })).toBeTruthy();
  });

  it('opens General for a missing or unknown tab', async () => {
    stubServer();
    renderSettings('/settings?tab=nonsense');
    await waitFor(() => expect(selectedTab()).toBe('General'));
    expect(button('Save Changes')).toBeTruthy();
  });

  it('General saves the theme, auto refresh and compact view, and applies the theme at once', async () => {
    const server = stubServer({ me: currentEmployee({ autoRefresh: true, compactView: false }) });
    renderSettings();
    await screen.findByRole('switch', { name: 'Dark Theme' });
    expect(switchNamed('Dark Theme').getAttribute('aria-checked')).toBe('false');
    expect(switchNamed('Auto Refresh').getAttribute('aria-checked')).toBe('true');
    const description = screen.getByText('Refresh lists every 5 minutes');
    expect(switchNamed('Auto Refresh').getAttribute('aria-describedby')).toContain(description.id);
    fireEvent.click(switchNamed('Dark Theme'));
    fireEvent.click(switchNamed('Auto Refresh'));
    fireEvent.click(switchNamed('Compact View'));
    fireEvent.click(button('Save Changes'));

    expect(document.documentElement.classList.contains('dark')).toBe(true);
    expect(localStorage.getItem('theme')).toBe('dark');
    await waitFor(() => expect(toastTexts()).toEqual(['Settings saved']));
    expect(server.patches).toEqual([
      { path: '/api/employees/3', body: { themePreference: 'dark', autoRefresh: false, compactView: true } },
    ]);
  });

  it('General starts from the theme on screen', async () => {
    localStorage.setItem('theme', 'dark');
    const server = stubServer();
    renderSettings();
    await screen.findByRole('switch', { name: 'Dark Theme' });
    expect(switchNamed('Dark Theme').getAttribute('aria-checked')).toBe('true');
    fireEvent.click(switchNamed('Dark Theme'));
    fireEvent.click(button('Save Changes'));
    await waitFor(() => expect(server.patches).toHaveLength(1));
    expect(server.patches[0]?.body).toEqual({
      themePreference: 'light',
      autoRefresh: true,
      compactView: false,
    });
    expect(document.documentElement.classList.contains('dark')).toBe(false);
  });

  it('Notifications saves its three switches', async () => {
    const server = stubServer();
    renderSettings('/settings?tab=notifications');
    await screen.findByRole('switch', { name: 'Work Order Updates' });
    fireEvent.click(switchNamed('Work Order Updates'));
    fireEvent.click(button('Save Notification Settings'));

    await waitFor(() => expect(toastTexts()).toEqual(['Notification settings saved']));
    expect(server.patches.map((request) => request.body)).toEqual([
      { emailNotifications: true, workOrderUpdateNotifications: false, assignmentNotifications: true },
    ]);
  });

  it('Notifications: email is off and disabled, with the reason, while notifications are off', async () => {
    const server = stubServer({
      me: currentEmployee({ notificationsEnabled: false, emailNotifications: true }),
    });
    renderSettings('/settings?tab=notifications');
    await screen.findByRole('switch', { name: 'Email Notifications' });
    const email = switchNamed('Email Notifications');
    expect(email.disabled).toBe(true);
    expect(email.getAttribute('aria-checked')).toBe('false');
    const hint = screen.getByText('Turn on notifications in your profile to enable email notifications');
    expect(email.getAttribute('aria-describedby')).toContain(hint.id);
    fireEvent.click(switchNamed('Assignment Notifications'));
    fireEvent.click(button('Save Notification Settings'));

    await waitFor(() => expect(server.patches).toHaveLength(1));
    expect(server.patches[0]?.body).toEqual({
      emailNotifications: false,
      workOrderUpdateNotifications: true,
      assignmentNotifications: false,
    });
  });

  it('Profile shows name, role and email read-only and sends the phone', async () => {
    const server = stubServer();
    renderSettings('/settings?tab=profile');
    const phone = (await screen.findByRole('textbox', { name: 'Phone Number' })) as HTMLInputElement;
    expect((screen.getByRole('textbox', { name: 'Full Name' }) as HTMLInputElement).readOnly).toBe(true);
    expect((screen.getByRole('textbox', { name: 'Role' }) as HTMLInputElement).value).toBe('Office');
    expect((screen.getByRole('textbox', { name: 'Email' }) as HTMLInputElement).readOnly).toBe(true);
    expect(screen.getByText('Contact your administrator to change your name')).toBeTruthy();
    expect(screen.getByText('Contact your administrator to change your email')).toBeTruthy();

    fireEvent.change(phone, { target: { value: 'call me' } });
    fireEvent.click(button('Update Profile'));
    expect(await screen.findByText('Enter a valid phone number')).toBeTruthy();
    expect(server.patches).toEqual([]);

    fireEvent.change(phone, { target: { value: '(555) 201-3344' } });
    fireEvent.click(button('Update Profile'));
    await waitFor(() =>
      expect(toastTexts()).toEqual(['Profile Updated: Your profile settings have been saved successfully.']),
    );
    expect(server.patches).toEqual([{ path: '/api/employees/3', body: { phone: '(555) 201-3344' } }]);
  });

  it('Profile says the update failed on a server error', async () => {
    stubServer({ patch: () => ({ status: 500, body: { message: 'boom' } }) });
    renderSettings('/settings?tab=profile');
    const phone = await screen.findByRole('textbox', { name: 'Phone Number' });
    fireEvent.change(phone, { target: { value: '(555) 201-3344' } });
    fireEvent.click(button('Update Profile'));
    await waitFor(() =>
      expect(toastTexts()).toEqual(['Update Failed: Failed to update your profile. Please try again.']),
    );
  });
});
