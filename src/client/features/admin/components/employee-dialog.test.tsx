import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  dialogWithForm,
  field,
  fillIn,
  MANAGER,
  RESET_PASSWORD,
  renderAdmin,
  sentWrites,
  stubMissingBrowserApis,
} from '#tooling/test-client/admin-panel.tsx';
import { answer, fail, failure } from '#tooling/test-client/api-handlers.ts';
import { toastTexts } from '#tooling/test-client/fixtures.ts';
import { server } from '#tooling/test-client/msw-server.ts';

beforeEach(stubMissingBrowserApis);

const editDialog = () => dialogWithForm('Edit Employee');
const typeOptions = (dialog: HTMLElement) =>
  [...(field(dialog, 'Employee Type') as unknown as HTMLSelectElement).options].map((option) => option.value);

// user-event types key by key, each a render of the form, and the form's code loads lazily: on a
// busy two-core run a test can pass Vitest's 5 s default.
describe('the employee dialog', { timeout: 15_000 }, () => {
  it('opens from ?employeeId= with that employee, and closing removes it from the URL', async () => {
    const page = renderAdmin('/admin?employeeId=7');
    const dialog = await editDialog();
    expect(field(dialog, 'Name').value).toBe('Carlos Mendez');
    expect(field(dialog, 'Email').value).toBe('carlos@demo.test');
    expect(field(dialog, 'Employee Type').value).toBe('plumber');
    await page.user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(page.search()).toBe('');
  });

  it("opens from a row's Edit, which writes ?employeeId=", async () => {
    const page = renderAdmin();
    await page.user.click(await screen.findByRole('button', { name: 'Edit Dana Brooks' }));
    const dialog = await editDialog();
    expect(field(dialog, 'Name').value).toBe('Dana Brooks');
    expect(page.search()).toBe('?employeeId=8');
  });

  it('says so when the id is nobody', async () => {
    renderAdmin('/admin?employeeId=999');
    expect(await screen.findByRole('dialog', { name: 'Employee not found' })).toBeTruthy();
  });

  it('Save sends only the changed fields, says Employee updated and closes', async () => {
    const { user } = renderAdmin('/admin?employeeId=7');
    const dialog = await editDialog();
    await fillIn(user, dialog, 'Title', 'Lead Tech ');
    await fillIn(user, dialog, 'Employee Type', 'office');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(sentWrites()).toEqual([
      { call: 'PATCH /api/employees/7', body: { employeeType: 'office', title: 'Lead Tech' } },
    ]);
    expect(toastTexts()).toEqual(['Employee updated: Carlos Mendez']);
    // The table shows the change.
    const row = (await screen.findByText('Lead Tech')).closest('tr') as HTMLElement;
    expect(within(row).getByText('Office')).toBeTruthy();
  });

  it('sends nothing when nothing changed', async () => {
    const { user } = renderAdmin('/admin?employeeId=7');
    const dialog = await editDialog();
    await fillIn(user, dialog, 'Name', ' Carlos Mendez ');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(toastTexts()).toEqual(['No changes to save']));
    expect(sentWrites()).toEqual([]);
  });

  it("shows the server's field error under its field", async () => {
    const message = 'An employee with this email already exists';
    const { user } = renderAdmin('/admin?employeeId=7');
    server.use(
      answer('PATCH /api/employees/:id', () =>
        failure(409, message, { errors: [{ field: 'email', message }] }),
      ),
    );
    const dialog = await editDialog();
    await fillIn(user, dialog, 'Email', 'dana@demo.test');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText(message)).toBeTruthy();
    expect(toastTexts()).toEqual([]);
  });

  it('Reset password asks first, then shows the new temporary password', async () => {
    const { user } = renderAdmin('/admin?employeeId=7');
    await user.click(within(await editDialog()).getByRole('button', { name: 'Reset password' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Reset password?' });
    expect(confirm.textContent).toContain(
      'Reset the password of Carlos Mendez? Their current password stops working and they are signed out.',
    );
    expect(sentWrites()).toEqual([]);
    await user.click(within(confirm).getByRole('button', { name: 'Reset password' }));
    const done = await screen.findByRole('dialog', { name: 'Password reset' });
    expect(field(done, 'Temporary password').value).toBe(RESET_PASSWORD);
    expect(within(done).getByRole('button', { name: 'Copy' })).toBeTruthy();
    expect(sentWrites()).toEqual([{ call: 'POST /api/employees/7/reset-password', body: undefined }]);
  });
});

describe('active/inactive in the dialog', { timeout: 15_000 }, () => {
  it('is read-only for an admin, with a note that management changes it', async () => {
    renderAdmin('/admin?employeeId=7');
    const dialog = await editDialog();
    expect(within(dialog).queryByRole('switch')).toBeNull();
    expect(within(dialog).getByText('Active')).toBeTruthy();
    expect(within(dialog).getByText('Only management can activate or deactivate employees.')).toBeTruthy();
  });

  it('management deactivates after confirming: sends { isActive: false } and says so', async () => {
    const { user } = renderAdmin('/admin?employeeId=7', { me: MANAGER });
    const dialog = await editDialog();
    const active = within(dialog).getByRole('switch', { name: 'Active' });
    expect(active.getAttribute('aria-checked')).toBe('true');
    await user.click(active);
    const confirm = await screen.findByRole('alertdialog', { name: 'Deactivate Carlos Mendez?' });
    expect(confirm.textContent).toContain(
      'Carlos Mendez is signed out and cannot sign in until reactivated.',
    );
    expect(sentWrites()).toEqual([]);
    await user.click(within(confirm).getByRole('button', { name: 'Deactivate' }));
    await waitFor(() =>
      expect(toastTexts()).toEqual([
        'Employee Status Updated: The employee status has been successfully changed.',
      ]),
    );
    expect(sentWrites()).toEqual([{ call: 'PATCH /api/employees/7/status', body: { isActive: false } }]);
    await waitFor(() => expect(active.getAttribute('aria-checked')).toBe('false'));
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('reactivates without asking', async () => {
    const { user } = renderAdmin('/admin?employeeId=7', { me: MANAGER });
    const active = within(await editDialog()).getByRole('switch', { name: 'Active' });
    await user.click(active);
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Deactivate' }),
    );
    await waitFor(() => expect(active.getAttribute('aria-checked')).toBe('false'));
    await user.click(active);
    await waitFor(() => expect(active.getAttribute('aria-checked')).toBe('true'));
    expect(sentWrites().map((write) => write.body)).toEqual([{ isActive: false }, { isActive: true }]);
  });

  it("says 'Error' with the server's message when the change fails", async () => {
    const { user } = renderAdmin('/admin?employeeId=7', { me: MANAGER });
    server.use(fail('PATCH /api/employees/:id/status', 404, 'Employee not found'));
    await user.click(within(await editDialog()).getByRole('switch', { name: 'Active' }));
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Deactivate' }),
    );
    await waitFor(() => expect(toastTexts()).toEqual(['Error: 404: Employee not found']));
  });

  it('shows an admin a Management account without its form or password reset (only management changes it)', async () => {
    renderAdmin('/admin?employeeId=2');
    const dialog = await screen.findByRole('dialog', { name: 'Employee' });
    expect(await within(dialog).findByText('Only management can change a Management account.')).toBeTruthy();
    expect(within(dialog).queryByRole('button', { name: 'Save' })).toBeNull();
    expect(within(dialog).queryByRole('button', { name: 'Reset password' })).toBeNull();
  });

  it('offers an admin every type but Management', async () => {
    renderAdmin('/admin?employeeId=7');
    expect(typeOptions(await editDialog())).toEqual(['plumber', 'office', 'admin']);
  });

  it('offers management all four types', async () => {
    renderAdmin('/admin?employeeId=7', { me: MANAGER });
    expect(typeOptions(await editDialog())).toEqual(['plumber', 'office', 'admin', 'management']);
  });

  it('offers nobody a change of their own type, and says why', async () => {
    renderAdmin('/admin?employeeId=2', { me: MANAGER });
    const dialog = await editDialog();
    expect(typeOptions(dialog)).toEqual(['management']);
    expect(within(dialog).getByText('You cannot change your own employee type.')).toBeTruthy();
  });

  it('does not let management switch off their own account', async () => {
    renderAdmin('/admin?employeeId=2', { me: MANAGER });
    const active = within(await editDialog()).getByRole('switch', { name: 'Active' }) as HTMLButtonElement;
    expect(active.disabled).toBe(true);
    expect(screen.getByText(/You cannot deactivate your own account/)).toBeTruthy();
  });
});
