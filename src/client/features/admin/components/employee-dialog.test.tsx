import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  dialogWithForm,
  field,
  MANAGER,
  RESET_PASSWORD,
  renderAdmin,
  setUpAdminTests,
  stubServer,
  toastTexts,
  typeInto,
} from '../test-support.tsx';

setUpAdminTests();

const editDialog = () => dialogWithForm('Edit Employee');

describe('the employee dialog', () => {
  it('opens from ?employeeId= with that employee, and closing removes it from the URL', async () => {
    stubServer();
    const page = renderAdmin('/admin?employeeId=7');
    const dialog = await editDialog();
    expect(field(dialog, 'Name').value).toBe('Carlos Mendez');
    expect(field(dialog, 'Email').value).toBe('carlos@demo.test');
    expect(field(dialog, 'Employee Type').value).toBe('plumber');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(page.search()).toBe('');
  });

  it("opens from a row's Edit, which writes ?employeeId=", async () => {
    stubServer();
    const page = renderAdmin();
    fireEvent.click(await screen.findByRole('button', { name: 'Edit Dana Brooks' }));
    const dialog = await editDialog();
    expect(field(dialog, 'Name').value).toBe('Dana Brooks');
    expect(page.search()).toBe('?employeeId=8');
  });

  it('says so when the id is nobody', async () => {
    stubServer();
    renderAdmin('/admin?employeeId=999');
    expect(await screen.findByRole('dialog', { name: 'Employee not found' })).toBeTruthy();
  });

  it('Save sends only the changed fields, says Employee updated and closes', async () => {
    const server = stubServer();
    renderAdmin('/admin?employeeId=7');
    const dialog = await editDialog();
    typeInto(dialog, 'Title', 'Lead Tech ');
    typeInto(dialog, 'Employee Type', 'office');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(server.writes()).toEqual([
      { call: 'PATCH /api/employees/7', body: { employeeType: 'office', title: 'Lead Tech' } },
    ]);
    expect(toastTexts()).toEqual(['Employee updated: Carlos Mendez']);
    // The table shows the change.
    const row = (await screen.findByText('Lead Tech')).closest('tr') as HTMLElement;
    expect(within(row).getByText('Office')).toBeTruthy();
  });

  it('sends nothing when nothing changed', async () => {
    const server = stubServer();
    renderAdmin('/admin?employeeId=7');
    const dialog = await editDialog();
    typeInto(dialog, 'Name', ' Carlos Mendez ');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(toastTexts()).toEqual(['No changes to save']));
    expect(server.writes()).toEqual([]);
  });

  it("shows the server's field error under its field", async () => {
    const message = 'An employee with this email already exists';
    stubServer({
      fail: { update: { status: 409, body: { message, errors: [{ field: 'email', message }] } } },
    });
    renderAdmin('/admin?employeeId=7');
    const dialog = await editDialog();
    typeInto(dialog, 'Email', 'dana@demo.test');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText(message)).toBeTruthy();
    expect(toastTexts()).toEqual([]);
  });

  it('Reset password asks first, then shows the new temporary password', async () => {
    const server = stubServer();
    renderAdmin('/admin?employeeId=7');
    fireEvent.click(within(await editDialog()).getByRole('button', { name: 'Reset password' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Reset password?' });
    expect(confirm.textContent).toContain(
      'Reset the password of Carlos Mendez? Their current password stops working and they are signed out.',
    );
    expect(server.writes()).toEqual([]);
    fireEvent.click(within(confirm).getByRole('button', { name: 'Reset password' }));
    const done = await screen.findByRole('dialog', { name: 'Password reset' });
    expect(field(done, 'Temporary password').value).toBe(RESET_PASSWORD);
    expect(within(done).getByRole('button', { name: 'Copy' })).toBeTruthy();
    expect(server.writes()).toEqual([{ call: 'POST /api/employees/7/reset-password', body: undefined }]);
  });
});

describe('active/inactive in the dialog', () => {
  it('is read-only for an admin, with a note that management changes it', async () => {
    stubServer();
    renderAdmin('/admin?employeeId=7');
    const dialog = await editDialog();
    expect(within(dialog).queryByRole('switch')).toBeNull();
    expect(within(dialog).getByText('Active')).toBeTruthy();
    expect(within(dialog).getByText('Only management can activate or deactivate employees.')).toBeTruthy();
  });

  it('management deactivates after confirming: sends { isActive: false } and says so', async () => {
    const server = stubServer({ me: MANAGER });
    renderAdmin('/admin?employeeId=7');
    const dialog = await editDialog();
    const active = within(dialog).getByRole('switch', { name: 'Active' });
    expect(active.getAttribute('aria-checked')).toBe('true');
    fireEvent.click(active);
    const confirm = await screen.findByRole('alertdialog', { name: 'Deactivate Carlos Mendez?' });
    expect(confirm.textContent).toContain(
      'Carlos Mendez is signed out and cannot sign in until reactivated.',
    );
    expect(server.writes()).toEqual([]);
    fireEvent.click(within(confirm).getByRole('button', { name: 'Deactivate' }));
    await waitFor(() =>
      expect(toastTexts()).toEqual([
        'Employee Status Updated: The employee status has been successfully changed.',
      ]),
    );
    expect(server.writes()).toEqual([{ call: 'PATCH /api/employees/7/status', body: { isActive: false } }]);
    await waitFor(() => expect(active.getAttribute('aria-checked')).toBe('false'));
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('reactivates without asking', async () => {
    const server = stubServer({ me: MANAGER });
    renderAdmin('/admin?employeeId=7');
    const active = within(await editDialog()).getByRole('switch', { name: 'Active' });
    fireEvent.click(active);
    fireEvent.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Deactivate' }),
    );
    await waitFor(() => expect(active.getAttribute('aria-checked')).toBe('false'));
    fireEvent.click(active);
    await waitFor(() => expect(active.getAttribute('aria-checked')).toBe('true'));
    expect(server.writes().map((write) => write.body)).toEqual([{ isActive: false }, { isActive: true }]);
  });

  it("says 'Error' with the server's message when the change fails", async () => {
    stubServer({ me: MANAGER, fail: { status: { status: 404, body: { message: 'Employee not found' } } } });
    renderAdmin('/admin?employeeId=7');
    fireEvent.click(within(await editDialog()).getByRole('switch', { name: 'Active' }));
    fireEvent.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Deactivate' }),
    );
    await waitFor(() => expect(toastTexts()).toEqual(['Error: 404: Employee not found']));
  });

  it('does not let management switch off their own account', async () => {
    stubServer({ me: MANAGER });
    renderAdmin('/admin?employeeId=2');
    const active = within(await editDialog()).getByRole('switch', { name: 'Active' }) as HTMLButtonElement;
    expect(active.disabled).toBe(true);
    expect(screen.getByText(/You cannot deactivate your own account/)).toBeTruthy();
  });
});
