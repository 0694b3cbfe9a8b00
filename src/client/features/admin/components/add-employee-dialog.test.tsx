import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  CREATED_PASSWORD,
  dialogWithForm,
  field,
  renderAdmin,
  setUpAdminTests,
  stubServer,
  toastTexts,
  typeInto,
} from '../test-support.tsx';

setUpAdminTests();

const writeText = vi.fn<(text: string) => Promise<void>>();
Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
afterEach(() => writeText.mockReset());

async function openAddEmployee() {
  fireEvent.click(await screen.findByRole('button', { name: 'Add Employee' }));
  return dialogWithForm('Add Employee');
}

describe('Add Employee', () => {
  it('sends the new account and shows its temporary password once, with Copy', async () => {
    const server = stubServer();
    renderAdmin();
    const dialog = await openAddEmployee();
    typeInto(dialog, 'Name', '  Jordan Price ');
    typeInto(dialog, 'Email', 'jordan@demo.test');
    typeInto(dialog, 'Employee Type', 'office');
    typeInto(dialog, 'Phone', '(555) 201-3344');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create Employee' }));

    const done = await screen.findByRole('dialog', { name: 'Employee created' });
    expect(server.writes()).toEqual([
      {
        call: 'POST /api/employees',
        body: {
          name: 'Jordan Price',
          email: 'jordan@demo.test',
          employeeType: 'office',
          phone: '(555) 201-3344',
        },
      },
    ]);
    expect((within(done).getByLabelText('Temporary password') as HTMLInputElement).value).toBe(
      CREATED_PASSWORD,
    );
    expect(
      within(done).getByText(/shown only this once\. Jordan Price must change it at first sign-in/),
    ).toBeTruthy();

    writeText.mockResolvedValue();
    fireEvent.click(within(done).getByRole('button', { name: 'Copy' }));
    await waitFor(() => expect(toastTexts()).toEqual(['Copied']));
    expect(writeText).toHaveBeenCalledWith(CREATED_PASSWORD);

    // The new account is in the table behind the dialog once it closes.
    fireEvent.click(within(done).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await screen.findByText('jordan@demo.test')).toBeTruthy();
  });

  it('says when the copy fails', async () => {
    stubServer();
    renderAdmin();
    const dialog = await openAddEmployee();
    typeInto(dialog, 'Name', 'Jordan Price');
    typeInto(dialog, 'Email', 'jordan@demo.test');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create Employee' }));
    const done = await screen.findByRole('dialog', { name: 'Employee created' });
    writeText.mockRejectedValue(new Error('denied'));
    fireEvent.click(within(done).getByRole('button', { name: 'Copy' }));
    await waitFor(() => expect(toastTexts()).toEqual(['Copy failed: Select the password and copy it.']));
  });

  it("checks the fields with the endpoint's schema before sending", async () => {
    const server = stubServer();
    renderAdmin();
    const dialog = await openAddEmployee();
    typeInto(dialog, 'Email', 'not-an-email');
    typeInto(dialog, 'Phone', '12');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create Employee' }));
    expect(await within(dialog).findByText('Name is required')).toBeTruthy();
    expect(within(dialog).getByText('Enter a valid email address')).toBeTruthy();
    expect(within(dialog).getByText('Enter a valid phone number')).toBeTruthy();
    expect(server.writes()).toEqual([]);
  });

  it("puts the server's duplicate-email error under Email and stays open", async () => {
    const message = 'An employee with this email already exists';
    stubServer({
      fail: { create: { status: 409, body: { message, errors: [{ field: 'email', message }] } } },
    });
    renderAdmin();
    const dialog = await openAddEmployee();
    typeInto(dialog, 'Name', 'Carlos Again');
    typeInto(dialog, 'Email', 'carlos@demo.test');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create Employee' }));
    expect(await within(dialog).findByText(message)).toBeTruthy();
    const email = field(dialog, 'Email');
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(email);
    expect(toastTexts()).toEqual([]);
  });

  it('says other failures in a toast', async () => {
    stubServer({ fail: { create: { status: 403, body: { message: 'Forbidden' } } } });
    renderAdmin();
    const dialog = await openAddEmployee();
    typeInto(dialog, 'Name', 'Jordan Price');
    typeInto(dialog, 'Email', 'jordan@demo.test');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create Employee' }));
    await waitFor(() => expect(toastTexts()).toEqual(['Failed to create employee: 403: Forbidden']));
    expect(screen.getByRole('dialog', { name: 'Add Employee' })).toBeTruthy();
  });
});
