import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { CurrentEmployee } from '#shared/schemas/employee.ts';
import { answer, fail, failure, held } from '#tooling/test-client/api-handlers.ts';
import { currentEmployee, NoopResizeObserver, OFFICE, toastTexts } from '#tooling/test-client/fixtures.ts';
import { server } from '#tooling/test-client/msw-server.ts';
import { ownAccount, SAVE_OWN_ACCOUNT, sentAccountPatches } from '#tooling/test-client/own-account.ts';
import { renderInPortal } from '#tooling/test-client/render.tsx';
import { ProfilePage } from './profile-page.tsx';

const button = (name: string) => screen.getByRole('button', { name });
const queryButton = (name: string) => screen.queryByRole('button', { name });
const switchNamed = (name: string) => screen.getByRole('switch', { name }) as HTMLButtonElement;
const fieldNamed = (name: string) => screen.getByRole('textbox', { name }) as HTMLInputElement;

/** /profile for `me`, whose account the server keeps, once the page has loaded. */
async function renderLoaded(me: CurrentEmployee = currentEmployee()) {
  server.use(...ownAccount(me).handlers);
  const page = renderInPortal(null, {
    path: '/profile',
    routes: [{ path: '/profile', element: <ProfilePage /> }],
  });
  // The card loads lazily; the first import in a busy run can take more than findBy's 1 s.
  await screen.findByRole('button', { name: 'Edit Profile' }, { timeout: 10_000 });
  return page;
}

async function retype(field: HTMLElement, text: string, user: ReturnType<typeof renderInPortal>['user']) {
  await user.clear(field);
  if (text !== '') await user.type(field, text);
}

beforeEach(() => {
  // jsdom has none; Radix's switch measures its thumb with one.
  vi.stubGlobal('ResizeObserver', NoopResizeObserver);
  return () => vi.unstubAllGlobals();
});

// user-event types key by key, each a render of the form: on a busy two-core run a test can pass
// Vitest's 5 s default.
describe('/profile', { timeout: 15_000 }, () => {
  it('shows who is signed in, read-only, with the way to change the password', async () => {
    await renderLoaded(
      currentEmployee(OFFICE, { phone: '(555) 201-3344', colorTheme: 'green', notes: 'Van 4' }),
    );
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
    const me = currentEmployee();
    const { user } = await renderLoaded(me);
    // Held, to see the page while the save is on its way.
    const save = held(SAVE_OWN_ACCOUNT, { ...me, phone: '(555) 201-3344', colorTheme: 'lightblue' });
    server.use(save.handler);
    await user.click(button('Edit Profile'));
    expect(fieldNamed('Full Name').readOnly).toBe(true);
    const administratorsHint = screen.getByText('Contact your administrator to change your name/email');
    expect(fieldNamed('Full Name').getAttribute('aria-describedby')).toContain(administratorsHint.id);
    expect(fieldNamed('Email').getAttribute('aria-describedby')).toContain(administratorsHint.id);
    expect(fieldNamed('Phone Number').placeholder).toBe('(555) 123-4567');
    await retype(fieldNamed('Phone Number'), ' (555) 201-3344 ', user);
    await user.click(screen.getByRole('radio', { name: 'Light Blue' }));
    await user.click(button('Save Changes'));

    await waitFor(() => expect(sentAccountPatches()).toHaveLength(1));
    expect(sentAccountPatches()[0]).toEqual({
      path: '/api/employees/3',
      body: { phone: '(555) 201-3344', colorTheme: 'lightblue' },
    });
    expect(button('Saving...')).toBeTruthy();
    save.release();

    await waitFor(() =>
      expect(toastTexts()).toEqual(['Profile Updated: Your profile settings have been saved successfully.']),
    );
    expect(button('Edit Profile')).toBeTruthy();
    expect(queryButton('Save Changes')).toBeNull();
    expect(fieldNamed('Phone Number').value).toBe('(555) 201-3344');
    expect(fieldNamed('Phone Number').readOnly).toBe(true);
  });

  it('Cancel puts the stored values back without a request', async () => {
    const { user } = await renderLoaded(currentEmployee(OFFICE, { notes: 'Van 4' }));
    await user.click(button('Edit Profile'));
    await retype(fieldNamed('Notes'), 'Van 9', user);
    await user.click(screen.getByRole('radio', { name: 'Orange' }));
    await user.click(switchNamed('Notifications'));
    await user.click(button('Cancel'));

    expect(button('Edit Profile')).toBeTruthy();
    expect(fieldNamed('Notes').value).toBe('Van 4');
    expect((screen.getByRole('radio', { name: 'Blue' }) as HTMLInputElement).checked).toBe(true);
    expect(switchNamed('Notifications').getAttribute('aria-checked')).toBe('true');
    expect(switchNamed('Email Notifications').getAttribute('aria-checked')).toBe('true');
    expect(sentAccountPatches()).toEqual([]);
  });

  it('offers SMS only once a phone number is entered, and saves it on', async () => {
    const { user } = await renderLoaded();
    await user.click(button('Edit Profile'));
    const sms = switchNamed('SMS Notifications');
    expect(sms.disabled).toBe(true);
    expect(screen.getByText('Add a phone number to enable SMS notifications')).toBeTruthy();
    expect(sms.getAttribute('aria-describedby')).toContain(
      screen.getByText('Add a phone number to enable SMS notifications').id,
    );

    await retype(fieldNamed('Phone Number'), '555 201 3344', user);
    expect(switchNamed('SMS Notifications').disabled).toBe(false);
    expect(screen.queryByText('Add a phone number to enable SMS notifications')).toBeNull();
    await user.click(switchNamed('SMS Notifications'));
    await user.click(button('Save Changes'));

    await waitFor(() => expect(sentAccountPatches()).toHaveLength(1));
    expect(sentAccountPatches()[0]?.body).toEqual({ phone: '555 201 3344', smsNotifications: true });
    await screen.findByRole('button', { name: 'Edit Profile' });
    expect(switchNamed('SMS Notifications').getAttribute('aria-checked')).toBe('true');
  });

  it('turning notifications off turns email off and disables it', async () => {
    const { user } = await renderLoaded();
    await user.click(button('Edit Profile'));
    expect(switchNamed('Email Notifications').disabled).toBe(false);
    await user.click(switchNamed('Notifications'));
    expect(switchNamed('Email Notifications').disabled).toBe(true);
    expect(switchNamed('Email Notifications').getAttribute('aria-checked')).toBe('false');
    await user.click(button('Save Changes'));

    await waitFor(() => expect(sentAccountPatches()).toHaveLength(1));
    expect(sentAccountPatches()[0]?.body).toEqual({ notificationsEnabled: false, emailNotifications: false });
  });

  it('checks the phone before sending, and shows the server field errors under the fields', async () => {
    const { user } = await renderLoaded();
    server.use(
      answer(SAVE_OWN_ACCOUNT, () =>
        failure(400, 'Notes too long', { errors: [{ field: 'notes', message: 'Notes must be shorter' }] }),
      ),
    );
    await user.click(button('Edit Profile'));
    await retype(fieldNamed('Phone Number'), '12', user);
    await user.click(button('Save Changes'));
    expect(await screen.findByText('Enter a valid phone number')).toBeTruthy();
    expect(sentAccountPatches()).toEqual([]);

    await retype(fieldNamed('Phone Number'), '', user);
    await retype(fieldNamed('Notes'), 'Van 9', user);
    await user.click(button('Save Changes'));
    expect(await screen.findByText('Notes must be shorter')).toBeTruthy();
    expect(sentAccountPatches().map((request) => request.body)).toEqual([{ notes: 'Van 9' }]);
  });

  it('says the save failed on a server error and stays in edit mode', async () => {
    const { user } = await renderLoaded();
    server.use(fail(SAVE_OWN_ACCOUNT, 500, 'boom'));
    await user.click(button('Edit Profile'));
    await retype(fieldNamed('Notes'), 'Van 9', user);
    await user.click(button('Save Changes'));

    await waitFor(() =>
      expect(toastTexts()).toEqual(['Update Failed: Failed to update your profile. Please try again.']),
    );
    expect(button('Save Changes')).toBeTruthy();
    expect(fieldNamed('Notes').value).toBe('Van 9');
  });
});
