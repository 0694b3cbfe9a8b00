import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  currentEmployee,
  deferred,
  fieldNamed,
  type Reply,
  renderProfile,
  setUpProfileTests,
  stubServer,
  switchNamed,
  toastTexts,
} from '../test-support.tsx';

setUpProfileTests();

const button = (name: string) => screen.getByRole('button', { name });
const queryButton = (name: string) => screen.queryByRole('button', { name });

async function renderLoaded() {
  renderProfile();
  await screen.findByRole('button', { name: 'Edit Profile' });
}

describe('/profile', () => {
  it('shows who is signed in, read-only, with the way to change the password', async () => {
    stubServer({ me: currentEmployee({ phone: '(555) 201-3344', colorTheme: 'green', notes: 'Van 4' }) });
    await renderLoaded();
    expect(screen.getByRole('heading', { level: 1, name: 'Profile' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Priya Natarajan' })).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Priya Natarajan' }).textContent).toBe('PN');
    expect(screen.getByText('Office')).toBeTruthy();
    expect(fieldNamed('Email').value).toBe('priya@demo.test');
    expect(fieldNamed('Phone Number').value).toBe('(555) 201-3344');
    expect(fieldNamed('Phone Number').readOnly).toBe(true);
    expect(fieldNamed('Notes').readOnly).toBe(true);
    expect((screen.getByRole('radio', { name: 'Green' }) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByRole('radio', { name: 'Green' }) as HTMLInputElement).disabled).toBe(true);
    expect(switchNamed('Notifications').disabled).toBe(true);
    expect(queryButton('Save Changes')).toBeNull();
    expect(screen.getByRole('link', { name: 'Change Password' }).getAttribute('href')).toBe(
      '/settings?tab=security',
    );
    expect(
      screen.getByText('Contact your administrator to change your password if you have forgotten it.'),
    ).toBeTruthy();
  });

  it('saves exactly the changed fields, says "Saving...", then returns to view mode with the toast', async () => {
    const answer = deferred<Reply>();
    const me = currentEmployee();
    const server = stubServer({ me, patch: () => answer.promise });
    await renderLoaded();
    fireEvent.click(button('Edit Profile'));
    expect(fieldNamed('Full Name').readOnly).toBe(true);
    const administratorsHint = screen.getByText('Contact your administrator to change your name/email');
    expect(fieldNamed('Full Name').getAttribute('aria-describedby')).toContain(administratorsHint.id);
    expect(fieldNamed('Email').getAttribute('aria-describedby')).toContain(administratorsHint.id);
    expect(fieldNamed('Phone Number').placeholder).toBe('(555) 123-4567');
    fireEvent.change(fieldNamed('Phone Number'), { target: { value: ' (555) 201-3344 ' } });
    fireEvent.click(screen.getByRole('radio', { name: 'Light Blue' }));
    fireEvent.click(button('Save Changes'));

    await waitFor(() => expect(server.patches).toHaveLength(1));
    expect(server.patches[0]).toEqual({
      path: '/api/employees/3',
      body: { phone: '(555) 201-3344', colorTheme: 'lightblue' },
    });
    expect(button('Saving...')).toBeTruthy();
    answer.resolve({ status: 200, body: { ...me, phone: '(555) 201-3344', colorTheme: 'lightblue' } });

    await waitFor(() =>
      expect(toastTexts()).toEqual(['Profile Updated: Your profile settings have been saved successfully.']),
    );
    expect(button('Edit Profile')).toBeTruthy();
    expect(queryButton('Save Changes')).toBeNull();
    expect(fieldNamed('Phone Number').value).toBe('(555) 201-3344');
    expect(fieldNamed('Phone Number').readOnly).toBe(true);
  });

  it('Cancel puts the stored values back without a request', async () => {
    const server = stubServer({ me: currentEmployee({ notes: 'Van 4' }) });
    await renderLoaded();
    fireEvent.click(button('Edit Profile'));
    fireEvent.change(fieldNamed('Notes'), { target: { value: 'Van 9' } });
    fireEvent.click(screen.getByRole('radio', { name: 'Orange' }));
    fireEvent.click(switchNamed('Notifications'));
    fireEvent.click(button('Cancel'));

    expect(button('Edit Profile')).toBeTruthy();
    expect(fieldNamed('Notes').value).toBe('Van 4');
    expect((screen.getByRole('radio', { name: 'Blue' }) as HTMLInputElement).checked).toBe(true);
    expect(switchNamed('Notifications').getAttribute('aria-checked')).toBe('true');
    expect(switchNamed('Email Notifications').getAttribute('aria-checked')).toBe('true');
    expect(server.patches).toEqual([]);
  });

  it('offers SMS only once a phone number is entered, and saves it on', async () => {
    const server = stubServer();
    await renderLoaded();
    fireEvent.click(button('Edit Profile'));
    const sms = switchNamed('SMS Notifications');
    expect(sms.disabled).toBe(true);
    expect(screen.getByText('Add a phone number to enable SMS notifications')).toBeTruthy();
    expect(sms.getAttribute('aria-describedby')).toContain(
      screen.getByText('Add a phone number to enable SMS notifications').id,
    );

    fireEvent.change(fieldNamed('Phone Number'), { target: { value: '555 201 3344' } });
    expect(switchNamed('SMS Notifications').disabled).toBe(false);
    expect(screen.queryByText('Add a phone number to enable SMS notifications')).toBeNull();
    fireEvent.click(switchNamed('SMS Notifications'));
    fireEvent.click(button('Save Changes'));

    await waitFor(() => expect(server.patches).toHaveLength(1));
    expect(server.patches[0]?.body).toEqual({ phone: '555 201 3344', smsNotifications: true });
    await screen.findByRole('button', { name: 'Edit Profile' });
    expect(switchNamed('SMS Notifications').getAttribute('aria-checked')).toBe('true');
  });

  it('turning notifications off turns email off and disables it', async () => {
    const server = stubServer();
    await renderLoaded();
    fireEvent.click(button('Edit Profile'));
    expect(switchNamed('Email Notifications').disabled).toBe(false);
    fireEvent.click(switchNamed('Notifications'));
    expect(switchNamed('Email Notifications').disabled).toBe(true);
    expect(switchNamed('Email Notifications').getAttribute('aria-checked')).toBe('false');
    fireEvent.click(button('Save Changes'));

    await waitFor(() => expect(server.patches).toHaveLength(1));
    expect(server.patches[0]?.body).toEqual({ notificationsEnabled: false, emailNotifications: false });
  });

  it('checks the phone before sending, and shows the server field errors under the fields', async () => {
    const server = stubServer({
      patch: () => ({
        status: 400,
        body: { message: 'Notes too long', errors: [{ field: 'notes', message: 'Notes must be shorter' }] },
      }),
    });
    await renderLoaded();
    fireEvent.click(button('Edit Profile'));
    fireEvent.change(fieldNamed('Phone Number'), { target: { value: '12' } });
    fireEvent.click(button('Save Changes'));
    expect(await screen.findByText('Enter a valid phone number')).toBeTruthy();
    expect(server.patches).toEqual([]);

    fireEvent.change(fieldNamed('Phone Number'), { target: { value: '' } });
    fireEvent.change(fieldNamed('Notes'), { target: { value: 'Van 9' } });
    fireEvent.click(button('Save Changes'));
    expect(await screen.findByText('Notes must be shorter')).toBeTruthy();
    expect(server.patches.map((request) => request.body)).toEqual([{ notes: 'Van 9' }]);
  });

  it('says the save failed on a server error and stays in edit mode', async () => {
    stubServer({ patch: () => ({ status: 500, body: { message: 'boom' } }) });
    await renderLoaded();
    fireEvent.click(button('Edit Profile'));
    fireEvent.change(fieldNamed('Notes'), { target: { value: 'Van 9' } });
    fireEvent.click(button('Save Changes'));

    await waitFor(() =>
      expect(toastTexts()).toEqual(['Update Failed: Failed to update your profile. Please try again.']),
    );
    expect(button('Save Changes')).toBeTruthy();
    expect(fieldNamed('Notes').value).toBe('Van 9');
  });
});
